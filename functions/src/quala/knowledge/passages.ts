import type { Passage } from './passage';

/**
 * Quala's knowledge base: short passages on GCP, FDA and EU clinical-research rules and QA practice, written
 * in our own words from the topic outline (../shared/reference/gcp-outline.md) and the official texts it names.
 * Nothing here is quoted. Each passage keeps a stable id (answers and stored interactions cite it), the document
 * and section it rests on, and a title. Where the outline marks a fact as unverified, the passage says so or
 * leaves it out.
 *
 * After changing this file run `npm run build:kb`: it rebuilds the search index (index.generated.ts), and a test
 * fails while the checked-in index does not match these passages.
 */
export const PASSAGES: readonly Passage[] = [
  // ---- ICH E6(R3): status, structure, principles --------------------------------------------------------
  {
    id: 'e6r3-status-structure',
    title: 'ICH E6(R3): adoption and structure',
    document: 'ICH E6(R3)',
    section: 'Step 4 (title page and structure)',
    text:
      'The third revision of the ICH Good Clinical Practice guideline, E6(R3), reached Step 4 on 6 January 2025. ' +
      'It is organised as a set of principles, Annex 1, and appendices on the Investigator’s Brochure (Appendix A), ' +
      'the protocol (Appendix B) and essential records (Appendix C). Annex 2, on additional considerations for ' +
      'non-traditional trial designs, was still a draft in November 2024.',
    keywords: ['GCP', 'good clinical practice', 'guideline', 'revision', 'R3', 'annex', 'appendix'],
  },
  {
    id: 'e6r3-eu-effective-date',
    title: 'When ICH E6(R3) applies in the EU',
    document: 'EMA ICH E6(R3)',
    section: 'Step 5',
    text:
      'The European Medicines Agency adopted E6(R3) at Step 5, and it has applied to trials in the EU since ' +
      '23 July 2025. Reports that FDA published it in September 2025 come from third parties and should be ' +
      'confirmed against FDA’s own guidance pages before relying on them.',
    keywords: ['EMA', 'European', 'effective date', 'implementation', 'FDA adoption', 'GCP'],
  },
  {
    id: 'e6r3-principles-overview',
    title: 'The eleven ICH E6(R3) principles',
    document: 'ICH E6(R3)',
    section: 'Principles 1–11',
    text:
      'E6(R3) rests on eleven principles of Good Clinical Practice. They cover protecting participants’ rights, ' +
      'safety and well-being, informed consent, independent ethics review, scientifically sound design, qualified ' +
      'staff (principle 5), quality built into the trial (principle 6), effort proportionate to risk (principle 7), ' +
      'clear protocols, reliable results, defined roles when tasks are delegated (principle 10), and investigational ' +
      'product made and handled properly (principle 11). A trial is GCP compliant when its processes show these ' +
      'principles at work, not merely when documents exist.',
    keywords: ['GCP', 'principles', 'compliance', 'key requirements', 'good clinical practice', 'ICH'],
  },
  {
    id: 'e6r3-p5-qualified-staff',
    title: 'Principle 5: qualified people',
    document: 'ICH E6(R3)',
    section: 'Principle 5 (5.1)',
    text:
      'Everyone involved in running a trial must be qualified by education, training and experience for the ' +
      'tasks they perform. Trial-specific training is needed only for what a task requires beyond a person’s usual ' +
      'professional training, and it should be completed before the person starts the task.',
    keywords: ['training', 'qualification', 'competence', 'staff', 'CV', 'experience'],
  },
  {
    id: 'e6r3-p6-quality-by-design',
    title: 'Principle 6: quality by design and critical-to-quality factors',
    document: 'ICH E6(R3)',
    section: 'Principle 6 (6.2–6.3)',
    text:
      'Quality is designed into a trial from the start rather than checked in at the end. When the protocol is ' +
      'written, the sponsor identifies the critical-to-quality factors: the aspects of the trial that matter most ' +
      'for participant protection and for reliable results. Processes are then set up so that serious ' +
      'noncompliance with the protocol or GCP is avoided, detected when it happens, and kept from recurring.',
    keywords: ['quality by design', 'QbD', 'CtQ', 'critical to quality', 'protocol design', 'protocol review'],
  },
  {
    id: 'e6r3-p7-proportionality',
    title: 'Principle 7: effort proportionate to risk',
    document: 'ICH E6(R3)',
    section: 'Principle 7',
    text:
      'The effort spent on trial processes, oversight and data checks should match the risks to participants and ' +
      'to the reliability of the results. Activities that do not protect participants or the critical data can be ' +
      'reduced, so attention goes to what matters.',
    keywords: ['risk-based', 'proportionate', 'risk', 'RBQM', 'quality management', 'protocol review'],
  },
  {
    id: 'e6r3-p10-delegation',
    title: 'Principle 10: delegating tasks without delegating responsibility',
    document: 'ICH E6(R3)',
    section: 'Principle 10',
    text:
      'Sponsors and investigators may hand trial tasks to other people or organisations, but they keep the ' +
      'responsibility for those tasks and must oversee how they are done. Who does what should be clear and ' +
      'documented.',
    keywords: ['delegation', 'outsourcing', 'responsibility', 'oversight', 'CRO', 'vendor'],
  },
  {
    id: 'e6r3-p11-investigational-product',
    title: 'Principle 11: investigational product quality',
    document: 'ICH E6(R3)',
    section: 'Principle 11',
    text:
      'Investigational product is manufactured according to Good Manufacturing Practice, and it is stored, ' +
      'shipped and used as the protocol describes.',
    keywords: ['IP', 'IMP', 'drug supply', 'GMP', 'manufacturing', 'study drug'],
  },
  // ---- Investigator oversight, delegation, training -------------------------------------------------------
  {
    id: 'e6r3-investigator-oversight',
    title: 'Investigator oversight of delegated work',
    document: 'ICH E6(R3)',
    section: 'Annex 1 2.3.1–2.3.2',
    text:
      'The investigator remains ultimately responsible for the trial at the site. How closely delegated work is ' +
      'supervised should depend on its risk and on how important the resulting data are. People and parties who ' +
      'take on tasks must be qualified for them and must be told what the trial requires of them.',
    keywords: ['principal investigator', 'PI', 'supervision', 'delegation', 'site staff', 'oversight'],
  },
  {
    id: 'e6r3-delegation-log',
    title: 'Delegation records at the site',
    document: 'ICH E6(R3)',
    section: 'Annex 1 2.3.3',
    text:
      'The investigator keeps a record of the people and parties to whom trial tasks are delegated, with a level ' +
      'of detail that fits the importance of each task. Routine clinical care that is not specific to the trial may ' +
      'not need to be listed. Auditors typically compare the delegation log with the staff who actually performed ' +
      'trial tasks, their training records and, for FDA-regulated drug studies, Form FDA 1572.',
    keywords: ['delegation log', 'DOA', 'authority log', '1572', 'site staff', 'signature log'],
  },
  {
    id: 'fda-investigator-responsibilities-guidance',
    title: 'FDA guidance on supervising delegated study tasks',
    document:
      'FDA guidance, Investigator Responsibilities — Protecting the Rights, Safety, and Welfare of Study Subjects (Oct 2009)',
    section: 'III.A',
    text:
      'FDA’s 2009 guidance on investigator responsibilities explains that an investigator who delegates study tasks ' +
      'must still supervise them adequately: staff need the right qualifications and training, and the ' +
      'investigator should keep track of who is doing what. The guidance includes Form FDA 1572, the ' +
      'investigator’s statement, as an attachment.',
    keywords: ['FDA', 'investigator', 'supervision', '1572', 'delegation', 'guidance'],
  },
  {
    id: 'e6r3-trial-training',
    title: 'Trial-specific training',
    document: 'ICH E6(R3)',
    section: 'Principle 5.1; Annex 1 2.3.2',
    text:
      'Trial training should cover what a delegated task needs beyond the person’s usual qualifications, for ' +
      'example protocol procedures, trial systems or specific assessments. It should happen before the person starts ' +
      'the task and again when a protocol amendment changes how the task is done. Training records should show ' +
      'the date and the content, so an auditor can see that training came before the work.',
    keywords: ['training', 'training records', 'training matrix', 'amendment', 'retraining'],
  },
  {
    id: 'part11-training',
    title: 'Training of people who use electronic-record systems',
    document: '21 CFR 11',
    section: '11.10(i)',
    text:
      'Part 11 requires that the people who develop, maintain or use electronic-record and electronic-signature ' +
      'systems have the education, training and experience to do their tasks.',
    keywords: ['Part 11', 'training', 'computer system', 'users', 'electronic records'],
  },
  // ---- Protocol deviations ------------------------------------------------------------------------------
  {
    id: 'e6r3-protocol-deviations',
    title: 'Recording and handling protocol deviations',
    document: 'ICH E6(R3)',
    section: '2.5.2–2.5.3',
    text:
      'The investigator documents every departure from the approved protocol. For deviations that are important, ' +
      'the investigator also explains what happened and takes action so that it does not happen again. Deviation ' +
      'trends are a common audit focus because they reveal weak processes.',
    keywords: ['deviation', 'protocol deviation', 'noncompliance', 'violation', 'important deviation'],
  },
  {
    id: 'e6r3-deviation-immediate-hazard',
    title: 'Deviating to remove an immediate hazard',
    document: 'ICH E6(R3)',
    section: '2.5.4–2.5.5',
    text:
      'An investigator may depart from the protocol without prior approval only to remove an immediate hazard to ' +
      'participants. The change is then reported promptly to the sponsor, and the IRB/IEC is informed.',
    keywords: ['deviation', 'hazard', 'urgent safety measure', 'IRB', 'IEC', 'sponsor notification'],
  },
  {
    id: 'fda-protocol-deviations-draft-guidance',
    title: 'FDA draft guidance on protocol deviations',
    document: 'FDA draft guidance, Protocol Deviations for Clinical Investigations (Dec 2024, FDA-2023-D-5016)',
    section: 'Definitions',
    text:
      'FDA regulations themselves do not define a protocol deviation. A draft guidance published in December 2024 ' +
      'proposes definitions of a deviation and of an important deviation and how to report them, but as a draft it ' +
      'is not yet meant for implementation.',
    keywords: ['FDA', 'deviation', 'important deviation', 'draft guidance', 'definition'],
  },
  // ---- Informed consent ---------------------------------------------------------------------------------
  {
    id: 'e6r3-consent-process',
    title: 'The informed consent process under ICH E6(R3)',
    document: 'ICH E6(R3)',
    section: '2.8.1',
    text:
      'No one may be consented until the IRB/IEC has approved the consent materials. The information given to ' +
      'participants should be clear and concise. Consent may be obtained electronically or remotely, and a paper ' +
      'route can be offered alongside. The identity of the person giving consent must be confirmed.',
    keywords: ['informed consent', 'ICF', 'consent form', 'eConsent', 'electronic consent', 'remote consent'],
  },
  {
    id: 'e6r3-consent-documentation',
    title: 'Signing and dating the consent form',
    document: 'ICH E6(R3)',
    section: '2.8.7',
    text:
      'Before taking part, the participant (or their legally acceptable representative) signs and dates the ' +
      'consent form, and so does the person who conducted the consent discussion. When the participant cannot ' +
      'read, an impartial witness attends the discussion and also signs. Auditors check that the version signed ' +
      'was the current approved one and that it was signed before any trial procedure.',
    keywords: ['informed consent', 'ICF', 'signature', 'impartial witness', 'legally acceptable representative', 'LAR'],
  },
  {
    id: 'cfr50-basic-elements',
    title: 'The basic elements of informed consent (FDA)',
    document: '21 CFR 50',
    section: '50.25(a)',
    text:
      'FDA lists eight basic elements every consent must contain: the purpose, procedures and expected duration of ' +
      'the research; foreseeable risks and discomforts; expected benefits; appropriate alternatives; how ' +
      'confidentiality of records is handled; for research above minimal risk, whether compensation or treatment is ' +
      'available for injury; whom to contact with questions; and a statement that taking part is voluntary and can ' +
      'stop at any time without penalty.',
    keywords: ['informed consent', 'consent elements', 'ICF content', 'voluntary', 'risks', 'benefits'],
  },
  {
    id: 'cfr50-additional-elements',
    title: 'Additional consent elements and the ClinicalTrials.gov statement',
    document: '21 CFR 50',
    section: '50.25(b)–(c)',
    text:
      'When relevant, the consent also covers risks that cannot be foreseen, circumstances in which the ' +
      'investigator may end a subject’s participation, additional costs, how significant new findings will be ' +
      'shared, and the approximate number of subjects. For applicable clinical trials, the form must also carry the ' +
      'statement that a description of the trial is available on ClinicalTrials.gov; this became mandatory from ' +
      '7 March 2012 (76 FR 256, 2011).',
    keywords: ['informed consent', 'ClinicalTrials.gov', 'additional elements', 'new findings', 'termination'],
  },
  {
    id: 'cfr50-consent-documentation',
    title: 'Documenting consent under FDA rules',
    document: '21 CFR 50',
    section: '50.27(a)–(b)',
    text:
      'Consent is documented on a written form approved by the IRB, signed and dated by the subject or the legally ' +
      'authorized representative at the time of consent, and a copy goes to the person signing. If the short-form ' +
      'method is used, with the elements presented orally, a witness must be present.',
    keywords: ['informed consent', 'ICF', 'short form', 'witness', 'copy', 'signature'],
  },
  {
    id: 'cfr312-consent-case-history',
    title: 'Case histories must show consent came first',
    document: '21 CFR 312',
    section: '312.62(b)',
    text:
      'The investigator keeps adequate and accurate case histories for each subject, and they must document that ' +
      'informed consent was obtained before the subject took part in the study.',
    keywords: ['case history', 'source documents', 'informed consent', 'medical records', 'consent date'],
  },
  // ---- IRB -----------------------------------------------------------------------------------------------
  {
    id: 'cfr56-irb-membership',
    title: 'IRB membership',
    document: '21 CFR 56',
    section: '56.107',
    text: 'An institutional review board that reviews FDA-regulated research has at least five members.',
    keywords: ['IRB', 'ethics committee', 'IEC', 'members', 'composition'],
  },
  {
    id: 'cfr56-continuing-review',
    title: 'IRB continuing review',
    document: '21 CFR 56',
    section: '56.109(f)',
    text: 'The IRB reviews ongoing research at intervals that fit the degree of risk, and at least once a year.',
    keywords: ['IRB', 'continuing review', 'annual review', 'ethics committee', 'approval'],
  },
  {
    id: 'cfr56-irb-records',
    title: 'IRB records and minutes',
    document: '21 CFR 56',
    section: '56.115',
    text:
      'An IRB keeps documentation of its activities, including minutes that record attendance and the votes on ' +
      'each action. These records are kept for at least three years after the research is completed.',
    keywords: ['IRB', 'minutes', 'records retention', 'votes', 'ethics committee'],
  },
  // ---- Safety reporting --------------------------------------------------------------------------------
  {
    id: 'investigator-sae-reporting',
    title: 'Investigator reporting of serious adverse events',
    document: 'ICH E6(R3) 2.7.2; 21 CFR 312',
    section: '312.64(b)',
    text:
      'The investigator reports every serious adverse event (SAE) to the sponsor immediately, with an assessment of ' +
      'whether the investigational product could have caused it, whether or not the event seems related. ' +
      'Non-serious adverse events are reported on the schedule the protocol sets. Older online copies of ' +
      '§312.64(b) carry superseded wording, so check the current eCFR text.',
    keywords: ['SAE', 'serious adverse event', 'adverse event', 'AE', 'safety reporting', 'causality'],
  },
  {
    id: 'cfr312-investigator-reports',
    title: 'Other investigator reports under 21 CFR 312.64',
    document: '21 CFR 312',
    section: '312.64(a), (c), (d)',
    text:
      'Besides safety reports, the investigator gives the sponsor progress reports and a final report at the end of ' +
      'their part of the study, and keeps financial-disclosure information up to date during the study and for one ' +
      'year after it ends.',
    keywords: ['progress report', 'final report', 'financial disclosure', 'investigator reports'],
  },
  {
    id: 'fda-safety-reporting-guidance-2025',
    title: 'FDA guidance on investigator safety reporting (2025)',
    document:
      'FDA guidance, Investigator Responsibilities — Safety Reporting for Investigational Drugs and Devices (Dec 2025)',
    section: 'Scope',
    text:
      'A final FDA guidance issued in December 2025 explains what investigators of drug and device studies must ' +
      'report about safety, to whom and when. It replaced earlier FDA safety-reporting guidances from 2012 and 2009.',
    keywords: ['FDA', 'safety reporting', 'investigator', 'guidance', 'adverse event'],
  },
  {
    id: 'cfr312-ind-safety-15-day',
    title: 'IND safety reports: the 15-day clock',
    document: '21 CFR 312',
    section: '312.32(c)(1)',
    text:
      'A sponsor sends an IND safety report to FDA and to all participating investigators no later than 15 calendar ' +
      'days after deciding that the information qualifies for reporting, for example a serious and unexpected ' +
      'suspected adverse reaction. Day 0 is the day the sponsor determines the case is reportable, so its ' +
      'definition should be written down and applied consistently.',
    keywords: ['IND safety report', 'SUSAR', 'expedited reporting', '15 days', 'sponsor', 'timeline', 'day 0'],
  },
  {
    id: 'cfr312-ind-safety-7-day',
    title: 'IND safety reports: fatal or life-threatening cases in 7 days',
    document: '21 CFR 312',
    section: '312.32(c)(2)',
    text:
      'An unexpected fatal or life-threatening suspected adverse reaction is reported to FDA no later than 7 calendar ' +
      'days after the sponsor first receives the information.',
    keywords: ['IND safety report', 'fatal', 'life-threatening', '7 days', 'expedited reporting', 'SUSAR'],
  },
  {
    id: 'e6r3-sponsor-safety-reporting',
    title: 'Sponsor safety reporting under ICH E6(R3)',
    document: 'ICH E6(R3)',
    section: '3.13.1–3.13.2',
    text:
      'The sponsor continuously evaluates the safety of the investigational product and sends expedited reports of ' +
      'suspected unexpected serious adverse reactions (SUSARs) to the regulators, investigators and IRBs/IECs as ' +
      'the applicable requirements demand.',
    keywords: ['SUSAR', 'safety', 'sponsor', 'expedited reporting', 'pharmacovigilance'],
  },
  {
    id: 'e2a-expedited-timelines',
    title: 'ICH E2A expedited reporting timelines',
    document: 'ICH E2A',
    section: 'III',
    text:
      'Under ICH E2A, an unexpected adverse drug reaction that is fatal or life-threatening is reported as soon as ' +
      'possible and no later than 7 calendar days after first knowledge, followed by a complete report within 8 ' +
      'more days. Other serious, unexpected reactions are reported within 15 calendar days.',
    keywords: ['E2A', 'ADR', 'expedited reporting', '7 days', '15 days', 'pharmacovigilance', 'SUSAR'],
  },
  {
    id: 'e2a-minimum-report',
    title: 'Minimum information for an initial safety report',
    document: 'ICH E2A',
    section: 'III',
    text:
      'An initial expedited report can be sent once four things are known: an identifiable patient, a suspect ' +
      'product, an identifiable reporter, and an event. Missing details follow in later reports rather than ' +
      'delaying the first one.',
    keywords: ['E2A', 'minimum criteria', 'initial report', 'safety report', 'ICSR'],
  },
  {
    id: 'cfr812-uade-reporting',
    title: 'Device studies: reporting unanticipated adverse device effects',
    document: '21 CFR 812',
    section: '812.150(a)(1), (b)(1)',
    text:
      'In a device study, the investigator reports an unanticipated adverse device effect (UADE) to the sponsor and ' +
      'the reviewing IRB within 10 working days of learning of it, and the sponsor evaluates it and reports onward ' +
      'to FDA, all reviewing IRBs and participating investigators.',
    keywords: ['UADE', 'device', 'IDE', 'Part 812', '10 working days', 'adverse device effect'],
  },
  {
    id: 'cfr812-records-retention',
    title: 'Device studies: how long records are kept',
    document: '21 CFR 812',
    section: '812.140(d)',
    text:
      'Device investigators and sponsors keep study records for two years after the later of two dates: the end ' +
      'of the investigation, or the date the records are no longer needed to support a premarket approval (PMA) ' +
      'application.',
    keywords: ['device', 'records retention', 'PMA', 'Part 812', 'archiving'],
  },
  // ---- Investigational product -------------------------------------------------------------------------
  {
    id: 'ip-accountability-site',
    title: 'Investigational product accountability at the site',
    document: 'ICH E6(R3) 2.10.1–2.10.4; 21 CFR 312',
    section: '312.62(a)',
    text:
      'The investigator is responsible for investigational product at the site and may hand its management to a ' +
      'pharmacist or other suitable person under their oversight. Records show what was delivered, what is in ' +
      'stock, what each participant received and what was returned or destroyed, with dates, quantities, batch or ' +
      'serial numbers, expiry dates and the codes assigned. Regular reconciliation and documented handling of ' +
      'temperature excursions are typical audit checks.',
    keywords: ['IP', 'IMP', 'drug accountability', 'dispensing', 'reconciliation', 'temperature excursion', 'pharmacy'],
  },
  {
    id: 'ip-sponsor-records',
    title: 'Sponsor records for investigational product',
    document: 'ICH E6(R3) 3.15.3; 21 CFR 312',
    section: '312.57(a)',
    text:
      'The sponsor records every shipment of investigational product and what happened to it. It keeps a process ' +
      'for retrieving product and for recalls, and makes sure product at sites stays within its shelf life.',
    keywords: ['IP', 'shipment', 'recall', 'shelf life', 'drug supply', 'sponsor'],
  },
  // ---- Records and the TMF -----------------------------------------------------------------------------
  {
    id: 'cfr312-records-retention',
    title: 'Record retention for US drug studies',
    document: '21 CFR 312',
    section: '312.62(c), 312.57(c)',
    text:
      'Investigators and sponsors of IND studies keep their records for two years after the drug is approved for ' +
      'the indication studied. If no application is filed or it is not approved, the records are kept for two ' +
      'years after the investigation is stopped or shipments end and FDA has been notified.',
    keywords: ['records retention', 'archiving', 'IND', 'two years', 'how long'],
  },
  {
    id: 'e6r3-eu-records-retention',
    title: 'Record retention under ICH E6(R3) and the EU regulation',
    document: 'ICH E6(R3) 2.12.12, 3.16.3; Regulation (EU) 536/2014',
    section: 'Art. 58',
    text:
      'E6(R3) asks for essential records to be kept for the longest period that any applicable requirement ' +
      'sets, and the sponsor tells investigators in writing when records may be destroyed. In the EU, the ' +
      'Clinical Trials Regulation requires the sponsor and investigator to keep the trial master file for at least ' +
      '25 years after the trial ends.',
    keywords: ['records retention', 'TMF', '25 years', 'EU CTR', 'archiving', 'essential records'],
  },
  {
    id: 'e6r3-essential-records-purpose',
    title: 'What essential records are for',
    document: 'ICH E6(R3)',
    section: 'Appendix C (C.1.3)',
    text:
      'Essential records are the documents and data that let someone reconstruct how a trial was run and judge ' +
      'whether its results can be trusted. Audits and inspections rely on them. They should carry version ' +
      'information and show who approved them.',
    keywords: ['essential records', 'essential documents', 'TMF', 'documentation', 'reconstruction'],
  },
  {
    id: 'e6r3-tmf-isf',
    title: 'Trial master file and investigator site file',
    document: 'ICH E6(R3)',
    section: 'Appendix C (C.2.1–C.2.6)',
    text:
      'The sponsor keeps the trial master file (TMF) and each site keeps its investigator site file (ISF). Where ' +
      'records are spread across systems, a map of where each kind of record is kept helps both parties and ' +
      'inspectors find them. Records are filed promptly, kept complete and legible, remain available for direct ' +
      'access, and every change to them can be traced.',
    keywords: ['TMF', 'eTMF', 'ISF', 'investigator site file', 'filing', 'record location', 'documentation'],
  },
  {
    id: 'tmf-audit-focus',
    title: 'Auditing the TMF',
    document: 'ICH E6(R3)',
    section: 'Appendix C (C.2.4–C.2.6)',
    text:
      'A TMF audit checks that the file is current and that the location of every record is known. Common findings ' +
      'are months of filing backlog, missing versions of key documents and records that cannot be found. Good ' +
      'practice is to file as work happens, run quality checks on the TMF index and keep the record-location map up ' +
      'to date.',
    keywords: ['TMF', 'eTMF', 'audit', 'backlog', 'filing', 'internal QA audit', 'documentation'],
  },
  {
    id: 'ema-tmf-guideline',
    title: 'EMA guidance on the trial master file',
    document: 'EMA guideline on the content, management and archiving of the clinical trial master file',
    section: 'EMA/INS/GCP/856758/2018 (number unverified)',
    text:
      'EMA publishes a guideline on what the trial master file should contain and how it is managed and archived. ' +
      'Its document number is given here as EMA/INS/GCP/856758/2018 but should be checked on EMA’s site.',
    keywords: ['TMF', 'EMA', 'archiving', 'guideline', 'eTMF'],
  },
  // ---- Monitoring and audits ---------------------------------------------------------------------------
  {
    id: 'e6r3-monitoring-approaches',
    title: 'Monitoring approaches under ICH E6(R3)',
    document: 'ICH E6(R3)',
    section: '3.11.3',
    text:
      'Monitoring is one of the main quality-control activities of a trial and is scaled to its risks. It can be ' +
      'done on site, remotely (with read-only access to source records) or centrally, by analysing accumulating ' +
      'data across sites, and the approaches are usually combined.',
    keywords: ['monitoring', 'CRA', 'remote monitoring', 'central monitoring', 'on-site', 'quality control'],
  },
  {
    id: 'e6r3-source-data-verification',
    title: 'Source data verification',
    document: 'ICH E6(R3)',
    section: '3.11.4',
    text:
      'Monitors check that participants were eligible and that the data reported match the source records. ' +
      'Rather than checking every value, verification can use sampling and analytics aimed at the most critical ' +
      'data. Case report form entries should be attributable to source, and corrections should be signed and ' +
      'explained.',
    keywords: ['SDV', 'source data', 'source documents', 'CRF', 'eCRF', 'EDC', 'eligibility', 'monitoring'],
  },
  {
    id: 'e6r3-monitoring-reports',
    title: 'Monitoring reports',
    document: 'ICH E6(R3)',
    section: '3.11.4',
    text:
      'Each monitoring activity is documented in a report that says what was reviewed, what was found, and what ' +
      'actions were taken or are planned, so the sponsor can follow up on issues.',
    keywords: ['monitoring report', 'visit report', 'CRA', 'follow-up', 'monitoring'],
  },
  {
    id: 'fda-risk-based-monitoring',
    title: 'FDA guidance on risk-based monitoring',
    document:
      'FDA guidance, Oversight of Clinical Investigations — A Risk-Based Approach to Monitoring (Aug 2013); RBM Q&A (Apr 2023)',
    section: 'FDA-2011-D-0597; FDA-2019-D-0362',
    text:
      'FDA’s 2013 guidance encourages sponsors to focus monitoring on the aspects of a study that matter most for ' +
      'subject safety and data quality, using a mix of centralized and on-site methods. A question-and-answer ' +
      'guidance finalised in April 2023 adds advice on planning monitoring, what a monitoring plan should contain, ' +
      'and how monitoring results are communicated.',
    keywords: ['RBM', 'risk-based monitoring', 'FDA', 'monitoring plan', 'centralized monitoring'],
  },
  {
    id: 'e6r3-sponsor-audits',
    title: 'Sponsor audits: independent and risk-based',
    document: 'ICH E6(R3)',
    section: '3.11.2',
    text:
      'Audits are separate from routine monitoring and quality control. Auditors must be independent of the work ' +
      'they audit and qualified to audit it. Audits follow written procedures that set what is audited, how, how ' +
      'often and how findings are reported, and the audit programme is planned according to risk. Regulators ask ' +
      'to see audit reports only case by case, for example when serious noncompliance is suspected.',
    keywords: ['audit', 'auditor', 'independence', 'audit programme', 'audit plan', 'quality assurance', 'QA'],
  },
  {
    id: 'audit-types-practice',
    title: 'Site, vendor and internal audits',
    document: 'ICH E6(R3)',
    section: '3.11.2 (industry practice)',
    text:
      'Dividing audits into investigator-site audits, vendor audits and internal QA audits is industry practice ' +
      'rather than a requirement of the guideline. Whatever the type, the plan should rank audits by risk, keep ' +
      'auditors independent of what they audit, and review findings for trends across audits.',
    keywords: ['audit types', 'site audit', 'vendor audit', 'internal audit', 'audit checklist', 'audit plan'],
  },
  {
    id: 'gcp-site-audit-focus',
    title: 'What a GCP site audit checklist covers',
    document: 'ICH E6(R3) 2.3.3, 2.7.2, 2.8.7, 2.10.4; 21 CFR 50',
    section: '50.27(a)',
    text:
      'A GCP site audit usually checks, at a minimum: that the current approved consent was signed and dated before ' +
      'any trial procedure; that every serious adverse event reached the sponsor immediately; that case report ' +
      'form data match attributable source records; that investigational product counts reconcile and storage ' +
      'conditions are documented; and that the delegation log matches the staff doing the work and their training. ' +
      'The most critical items are consent and safety reporting.',
    keywords: ['audit checklist', 'site audit', 'GCP audit', 'checklist', 'site inspection', 'audit questions'],
  },
  {
    id: 'vendor-audit-focus',
    title: 'What a vendor audit checklist covers',
    document: 'ICH E6(R3) 3.6.1, 3.6.4, 4.2.2–4.2.3; 21 CFR 11',
    section: '11.10(a), (d), (e), (g), (i)',
    text:
      'A vendor audit typically checks that a signed agreement defined the transferred tasks before work began; ' +
      'that computerised systems are validated and their audit trails are switched on and reviewed; that every ' +
      'user has their own account and access is reviewed; that the vendor runs a CAPA process and escalates ' +
      'incidents to the sponsor; and that staff training records exist and predate the work.',
    keywords: ['vendor audit', 'CRO', 'supplier', 'audit checklist', 'service provider', 'qualification'],
  },
  {
    id: 'internal-qa-audit-focus',
    title: 'What an internal QA audit checklist covers',
    document: 'ICH E6(R3) 3.11.2, 3.12.2, Appendix C; 21 CFR 312',
    section: '312.32(c)',
    text:
      'An internal QA audit of a sponsor or CRO commonly looks at whether CAPAs are closed only after a root cause ' +
      'analysis and an effectiveness check, whether IND safety reports meet their 7- and 15-day clocks, whether the ' +
      'TMF is current, whether the audit programme is independent and risk-based, and whether training is done ' +
      'before people start their tasks.',
    keywords: ['internal audit', 'QA audit', 'self-inspection', 'audit checklist', 'quality system'],
  },
  // ---- Vendors -----------------------------------------------------------------------------------------
  {
    id: 'e6r3-vendor-agreements',
    title: 'Written agreements with service providers',
    document: 'ICH E6(R3)',
    section: '3.6.1–3.6.4',
    text:
      'Before a service provider such as a CRO starts work, a written agreement sets out which tasks are transferred ' +
      'and commits the provider to GCP, to keeping records for the required period, and to giving access for ' +
      'monitoring, audits and inspections. Any task not explicitly transferred stays with the sponsor.',
    keywords: ['vendor', 'CRO', 'contract', 'agreement', 'outsourcing', 'service provider', 'transfer of obligations'],
  },
  {
    id: 'e6r3-vendor-oversight',
    title: 'Sponsor oversight of service providers',
    document: 'ICH E6(R3) 3.6.5–3.6.6, 3.9; 21 CFR 312',
    section: '312.52',
    text:
      'The sponsor keeps ultimate responsibility for the trial even when duties are transferred to a CRO or other ' +
      'provider. It assesses whether each provider is suitable for the work, oversees it in proportion to risk, and ' +
      'expects providers to report incidents that could affect participants or data. Under 21 CFR 312.52 a ' +
      'transfer of obligations to a CRO must be described in writing. Useful tools are a responsibility matrix in ' +
      'the contract, key performance indicators and periodic audits.',
    keywords: ['vendor oversight', 'CRO', 'sponsor responsibility', 'KPI', 'outsourcing', 'qualification'],
  },
  {
    id: 'annex11-suppliers',
    title: 'EU GMP Annex 11 on suppliers of computerised systems',
    document: 'EU GMP Annex 11',
    section: '3',
    text:
      'When third parties supply, install or run computerised systems, formal agreements define their ' +
      'responsibilities, and the regulated company decides, based on risk, whether to audit the supplier.',
    keywords: ['Annex 11', 'supplier', 'vendor', 'computerised system', 'GMP', 'service provider'],
  },
  // ---- Noncompliance, RCA, CAPA ------------------------------------------------------------------------
  {
    id: 'e6r3-noncompliance-capa',
    title: 'Handling significant noncompliance under ICH E6(R3)',
    document: 'ICH E6(R3)',
    section: '3.12.1–3.12.2',
    text:
      'When noncompliance with the protocol, procedures or GCP is significant, the sponsor carries out a root cause ' +
      'analysis, puts corrective and preventive actions (CAPA) in place, and later confirms that those actions ' +
      'worked. Minor issues are handled in proportion to their impact.',
    keywords: ['noncompliance', 'CAPA', 'root cause', 'RCA', 'finding', 'corrective action', 'preventive action'],
  },
  {
    id: 'e6r3-serious-noncompliance',
    title: 'Serious or persistent noncompliance',
    document: 'ICH E6(R3)',
    section: '3.12.3',
    text:
      'Serious noncompliance is notified to regulators and IRBs/IECs where the applicable rules require it. If an ' +
      'investigator site or service provider keeps failing to comply, the sponsor considers ending its ' +
      'participation.',
    keywords: ['serious noncompliance', 'site closure', 'termination', 'notification', 'persistent noncompliance'],
  },
  {
    id: 'iso13485-capa-steps',
    title: 'CAPA steps under ISO 13485',
    document: 'ISO 13485:2016',
    section: '8.5.2(a)–(f), 8.5.3',
    text:
      'ISO 13485 describes corrective action as a sequence: review the nonconformity, determine its cause, ' +
      'evaluate whether action is needed to stop it recurring, plan, document and carry out the action, verify ' +
      'that the action does not harm product safety or regulatory compliance, and review whether it was ' +
      'effective. Preventive action follows the same logic for potential problems. Actions should be proportionate ' +
      'to the effects and taken without undue delay.',
    keywords: ['CAPA', 'ISO 13485', 'corrective action', 'preventive action', 'quality system', 'nonconformity'],
  },
  {
    id: 'qmsr-iso13485',
    title: 'FDA’s Quality Management System Regulation',
    document: '21 CFR 820 (QMSR)',
    section: 'Effective 2 Feb 2026',
    text:
      'FDA’s Quality Management System Regulation for medical devices, effective 2 February 2026, incorporates ' +
      'ISO 13485 by reference. FDA now inspects device manufacturers under compliance program 7382.850, which ' +
      'replaced the Quality System Inspection Technique (QSIT).',
    keywords: ['QMSR', 'Part 820', 'ISO 13485', 'device', 'QSIT', 'inspection'],
  },
  {
    id: 'rca-methods',
    title: 'Root cause analysis tools',
    document: 'GHTF/SG3/N18:2010',
    section: '6',
    text:
      'Common root cause analysis tools include the fishbone (Ishikawa) diagram, the 5 Whys, Pareto analysis, ' +
      'change analysis, Is/Is-Not analysis and risk analysis. The choice depends on the problem; several can be ' +
      'combined.',
    keywords: ['RCA', 'root cause', 'fishbone', 'Ishikawa', '5 whys', 'Pareto', 'finding analysis'],
  },
  {
    id: 'rca-write-up',
    title: 'Writing up a root cause analysis',
    document: 'GHTF/SG3/N18:2010',
    section: '6',
    text:
      'A good root cause write-up starts with a clear problem statement and the evidence gathered, separates ' +
      'causes from symptoms, and considers whether more than one cause contributed. "Retrain the staff" is rarely ' +
      'a root cause in itself: ask why the process allowed the error.',
    keywords: ['RCA', 'root cause', 'problem statement', 'investigation', 'finding analysis', 'retraining'],
  },
  {
    id: 'capa-effectiveness',
    title: 'Checking that a CAPA worked',
    document: 'ISO 13485:2016 8.5.2(e)–(f); ICH E6(R3)',
    section: '3.12.2',
    text:
      'Reviewing effectiveness is its own step after a CAPA is implemented, not part of closing it. The criteria ' +
      'for success, the owner and the date of the check should be set when the CAPA is planned. Closing a CAPA at ' +
      'implementation, without evidence that the problem stopped recurring, is a frequent audit finding.',
    keywords: ['CAPA', 'effectiveness check', 'verification', 'closure', 'finding analysis'],
  },
  // ---- Data integrity and computerised systems --------------------------------------------------------
  {
    id: 'alcoa-principles',
    title: 'ALCOA: the basic data integrity attributes',
    document: 'FDA, Data Integrity and Compliance With Drug CGMP: Questions and Answers (Dec 2018)',
    section: 'Background',
    text:
      'ALCOA names five attributes data should have: Attributable (it is clear who recorded or changed it), ' +
      'Legible, Contemporaneous (recorded when the activity happened), Original (or a true copy) and Accurate.',
    keywords: ['ALCOA', 'data integrity', 'attributable', 'contemporaneous', 'source data', 'records'],
  },
  {
    id: 'alcoa-plus',
    title: 'ALCOA+ and ALCOA++',
    document:
      'MHRA GXP Data Integrity Guidance (Mar 2018); EMA guideline on computerised systems and electronic data in clinical trials',
    section: 'Definitions',
    text:
      'ALCOA+ adds four attributes to the five of ALCOA (Attributable, Legible, Contemporaneous, Original, ' +
      'Accurate): Complete, Consistent, Enduring and Available. The EMA guideline on computerised systems in ' +
      'clinical trials speaks of ALCOA++, which also adds Traceable. The MHRA data integrity guidance applies ' +
      'across GxP, including GCP, but not to medical devices.',
    keywords: ['ALCOA+', 'ALCOA plus', 'data integrity', 'complete', 'consistent', 'enduring', 'available', 'MHRA'],
  },
  {
    id: 'ema-computerised-systems',
    title: 'EMA guideline on computerised systems in clinical trials',
    document: 'EMA guideline on computerised systems and electronic data in clinical trials',
    section: 'In force 10 Sep 2023',
    text:
      'Since 10 September 2023 EMA has expected sponsors and sites to manage computerised systems and electronic ' +
      'data in trials according to its guideline, including a planned, risk-based review of audit trails that ' +
      'concentrates on critical data.',
    keywords: ['EMA', 'computerised systems', 'electronic data', 'audit trail review', 'data integrity'],
  },
  {
    id: 'e6r3-audit-trails',
    title: 'Audit trails and access controls in trial systems',
    document: 'ICH E6(R3)',
    section: '4.2.2–4.2.3',
    text:
      'Computerised systems used in a trial record user accounts, roles and access. Their audit trails keep the ' +
      'original entry together with who changed it, when and why, and they must never be switched off. Timestamps ' +
      'must be unambiguous, for example recorded in UTC.',
    keywords: ['audit trail', 'computerised system', 'access control', 'metadata', 'timestamp', 'UTC', 'EDC'],
  },
  {
    id: 'e6r3-audit-trail-review',
    title: 'Reviewing audit trails, corrections and data transfers',
    document: 'ICH E6(R3)',
    section: '4.2.4–4.2.5',
    text:
      'Audit-trail review is planned and based on risk. Corrections to data are attributed to the person who ' +
      'made them and justified. When data move between systems, the transfer is validated or the data are ' +
      'reconciled, for example serious adverse events in the safety database against the EDC.',
    keywords: ['audit trail review', 'corrections', 'data transfer', 'reconciliation', 'EDC', 'data integrity'],
  },
  {
    id: 'part11-system-controls',
    title: 'Part 11 controls for closed systems: validation, copies and retention',
    document: '21 CFR 11',
    section: '11.10(a)–(c)',
    text:
      'A system holding regulated electronic records must be validated to show it works accurately and reliably ' +
      'and can detect invalid or altered records. It must be able to produce accurate, complete copies in human ' +
      'readable and electronic form for inspection, and it must protect records so they can be retrieved ' +
      'throughout the retention period.',
    keywords: ['Part 11', 'validation', 'computer system validation', 'CSV', 'electronic records', 'copies'],
  },
  {
    id: 'part11-access-audit-trail',
    title: 'Part 11: restricted access and audit trails',
    document: '21 CFR 11',
    section: '11.10(d)–(e)',
    text:
      'Access to a system is limited to authorised people. The system keeps a secure, computer-generated, ' +
      'time-stamped audit trail of who created, changed or deleted records and when; changes must not hide what was ' +
      'recorded before, and the audit trail is kept at least as long as the records themselves.',
    keywords: ['Part 11', 'audit trail', 'access control', 'security', 'user accounts', 'electronic records'],
  },
  {
    id: 'part11-operational-checks',
    title: 'Part 11: sequence, authority and device checks, accountability and documentation',
    document: '21 CFR 11',
    section: '11.10(f)–(h), (j)–(k)',
    text:
      'Where steps must happen in order, the system enforces the sequence. Authority checks make sure only ' +
      'permitted people can sign, change records or use the system, and device checks confirm that input comes from ' +
      'a valid source. Written policies hold people accountable for what they sign, and system documentation is ' +
      'controlled so that changes to it are traceable.',
    keywords: ['Part 11', 'operational checks', 'authority checks', 'accountability', 'documentation control'],
  },
  {
    id: 'part11-signature-manifestation',
    title: 'Part 11: what an electronic signature shows and how it is linked',
    document: '21 CFR 11',
    section: '11.50, 11.70',
    text:
      'A signed electronic record shows the signer’s printed name, the date and time of signing, and what the ' +
      'signature means, such as review, approval or authorship. The signature is linked to its record so that it ' +
      'cannot be removed, copied or transferred to falsify another record.',
    keywords: ['electronic signature', 'e-signature', 'Part 11', 'signature manifestation', 'meaning', 'approval'],
  },
  {
    id: 'part11-signature-controls',
    title: 'Part 11: controls on electronic signatures',
    document: '21 CFR 11',
    section: '11.100(a), 11.200, 11.300',
    text:
      'Each electronic signature belongs to one person and is never reused or reassigned. A signature not based on ' +
      'biometrics uses at least two components, such as an ID and a password, and both are entered at the first ' +
      'signing in a session. Passwords are kept unique and are checked or changed periodically, lost tokens or ' +
      'credentials are handled by a procedure, and attempts at unauthorised use are detected and reported.',
    keywords: ['electronic signature', 'Part 11', 'password', 'two components', 'identification codes', 'shared login'],
  },
  {
    id: 'annex11-overview',
    title: 'EU GMP Annex 11 at a glance',
    document: 'EU GMP Annex 11',
    section: '1–9, 12',
    text:
      'Annex 11 (2011) sets EU expectations for computerised systems in GMP. Its sections cover risk management (1), ' +
      'personnel (2), suppliers and service providers (3), validation (4), data, accuracy checks, storage and ' +
      'printouts (5–8), audit trails (9) and security (12). A draft revision was published on 7 July 2025.',
    keywords: ['Annex 11', 'computerised systems', 'EU GMP', 'validation', 'audit trail', 'security'],
  },
  {
    id: 'computerised-system-audit-focus',
    title: 'Auditing computerised systems and user access',
    document: '21 CFR 11',
    section: '11.10(a), (d), (e), (g); 11.300',
    text:
      'Typical findings in system audits are reliance on the supplier’s documents instead of the user’s own ' +
      'risk-based validation, audit trails that can be switched off, shared logins, and accounts of people who have ' +
      'left that are still active. Remedies include change control, periodic access reviews and one account per ' +
      'person.',
    keywords: ['computer system', 'validation', 'shared login', 'access review', 'leavers', 'data integrity', 'audit'],
  },
  // ---- Inspections -------------------------------------------------------------------------------------
  {
    id: 'fda-bimo-programs',
    title: 'FDA Bioresearch Monitoring compliance programs',
    document: 'FDA Compliance Programs',
    section: 'CP 7348.811, 7348.810, 7348.809',
    text:
      'FDA’s Bioresearch Monitoring (BIMO) program, running since 1977, inspects clinical research to protect ' +
      'subjects and to verify that data are reliable. Compliance program 7348.811 covers clinical investigators, ' +
      '7348.810 covers sponsors, CROs and monitors, and 7348.809 covers IRBs. Check FDA’s site for the current ' +
      'revision of each program.',
    keywords: ['BIMO', 'FDA inspection', 'compliance program', 'inspection', 'clinical investigator', 'sponsor'],
  },
  {
    id: 'fda-form-483',
    title: 'Form FDA 483',
    document: 'FDA, Inspection Classifications',
    section: 'Form FDA 483',
    text:
      'At the end of an inspection the investigator may issue a Form FDA 483 listing inspectional observations. It ' +
      'is not a final agency determination of noncompliance. A prompt, specific written response with corrective ' +
      'actions is generally taken into account when FDA classifies the inspection; a 15-business-day window is ' +
      'widely cited but was not confirmed in an official source.',
    keywords: ['483', 'Form 483', 'observations', 'FDA inspection', 'inspection response'],
  },
  {
    id: 'fda-inspection-classifications',
    title: 'FDA inspection outcomes: NAI, VAI and OAI',
    document: 'FDA, Inspection Classifications',
    section: 'NAI, VAI, OAI',
    text:
      'FDA classifies a completed inspection as NAI (no action indicated), VAI (voluntary action indicated: ' +
      'objectionable conditions were found but no regulatory action is planned) or OAI (official action ' +
      'indicated). The final classification takes account of the response to the 483 and the corrective actions ' +
      'taken.',
    keywords: ['NAI', 'VAI', 'OAI', 'inspection classification', 'FDA inspection', 'outcome'],
  },
  {
    id: 'e6r3-direct-access',
    title: 'Direct access for monitors, auditors and inspectors',
    document: 'ICH E6(R3)',
    section: '2.12.14; Appendix C (C.2.6)',
    text:
      'Investigators and institutions must give monitors, auditors, IRBs/IECs and regulatory inspectors direct ' +
      'access to trial records on request. Being able to retrieve any record quickly is the core of inspection ' +
      'readiness.',
    keywords: ['direct access', 'inspection readiness', 'inspection', 'records access', 'source documents'],
  },
  {
    id: 'inspection-readiness-practice',
    title: 'Preparing for an inspection',
    document: 'FDA CP 7348.811 and 7348.810',
    section: 'Parts III and V',
    text:
      'The BIMO compliance programs describe what inspectors review and how they report, which makes them a ' +
      'useful basis for preparation. Mock inspections are good practice rather than a regulatory requirement. ' +
      'Readiness usually means a current TMF and ISF, a known location for every record, staff briefed on their ' +
      'roles, and open CAPAs with clear status.',
    keywords: ['inspection readiness', 'mock inspection', 'preparation', 'BIMO', 'inspection'],
  },
  // ---- Recommendations by category --------------------------------------------------------------------
  {
    id: 'consent-audit-recommendations',
    title: 'Recommendations for informed consent findings',
    document: '21 CFR 50.27(a); ICH E6(R3)',
    section: '2.8.7',
    text:
      'Common consent findings are an outdated form version and a signature dated after screening began. Useful ' +
      'controls are a log that matches each consent version to its IRB approval, a check that consent is in place ' +
      'before any procedure, and re-consent whenever the information changes.',
    keywords: ['informed consent', 'ICF version', 're-consent', 'finding', 'recommendation', 'CAPA'],
  },
  {
    id: 'safety-reporting-recommendations',
    title: 'Recommendations for safety reporting findings',
    document: 'ICH E6(R3) 2.7.2; 21 CFR 312',
    section: '312.64(b), 312.32(c)',
    text:
      'Typical safety findings are an SAE documented in the source but never reported, and late expedited reports ' +
      'caused by a miscounted day 0. Useful controls are a written definition of day 0, a tracking log for every ' +
      'report and its deadline, and regular reconciliation of SAEs between the safety database and the EDC.',
    keywords: ['SAE', 'safety reporting', 'late reporting', 'reconciliation', 'finding', 'recommendation'],
  },
];
