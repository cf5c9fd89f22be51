import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import type { JobPost } from '@cq/shared';
import { listActiveJobs, putJob } from '../data/leads/jobs';

type SeedJob = Omit<JobPost, 'postedAt' | 'isActive'> & { postedDaysAgo: number };

/** The four open roles a fresh local stack starts with (fixed ids, so seeding twice never duplicates). */
export const SEED_JOBS: readonly SeedJob[] = [
  {
    id: '3f6c2a1e-8b4d-4c9a-9e2f-1a7b5d0c4e81',
    title: 'Senior GCP Auditor',
    level: 'Senior',
    department: 'Quality Assurance',
    location: 'Remote (US)',
    type: 'Full-time',
    compensationRange: '$120,000 – $150,000',
    summary:
      'Lead investigator-site, vendor and trial master file audits for sponsors running Phase I–III studies, and turn what you find into findings that teams can act on before an inspector arrives.',
    responsibilities: [
      'Plan and conduct risk-based GCP audits of investigator sites, CROs, labs and other clinical vendors',
      'Audit trial master files and computerized systems against ICH E6(R3) and 21 CFR Part 11',
      'Write clear, evidence-based audit reports with graded findings within agreed timelines',
      'Review sponsor and vendor CAPA plans and verify their effectiveness at follow-up',
      'Prepare clients for FDA, EMA and MHRA inspections, including mock inspections and storyboards',
      'Mentor junior auditors and contribute to our audit checklists and methodology',
    ],
    qualifications: [
      '7+ years in clinical research, including at least 4 years conducting GCP audits',
      'Working command of ICH E6, 21 CFR Parts 11, 50, 56 and 312, and EU CTR 536/2014',
      'Experience auditing both investigator sites and service providers',
      'Excellent report writing and the ability to deliver difficult findings with tact',
      "Bachelor's degree in a life science, nursing, pharmacy or a related field",
      'Able to travel to sites up to 40% of the time',
    ],
    niceToHaves: [
      'RQAP-GCP or CQA certification',
      'Experience with decentralised trials or eCOA/ePRO vendors',
      'Direct involvement in a regulatory inspection as host or auditee',
    ],
    postedDaysAgo: 3,
  },
  {
    id: '8a1d4e7b-2c5f-4f0a-b3d6-9e8c7b6a5f42',
    title: 'Clinical QA Specialist',
    level: 'Mid-level',
    department: 'Quality Assurance',
    location: 'Remote (US)',
    type: 'Full-time',
    compensationRange: '$85,000 – $105,000',
    summary:
      'Keep our clients’ quality systems running day to day: SOP reviews, deviation and CAPA management, training records and internal audit support across several sponsor engagements.',
    responsibilities: [
      'Review and update client SOPs, work instructions and forms for GCP and Part 11 alignment',
      'Triage deviations, support root-cause analysis and track CAPAs through to closure',
      'Maintain training matrices and verify staff training before study tasks are delegated',
      'Support internal and vendor audits with document requests, logistics and finding tracking',
      'Prepare quality metrics and trend reports for client quality review meetings',
    ],
    qualifications: [
      '3+ years in clinical quality assurance, clinical operations or regulatory compliance',
      'Solid understanding of ICH GCP and the sponsor’s oversight responsibilities',
      'Hands-on experience with deviation and CAPA processes',
      'Organised and precise, with a habit of documenting as you go',
      "Bachelor's degree in a scientific or health-related discipline",
    ],
    niceToHaves: [
      'Experience with an eQMS such as Veeva QualityDocs or MasterControl',
      'Familiarity with ISO 13485 or device clinical investigations (ISO 14155)',
    ],
    postedDaysAgo: 8,
  },
  {
    id: 'c4b9f2d6-1e3a-4b8c-a7d5-6f2e1c0b9a73',
    title: 'QA Document Control Coordinator',
    level: 'Associate',
    department: 'Operations',
    location: 'Remote (US)',
    type: 'Contract',
    compensationRange: '$35 – $45 per hour',
    summary:
      'A six-month contract to bring order to controlled documents for a growing biotech client: versioning, periodic reviews, approvals and an inspection-ready document index.',
    responsibilities: [
      'Route controlled documents through review and approval and keep version histories accurate',
      'Run the periodic-review calendar and chase owners before documents lapse',
      'Reconcile the trial master file index against the TMF reference model',
      'Format SOPs and templates to the client’s document standards',
      'Answer document requests during audits within the agreed turnaround',
    ],
    qualifications: [
      '2+ years in document control, records management or clinical trial administration',
      'Experience working in a regulated (GxP) environment',
      'Strong attention to detail and comfort with high-volume, repetitive checks',
      'Confident with Microsoft 365 and at least one electronic document management system',
    ],
    niceToHaves: ['Knowledge of the DIA TMF Reference Model', 'Experience with Veeva Vault eTMF'],
    postedDaysAgo: 12,
  },
  {
    id: 'e7d3a5c1-9f4b-4e2d-8c6a-0b1f3e5d7c94',
    title: 'Regulatory Compliance Consultant',
    level: 'Senior',
    department: 'Regulatory Affairs',
    location: 'Remote (US)',
    type: 'Full-time',
    compensationRange: '$110,000 – $140,000',
    summary:
      'Advise sponsors and sites on what the regulations actually require, from inspection readiness programmes to responses to FDA Form 483 observations.',
    responsibilities: [
      'Assess client processes against FDA, EMA and ICH requirements and recommend proportionate fixes',
      'Draft and review responses to inspection observations and warning letters',
      'Build inspection readiness plans, including front-room and back-room training',
      'Track regulatory changes such as ICH E6(R3) and brief clients on their impact',
      'Develop training content for client teams on GCP and data integrity',
    ],
    qualifications: [
      '6+ years in regulatory affairs, clinical QA or compliance at a sponsor, CRO or consultancy',
      'Direct experience supporting FDA or EMA inspections',
      'Sound knowledge of data integrity principles (ALCOA+) and 21 CFR Part 11',
      'Clear writer who can explain regulatory reasoning to non-specialists',
      "Bachelor's degree in a life science; an advanced degree is welcome",
    ],
    niceToHaves: ['RAC certification', 'Experience with combination products or medical devices'],
    postedDaysAgo: 20,
  },
];

/** Seeds the open roles on first start: only when no job is active, and never over an existing record. */
export async function seedJobs(now = new Date()): Promise<number> {
  if ((await listActiveJobs()).length > 0) return 0;
  let created = 0;
  for (const { postedDaysAgo, ...job } of SEED_JOBS) {
    const postedAt = new Date(now.getTime() - postedDaysAgo * 86_400_000).toISOString();
    try {
      await putJob({ ...job, postedAt, isActive: true }, { onlyIfNew: true });
      created++;
    } catch (error) {
      if (!(error instanceof ConditionalCheckFailedException)) throw error;
    }
  }
  return created;
}
