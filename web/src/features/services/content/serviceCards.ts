/** Service card (spec §3 shape). */
export interface ServiceCard {
  id: string;
  title: string;
  description: string;
  details: string[];
}

export const SERVICE_CARDS: readonly ServiceCard[] = [
  {
    id: 'gcp-audit-support',
    title: 'GCP Audit Support',
    description: 'Independent audits of sites, vendors, systems and processes against ICH GCP and FDA requirements.',
    details: [
      'Investigator site audits, routine and for-cause',
      'CRO and vendor qualification and oversight audits',
      'Trial master file and essential-document audits',
      'Computerised system and 21 CFR Part 11 assessments',
      'Risk-rated audit reports within an agreed timeline',
    ],
  },
  {
    id: 'inspection-readiness',
    title: 'Inspection Readiness',
    description: 'Preparation for FDA, EMA and sponsor inspections, so your team walks in confident.',
    details: [
      'Readiness gap assessment and prioritised plan',
      'Mock inspections with interview practice',
      'Storyboards for high-risk topics',
      'Front-room and back-room set-up and coaching',
      'Support with responses to Form 483 observations',
    ],
  },
  {
    id: 'sop-capa-ops',
    title: 'SOP & CAPA Ops',
    description: 'Procedures people can follow and corrective actions that actually prevent recurrence.',
    details: [
      'SOP gap analysis against ICH E6(R3) and 21 CFR',
      'Authoring and revision of SOPs and work instructions',
      'Root-cause analysis workshops',
      'CAPA plans with effectiveness checks',
      'Document-control and periodic-review set-up',
    ],
  },
  {
    id: 'qa-coaching',
    title: 'QA Coaching',
    description: 'One-to-one and team coaching for quality leads, coordinators and investigators.',
    details: [
      'Coaching for new heads of quality',
      'Audit-hosting practice for site staff',
      'Source documentation and informed-consent clinics',
      'Quality-metrics and trending set-up',
    ],
  },
  {
    id: 'qa-training',
    title: 'QA Training',
    description: 'Practical GCP and quality training, delivered live or through our Learning Hub.',
    details: [
      'ICH E6(R3) GCP refresher and role-based modules',
      'Data integrity and ALCOA+ in practice',
      'Deviation and CAPA management',
      'Training records suitable for inspection',
    ],
  },
];

export const PROCESS_STEPS: readonly { title: string; text: string }[] = [
  {
    title: 'Discovery Call',
    text: 'A free 30-minute conversation about your study, timelines and concerns.',
  },
  {
    title: 'Assessment',
    text: 'We review your documents and processes and identify gaps by risk.',
  },
  {
    title: 'Custom Plan',
    text: 'A scoped plan with deliverables, timeline and a fixed quote, within 24 hours of the assessment call.',
  },
  {
    title: 'Implementation',
    text: 'We do the work beside your team and hand over everything you need to keep it up.',
  },
];
