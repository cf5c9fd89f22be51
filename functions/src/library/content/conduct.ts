import type { SeedSop } from './types';

/** Delegation and training, essential records, monitoring visits and protocol deviations. */
export const CONDUCT_SOPS: readonly SeedSop[] = [
  {
    id: 'sop-delegation-training',
    code: 'CQ-SOP-005',
    title: 'Delegation of Duties and Study Training',
    area: 'delegation',
    summary:
      'Keeping a delegation log in proportion to risk, and making sure nobody does a trial task before being qualified and trained for it.',
    body: {
      purpose:
        'To show that every trial task is done by a person who is qualified by education, training and experience, and who was authorised by the investigator before starting it.',
      scope: 'All site staff and service providers performing trial-related tasks beyond routine clinical care.',
      responsibilities: [
        {
          role: 'Principal investigator',
          duty: 'Decides which tasks to delegate, authorises each delegate, and supervises in proportion to the risk of the task.',
        },
        { role: 'Delegates', duty: 'Perform only the tasks they were authorised and trained for.' },
        {
          role: 'Study coordinator',
          duty: 'Keeps the delegation log and training records current and files CVs and licences.',
        },
      ],
      procedure: [
        {
          heading: 'Before delegating',
          steps: [
            'Collect a signed, dated CV and any licence the task needs; check GCP training is current.',
            'Train the person on the protocol and on each task they will do, and record the training with date, content and trainer.',
          ],
        },
        {
          heading: 'The delegation log',
          steps: [
            'Record each delegate, their tasks, start date and the investigator initials authorising them, before the first task.',
            'When a role changes or someone leaves, record the end date on the log the same day.',
            'Routine clinical-care tasks that are not trial-specific need not be on the log.',
          ],
        },
        {
          heading: 'Ongoing training',
          steps: [
            'Train delegates on every protocol amendment before they work under it.',
            'Train users of electronic systems on the system before they are given accounts.',
          ],
        },
      ],
      records: [
        'Delegation log',
        'CVs, licences and GCP certificates',
        'Protocol and amendment training records',
        'System training records and account requests',
      ],
      references: [
        'ICH E6(R3) Principle 5 and Principle 10; Annex 1 sections 2.3.1 to 2.3.3 (delegation and oversight)',
        'FDA guidance: Investigator Responsibilities — Protecting the Rights, Safety, and Welfare of Study Subjects (2009)',
        '21 CFR 11.10(i) (training of people who use electronic record systems)',
      ],
    },
  },
  {
    id: 'sop-essential-records',
    code: 'CQ-SOP-006',
    title: 'Essential Records, the TMF and the Investigator Site File',
    area: 'records',
    summary:
      'Setting up, filing, quality-checking and archiving the trial master file and investigator site file so the trial can be reconstructed.',
    body: {
      purpose:
        'To keep the records that show how the trial was run and whether its results can be relied on, complete and available for audit and inspection, and to keep them for as long as the law requires.',
      scope: 'The sponsor trial master file (TMF), the investigator site file (ISF), paper or electronic.',
      responsibilities: [
        { role: 'Sponsor TMF owner', duty: 'Sets up the TMF plan and index and runs periodic completeness reviews.' },
        { role: 'Investigator', duty: 'Keeps the ISF and makes it available for monitoring, audit and inspection.' },
        { role: 'Record authors', duty: 'File their records promptly, with version and approval shown.' },
      ],
      procedure: [
        {
          heading: 'Set-up',
          steps: [
            'Write a TMF plan naming the index used, who files what, and a map of any records held outside the TMF.',
            'Set up the ISF from the same index before the site is activated.',
          ],
        },
        {
          heading: 'Filing',
          steps: [
            'File each record within the agreed time (for example 30 days of being final), with its version and approval visible.',
            'Keep superseded versions; mark them superseded rather than removing them.',
          ],
        },
        {
          heading: 'Quality checks',
          steps: [
            'Review completeness against the index at least quarterly and before each planned inspection.',
            'Track missing or late records to closure and report trends to study management.',
          ],
        },
        {
          heading: 'Archiving',
          steps: [
            'Archive for the longest period any applicable rule requires; the sponsor tells the site in writing when records may be destroyed.',
            'In the EU, keep the TMF for at least 25 years after the end of the trial.',
          ],
        },
      ],
      records: ['TMF plan and index', 'Completeness review reports', 'Archive inventory and transfer records'],
      references: [
        'ICH E6(R3) Appendix C (essential records for the conduct of a clinical trial)',
        '21 CFR 312.57(c) and 312.62(c) (record retention)',
        'Regulation (EU) No 536/2014 Article 58 (archiving the trial master file)',
      ],
    },
  },
  {
    id: 'sop-monitoring-visits',
    code: 'CQ-SOP-007',
    title: 'Monitoring Visits and Source Data Verification',
    area: 'monitoring',
    summary:
      'Planning and running on-site, remote and central monitoring in proportion to risk, with source data verification focused on critical data.',
    body: {
      purpose:
        'To confirm that participants are protected, that trial data are accurate and supported by source, and that the trial follows the protocol and GCP, using effort proportionate to risk.',
      scope: 'Sponsors and CROs monitoring interventional trials, and sites preparing for monitoring visits.',
      responsibilities: [
        {
          role: 'Sponsor',
          duty: 'Writes a risk-based monitoring plan that names the critical data and processes and the methods used.',
        },
        { role: 'Monitor', duty: 'Performs visits and central reviews as the plan says and reports findings.' },
        { role: 'Site', duty: 'Gives direct access to source and records and resolves findings.' },
      ],
      procedure: [
        {
          heading: 'Planning',
          steps: [
            'Identify critical-to-quality factors and the data that matter most for participant safety and the primary results.',
            'Choose the mix of on-site, remote (read-only source access) and central monitoring, and the sampling for source data verification.',
          ],
        },
        {
          heading: 'Visits',
          steps: [
            'Send the site an agenda before the visit naming the records and people needed.',
            'Verify consent for each new participant, eligibility, and critical data against source; review IP accountability and the ISF.',
            'Discuss findings with the site before leaving, and agree actions and owners.',
          ],
        },
        {
          heading: 'Reporting',
          steps: [
            'Write the report within the time the plan sets: what was reviewed, what was found, actions taken or required.',
            'Send the site a follow-up letter, and escalate significant or repeated issues to the sponsor quality lead.',
          ],
        },
      ],
      records: [
        'Monitoring plan',
        'Visit confirmation and follow-up letters',
        'Monitoring visit reports',
        'Central monitoring outputs',
      ],
      references: [
        'ICH E6(R3) Annex 1 section 3.11.4 (monitoring)',
        'FDA guidance: Oversight of Clinical Investigations — A Risk-Based Approach to Monitoring (2013)',
        'FDA guidance: A Risk-Based Approach to Monitoring of Clinical Investigations, Questions and Answers (2023)',
      ],
    },
  },
  {
    id: 'sop-protocol-deviations',
    code: 'CQ-SOP-008',
    title: 'Protocol Deviations',
    area: 'deviations',
    summary: 'Recording every deviation, classifying important ones, reporting them, and preventing recurrence.',
    body: {
      purpose:
        'To document every departure from the protocol, to find the ones that could affect participant safety or the reliability of results, and to act so they do not happen again.',
      scope: 'All deviations at sites and sponsor-side, found by staff, monitors, auditors or systems.',
      responsibilities: [
        {
          role: 'Investigator',
          duty: 'Documents and explains each deviation; deviates only to remove an immediate hazard to a participant.',
        },
        { role: 'Sponsor', duty: 'Classifies deviations, assesses trends and decides on reporting and CAPA.' },
        { role: 'Monitor', duty: 'Identifies deviations at visits and checks that they were recorded.' },
      ],
      procedure: [
        {
          heading: 'Recording',
          steps: [
            'Record each deviation in the deviation log when found: what happened, when, the participant, who found it, and the immediate action.',
            'A deviation made to remove an immediate hazard is reported to the sponsor promptly and to the ethics committee as its rules require.',
          ],
        },
        {
          heading: 'Assessment',
          steps: [
            'Classify the deviation as important when it could significantly affect the completeness, accuracy or reliability of key data, or a participant’s rights, safety or well-being.',
            'For important deviations, find the root cause and open a CAPA (see the CAPA Management SOP).',
          ],
        },
        {
          heading: 'Review',
          steps: [
            'Review the deviation log for trends at least monthly across sites, and report them to study management.',
            'Summarise important deviations in the clinical study report.',
          ],
        },
      ],
      records: ['Deviation log', 'Reports to sponsor and ethics committee', 'Trend reviews', 'Linked CAPA records'],
      references: [
        'ICH E6(R3) Annex 1 sections 2.5.2 to 2.5.5 (protocol compliance)',
        'FDA draft guidance: Protocol Deviations for Clinical Investigations of Drugs, Biological Products, and Devices (2024), not final',
      ],
    },
  },
];
