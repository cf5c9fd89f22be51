/**
 * The fixed question set Quala is measured on (`npm run bench:quala`, and the knowledge-base tests): GCP
 * questions phrased as users ask them, each with the passages a good answer cites (a hit is any of them among
 * the answer's citations), and off-topic questions that must get the no-grounded-answer reply.
 */
export interface BenchQuestion {
  question: string;
  expected: string[];
}

export const GCP_QUESTIONS: readonly BenchQuestion[] = [
  { question: 'When did ICH E6(R3) reach Step 4 and how is it structured?', expected: ['e6r3-status-structure'] },
  { question: 'From what date does E6(R3) apply in the EU?', expected: ['e6r3-eu-effective-date'] },
  { question: 'What are the key GCP principles in ICH E6(R3)?', expected: ['e6r3-principles-overview'] },
  {
    question: 'What are critical-to-quality factors and how is quality built into a protocol?',
    expected: ['e6r3-p6-quality-by-design'],
  },
  {
    question: 'Can the principal investigator delegate tasks, and who stays responsible?',
    expected: ['e6r3-investigator-oversight', 'e6r3-p10-delegation', 'e6r3-delegation-log'],
  },
  { question: 'What should a site delegation log contain?', expected: ['e6r3-delegation-log'] },
  {
    question: 'When must site staff complete trial-specific training?',
    expected: ['e6r3-trial-training', 'e6r3-p5-qualified-staff'],
  },
  {
    question: 'How should an investigator handle a protocol deviation?',
    expected: ['e6r3-protocol-deviations', 'e6r3-deviation-immediate-hazard'],
  },
  {
    question: 'Does FDA define what an important protocol deviation is?',
    expected: ['fda-protocol-deviations-draft-guidance'],
  },
  {
    question: 'Is electronic or remote informed consent allowed under E6(R3)?',
    expected: ['e6r3-consent-process'],
  },
  {
    question: 'Who has to sign and date the informed consent form, and when is an impartial witness needed?',
    expected: ['e6r3-consent-documentation', 'cfr50-consent-documentation'],
  },
  {
    question: 'What are the basic elements of informed consent under 21 CFR 50.25?',
    expected: ['cfr50-basic-elements'],
  },
  {
    question: 'Does the consent form need a ClinicalTrials.gov statement?',
    expected: ['cfr50-additional-elements'],
  },
  { question: 'How many members must an IRB have?', expected: ['cfr56-irb-membership'] },
  { question: 'How often must an IRB do continuing review?', expected: ['cfr56-continuing-review'] },
  { question: 'How long must IRB records and minutes be kept?', expected: ['cfr56-irb-records'] },
  {
    question: 'How quickly must an investigator report a serious adverse event to the sponsor?',
    expected: ['investigator-sae-reporting'],
  },
  {
    question: 'What is the deadline for a sponsor IND safety report to FDA?',
    expected: ['cfr312-ind-safety-15-day', 'cfr312-ind-safety-7-day'],
  },
  {
    question: 'What are the ICH E2A expedited reporting timelines for fatal or life-threatening reactions?',
    expected: ['e2a-expedited-timelines', 'cfr312-ind-safety-7-day'],
  },
  {
    question: 'What minimum information is needed for an initial expedited safety report?',
    expected: ['e2a-minimum-report'],
  },
  {
    question: 'How fast must an unanticipated adverse device effect be reported?',
    expected: ['cfr812-uade-reporting'],
  },
  {
    question: 'What investigational product accountability records does a site pharmacy keep?',
    expected: ['ip-accountability-site'],
  },
  {
    question: 'How long must records for an IND drug study be retained?',
    expected: ['cfr312-records-retention'],
  },
  {
    question: 'How long must the trial master file be kept in the EU?',
    expected: ['e6r3-eu-records-retention'],
  },
  {
    question: 'What is the difference between the trial master file and the investigator site file?',
    expected: ['e6r3-tmf-isf'],
  },
  { question: 'What are the common findings in a TMF audit?', expected: ['tmf-audit-focus', 'e6r3-tmf-isf'] },
  {
    question: 'What is source data verification and does every data point need checking?',
    expected: ['e6r3-source-data-verification'],
  },
  {
    question: 'Can monitoring be done remotely or centrally?',
    expected: ['e6r3-monitoring-approaches', 'fda-risk-based-monitoring'],
  },
  {
    question: 'Must auditors be independent of the work they audit?',
    expected: ['e6r3-sponsor-audits', 'audit-types-practice'],
  },
  { question: 'What should a GCP site audit checklist cover?', expected: ['gcp-site-audit-focus'] },
  { question: 'What do we check in a CRO vendor audit?', expected: ['vendor-audit-focus', 'e6r3-vendor-oversight'] },
  {
    question: 'What has to be in the written agreement with a CRO before it starts work?',
    expected: ['e6r3-vendor-agreements', 'e6r3-vendor-oversight'],
  },
  {
    question: 'How should we handle significant noncompliance at a site?',
    expected: ['e6r3-noncompliance-capa', 'e6r3-serious-noncompliance'],
  },
  {
    question: 'Which root cause analysis tools can I use, like fishbone or 5 whys?',
    expected: ['rca-methods'],
  },
  {
    question: 'When can a CAPA be closed, and how do I check effectiveness?',
    expected: ['capa-effectiveness', 'iso13485-capa-steps'],
  },
  { question: 'What does ALCOA stand for?', expected: ['alcoa-principles', 'alcoa-plus'] },
  { question: 'What does ALCOA+ add to ALCOA?', expected: ['alcoa-plus'] },
  {
    question: 'Can the audit trail in our EDC system be switched off?',
    expected: ['e6r3-audit-trails', 'part11-access-audit-trail'],
  },
  {
    question: 'What does 21 CFR Part 11 require for audit trails?',
    expected: ['part11-access-audit-trail', 'e6r3-audit-trails'],
  },
  {
    question: 'What must an electronic signature show under Part 11?',
    expected: ['part11-signature-manifestation', 'part11-signature-controls'],
  },
  {
    question: 'Are shared logins acceptable for a clinical trial computer system?',
    expected: ['computerised-system-audit-focus', 'part11-signature-controls'],
  },
  { question: 'What topics does EU GMP Annex 11 cover?', expected: ['annex11-overview', 'annex11-suppliers'] },
  { question: 'What is a Form FDA 483?', expected: ['fda-form-483'] },
  { question: 'What do NAI, VAI and OAI mean?', expected: ['fda-inspection-classifications'] },
  {
    question: 'Which FDA BIMO compliance program covers clinical investigators?',
    expected: ['fda-bimo-programs'],
  },
  {
    question: 'How do we prepare a site for an FDA inspection?',
    expected: ['inspection-readiness-practice', 'e6r3-direct-access'],
  },
];

export const OFF_TOPIC_QUESTIONS: readonly string[] = [
  'What is the capital of France?',
  'Give me a pizza recipe with mozzarella and basil.',
  'Who won the football world cup in 2018?',
  'How do I record a podcast at home?',
  'Write a poem about the ocean at sunset.',
  'What is the best way to learn the guitar?',
];
