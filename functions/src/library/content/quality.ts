import type { SeedSop } from './types';

/** CAPA, audits and inspections, computerised systems and vendor oversight. */
export const QUALITY_SOPS: readonly SeedSop[] = [
  {
    id: 'sop-capa-management',
    code: 'CQ-SOP-009',
    title: 'CAPA Management',
    area: 'capa',
    summary:
      'Root cause analysis, corrective and preventive actions, and checking that they worked, for significant noncompliance.',
    body: {
      purpose:
        'To deal with significant noncompliance by finding its root cause, correcting it, preventing it from happening again, and confirming that the actions were effective.',
      scope: 'Findings from audits, inspections, monitoring, deviations and complaints at sponsors, CROs and sites.',
      responsibilities: [
        { role: 'CAPA owner', duty: 'Leads the root cause analysis, writes the plan and carries out the actions.' },
        {
          role: 'Quality assurance',
          duty: 'Approves the plan, tracks due dates and performs the effectiveness check.',
        },
        { role: 'Management', duty: 'Provides resources and decides on escalation when CAPAs fail or are late.' },
      ],
      procedure: [
        {
          heading: 'Opening',
          steps: [
            'Open a CAPA record for each significant finding within 5 working days, linked to the finding.',
            'Take and record any immediate correction needed to protect participants or data.',
          ],
        },
        {
          heading: 'Root cause and plan',
          steps: [
            'Analyse the root cause with a structured method (for example five whys or a fishbone diagram) and record the evidence for it.',
            'Write corrective actions for the cause found and preventive actions for similar processes, each with an owner and a due date.',
          ],
        },
        {
          heading: 'Closing',
          steps: [
            'Close actions only with evidence that they were done.',
            'Check effectiveness after a set period with a measurable criterion (for example no repeat in the next three monitoring visits).',
            'If the check fails, reopen the analysis; if noncompliance persists, the sponsor considers ending the site or provider’s participation.',
          ],
        },
      ],
      records: ['CAPA records with root cause analysis', 'Evidence of completed actions', 'Effectiveness checks'],
      references: [
        'ICH E6(R3) Annex 1 section 3.12 (noncompliance)',
        'ISO 13485:2016 sections 8.5.2 and 8.5.3 (corrective and preventive action)',
      ],
    },
  },
  {
    id: 'sop-audits-inspections',
    code: 'CQ-SOP-010',
    title: 'Audits and Regulatory Inspections',
    area: 'audits',
    summary:
      'Planning risk-based GCP audits, running them independently, reporting findings, and hosting a regulatory inspection.',
    body: {
      purpose:
        'To assess independently whether trials are run as the protocol, procedures and regulations require, and to be ready to host regulators at any time.',
      scope:
        'Sponsor audits of sites, vendors and internal processes, and inspections by FDA, EMA, MHRA or other authorities.',
      responsibilities: [
        { role: 'QA auditor', duty: 'Independent of the work audited; plans, conducts and reports audits.' },
        { role: 'Auditee', duty: 'Provides access, answers findings and carries out the agreed CAPA.' },
        {
          role: 'Inspection lead',
          duty: 'Coordinates the front room, back room and document requests during inspections.',
        },
      ],
      procedure: [
        {
          heading: 'Audit planning',
          steps: [
            'Keep an annual audit programme based on risk: critical processes, new vendors, high-enrolling sites, previous findings.',
            'For each audit, agree the scope, dates and agenda with the auditee in writing.',
          ],
        },
        {
          heading: 'Conducting and reporting',
          steps: [
            'Hold an opening meeting, review records and interview staff, then hold a closing meeting summarising the findings.',
            'Issue the report within 20 working days, grading each finding (critical, major, minor) with the requirement it breaches and the evidence.',
            'Track responses and CAPA to closure; regulators may ask for audit certificates, and for reports only in exceptional cases.',
          ],
        },
        {
          heading: 'Inspections',
          steps: [
            'On notice of an inspection, inform the sponsor and management, and set up a front room (inspectors) and back room (document retrieval).',
            'Log every request and every document provided; give copies only of what was asked for.',
            'Answer observations (for example an FDA Form 483) in writing within 15 business days with root cause, correction and preventive action.',
          ],
        },
      ],
      records: [
        'Audit programme',
        'Audit plans, reports and certificates',
        'Inspection request logs',
        'Responses to observations',
      ],
      references: [
        'ICH E6(R3) Annex 1 section 3.11.2 (audit)',
        'FDA Compliance Program Guidance Manual 7348.811 (clinical investigators)',
      ],
    },
  },
  {
    id: 'sop-computerised-systems',
    code: 'CQ-SOP-011',
    title: 'Computerised Systems and 21 CFR Part 11',
    area: 'systems',
    summary:
      'Validating systems that hold trial records, controlling access, keeping audit trails, and electronic signatures.',
    body: {
      purpose:
        'To make sure electronic systems used for trial records are fit for purpose, that their records are trustworthy, and that electronic signatures are as binding as handwritten ones.',
      scope: 'EDC, eTMF, eCOA, IRT, safety databases and any system holding trial records or signatures.',
      responsibilities: [
        { role: 'System owner', duty: 'Makes sure the system is validated, maintained and used as intended.' },
        { role: 'Quality assurance', duty: 'Reviews validation and approves release for trial use.' },
        { role: 'Users', duty: 'Use only their own account, keep passwords secret and complete training first.' },
      ],
      procedure: [
        {
          heading: 'Validation',
          steps: [
            'Assess the risk of each system to participants and data, and scale validation to it.',
            'Document requirements, tests and results, and approve release before trial use; revalidate after significant change.',
          ],
        },
        {
          heading: 'Access and audit trail',
          steps: [
            'Give each user a unique account with only the access their role needs; remove it when they leave.',
            'Keep a secure, computer-generated, time-stamped audit trail of record changes that cannot be switched off by users, and review it as planned.',
          ],
        },
        {
          heading: 'Electronic signatures',
          steps: [
            "Before first use, obtain each signer's certification that their electronic signature is the legal equivalent of a handwritten one.",
            'Each signature shows the printed name, date and time, and meaning (for example review or approval), and is linked to its record.',
            'Signatures use two distinct components (for example user ID and password) and are never shared.',
          ],
        },
      ],
      records: [
        'System inventory',
        'Validation packages',
        'Access lists and reviews',
        'Audit trail reviews',
        'Signature certifications',
      ],
      references: [
        '21 CFR Part 11, in particular 11.10 (controls for closed systems), 11.50 (signature manifestations), 11.100 and 11.200',
        'ICH E6(R3) Annex 1 section 4 (data governance)',
        'EU GMP Annex 11 (computerised systems)',
      ],
    },
  },
  {
    id: 'sop-vendor-oversight',
    code: 'CQ-SOP-012',
    title: 'Vendor Selection and Oversight',
    area: 'vendors',
    summary:
      'Qualifying CROs and other service providers, written agreements, and ongoing oversight — the sponsor keeps responsibility.',
    body: {
      purpose:
        'To select capable service providers, define in writing what they do, and oversee their work, because the sponsor remains responsible for everything it delegates.',
      scope: 'CROs, central laboratories, technology vendors, IP depots and any provider doing trial-related work.',
      responsibilities: [
        { role: 'Sponsor study lead', duty: 'Chooses vendors, owns the agreement and runs oversight meetings.' },
        { role: 'Quality assurance', duty: 'Qualifies vendors and audits them according to risk.' },
        { role: 'Vendor', duty: 'Works to GCP and the agreement, and reports incidents to the sponsor promptly.' },
      ],
      procedure: [
        {
          heading: 'Selection',
          steps: [
            'Assess each candidate’s suitability: experience, quality system, staffing, systems and inspection history; audit where the risk is high.',
            'Record the decision and the reasons.',
          ],
        },
        {
          heading: 'Agreement',
          steps: [
            'Sign a written agreement before work starts, listing the tasks transferred, GCP compliance, record retention, access for audits and inspections, and incident reporting.',
            'Anything not explicitly transferred stays with the sponsor.',
          ],
        },
        {
          heading: 'Oversight',
          steps: [
            'Agree performance measures and review them at regular meetings with minutes.',
            'Review vendor deviations and incidents, and follow their CAPA to closure.',
            'Requalify vendors at a set interval or after significant issues.',
          ],
        },
      ],
      records: [
        'Vendor qualification files',
        'Signed agreements and task lists',
        'Oversight meeting minutes and metrics',
        'Vendor audit reports',
      ],
      references: [
        'ICH E6(R3) Annex 1 sections 3.6 (service providers) and 3.9',
        '21 CFR 312.52 (transfer of obligations to a contract research organisation)',
        'EU GMP Annex 11 section 3 (suppliers and service providers)',
      ],
    },
  },
];
