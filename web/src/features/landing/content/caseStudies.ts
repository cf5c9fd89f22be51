import type { CaseStudy } from './types';

export const CASE_STUDIES: readonly CaseStudy[] = [
  {
    id: 'biotech-first-inspection',
    category: 'Biotech',
    title: 'First FDA inspection, passed without a Form 483',
    challenge:
      'A Phase II oncology biotech received notice of a pre-approval inspection with four weeks to prepare. Its trial master file was 70% complete, delegation logs were inconsistent across sites and no one on staff had hosted an inspection before.',
    solution:
      'We ran a risk-based TMF reconciliation, prioritised the essential documents inspectors request first, rebuilt the delegation-log process with the sites and led two mock inspections with storyboards for the likely lines of questioning. A senior auditor supported the back room during the inspection.',
    result:
      'The inspection closed with no Form 483 observations. The TMF remediation process became the company standard for its next two studies.',
    metrics: ['TMF completeness from 70% to 98% in 3 weeks', '0 Form 483 observations', '2 mock inspections delivered'],
    industry: 'Oncology biotech',
  },
  {
    id: 'cro-sop-overhaul',
    category: 'CRO',
    title: 'A procedure set teams actually follow',
    challenge:
      'A mid-size CRO carried 60+ overlapping SOPs, several out of date with ICH E6(R3) expectations. Sponsor audits kept finding staff working from old versions and deviating from procedures they found impractical.',
    solution:
      'We mapped every procedure to its process owner, consolidated overlapping documents, rewrote them in plain language with workflow diagrams, and delivered role-based training with comprehension checks. A document-control cadence keeps each SOP on a two-year review cycle.',
    result:
      'Procedure-related findings in sponsor audits dropped sharply in the following year and onboarding time for new project staff fell by a third.',
    metrics: ['64 SOPs consolidated into 31', '72% fewer SOP-related audit findings', 'Onboarding time cut by 33%'],
    industry: 'Contract research organisation',
  },
  {
    id: 'sites-capa-program',
    category: 'Clinical Sites',
    title: 'Breaking a cycle of repeat monitoring findings',
    challenge:
      'A five-site research network kept receiving the same informed-consent and source-documentation findings from monitors. CAPAs were opened and closed without changing how the work was done, and two sponsors raised concerns.',
    solution:
      'We trended two years of findings, ran root-cause workshops with coordinators and investigators, and rebuilt the CAPA process with effectiveness checks. Coaching sessions at each site turned the fixes into everyday habits.',
    result:
      'Repeat findings fell within two monitoring cycles, both sponsors continued their studies with the network, and the network now trends its own quality data every quarter.',
    metrics: ['85% reduction in repeat findings', 'CAPA closure on time: 41% to 96%', '5 sites coached in 8 weeks'],
    industry: 'Clinical site network',
  },
];
