import type { SeedSop } from './types';

/** Consent, safety reporting, investigational product and source documentation. */
export const PARTICIPANT_SOPS: readonly SeedSop[] = [
  {
    id: 'sop-informed-consent',
    code: 'CQ-SOP-001',
    title: 'Informed Consent Process and Documentation',
    area: 'consent',
    summary:
      'How a site obtains, documents and re-obtains informed consent, including remote and electronic consent and impartial witnesses.',
    body: {
      purpose:
        'To make sure every participant, or their legally authorised representative, agrees freely and knowingly to take part before any trial-specific activity, and that the site can prove it afterwards.',
      scope:
        'All interventional studies run at the site, for initial consent, re-consent after a changed information sheet, and consent taken on paper, electronically or remotely.',
      responsibilities: [
        {
          role: 'Principal investigator',
          duty: 'Keeps overall responsibility for consent, delegates the task only to trained and qualified staff and checks that the process is followed.',
        },
        {
          role: 'Delegated consenter',
          duty: 'Runs the consent discussion, answers questions, signs and dates the form and writes the consent note.',
        },
        {
          role: 'Study coordinator',
          duty: 'Keeps only the current ethics-approved version of the form in use and files signed forms and copies.',
        },
      ],
      procedure: [
        {
          heading: 'Before the discussion',
          steps: [
            'Confirm that the ethics committee (IRB/IEC) approved the information sheet and form version you are about to use, and that the approval is current.',
            'Check that you are on the delegation log for consent and trained on the current protocol version.',
            "Confirm the person's identity, and for remote consent record how identity was checked.",
          ],
        },
        {
          heading: 'The discussion',
          steps: [
            'Explain the purpose, procedures, duration, foreseeable risks and benefits, alternatives, confidentiality, compensation for injury, whom to contact, and that taking part is voluntary and can stop at any time without penalty.',
            'Give the person enough time to read the information, to ask questions and to talk to family or their own doctor; do not hurry or pressure.',
            'If the person cannot read, an impartial witness attends the whole discussion and signs to confirm the information was explained and consent given freely.',
          ],
        },
        {
          heading: 'Signing and after',
          steps: [
            'The participant (or representative) and the person who led the discussion each personally sign and date the form before any trial procedure, including screening tests.',
            'Give the participant a copy of the signed form and information sheet.',
            'Write a consent note in the source: version used, date and time, who consented the person, that questions were answered, and that consent came before any trial procedure.',
          ],
        },
        {
          heading: 'Re-consent',
          steps: [
            'When a revised form is approved because of new information that may affect willingness to continue, re-consent every active participant at their next contact and document it as above.',
          ],
        },
      ],
      records: [
        'Signed and dated consent forms (original in the investigator site file or participant binder)',
        'Consent notes in the source documents',
        'Ethics approvals of each form version and a version log',
        'Remote or electronic consent audit trail, where used',
      ],
      references: [
        'ICH E6(R3) Annex 1 section 2.8 (informed consent of trial participants)',
        '21 CFR 50.25 (elements of informed consent) and 50.27 (documentation)',
        '21 CFR 312.62(b) (case histories show consent was obtained before participation)',
      ],
    },
  },
  {
    id: 'sop-safety-reporting',
    code: 'CQ-SOP-002',
    title: 'Adverse Event, SAE and SUSAR Reporting',
    area: 'safety',
    summary:
      'Recording adverse events, reporting serious adverse events to the sponsor immediately, and expedited reporting of SUSARs to regulators within 7 or 15 days.',
    body: {
      purpose:
        'To make sure adverse events are found, recorded and assessed consistently, serious ones reach the sponsor at once, and suspected unexpected serious adverse reactions reach regulators and investigators on time.',
      scope:
        'Investigator sites and sponsors of drug and biologic trials. Device studies follow the same steps with unanticipated adverse device effects reported within 10 working days.',
      responsibilities: [
        {
          role: 'Investigator',
          duty: "Assesses each event's seriousness, severity and causality, and reports every serious adverse event to the sponsor immediately.",
        },
        {
          role: 'Sponsor safety lead',
          duty: 'Assesses expectedness against the reference safety information and submits expedited reports to regulators, ethics committees and investigators.',
        },
        { role: 'Study coordinator', duty: 'Asks about events at each visit and keeps the AE log current.' },
      ],
      procedure: [
        {
          heading: 'Collecting events',
          steps: [
            'At every contact ask the participant an open question about their health since the last visit and review any new results.',
            'Record each event in the source and the AE log: term, onset and end dates, severity, seriousness, action taken, outcome and causality.',
          ],
        },
        {
          heading: 'Serious adverse events (site)',
          steps: [
            "Report every SAE to the sponsor immediately, and no later than the protocol's limit (commonly 24 hours) after the site learns of it, whether or not it seems related to the product.",
            'Include the causality assessment by the investigator. If information is missing, send what you have and follow up.',
            'Inform the ethics committee if its own rules require it.',
          ],
        },
        {
          heading: 'Expedited reports (sponsor)',
          steps: [
            'Decide whether the event is a suspected unexpected serious adverse reaction (SUSAR) using the current reference safety information.',
            'Report fatal or life-threatening SUSARs within 7 calendar days of first knowledge, with a complete report within 8 more days; report other SUSARs within 15 calendar days.',
            'Send the report to all participating investigators and keep evidence of when each was sent.',
          ],
        },
      ],
      records: [
        'AE log and SAE report forms with transmission confirmations',
        'Source notes of each assessment and follow-up',
        'Expedited reports with submission dates and acknowledgements',
      ],
      references: [
        'ICH E6(R3) Annex 1 section 2.7 (safety reporting by the investigator) and 3.13 (sponsor safety reporting)',
        '21 CFR 312.32(c) (IND safety reports: 7 and 15 calendar days) and 312.64 (investigator reports)',
        'ICH E2A (clinical safety data management: definitions and standards for expedited reporting)',
        '21 CFR 812.150 (device studies: unanticipated adverse device effects within 10 working days)',
      ],
    },
  },
  {
    id: 'sop-ip-accountability',
    code: 'CQ-SOP-003',
    title: 'Investigational Product Accountability and Temperature Excursions',
    area: 'ip',
    summary:
      'Receipt, storage, dispensing, return and destruction of investigational product, with temperature monitoring and what to do when it goes out of range.',
    body: {
      purpose:
        'To account for every unit of investigational product (IP) from delivery to return or destruction, and to make sure no participant receives product stored outside its labelled conditions.',
      scope: 'All IP held at the site or depot, including comparators and rescue medication supplied by the sponsor.',
      responsibilities: [
        {
          role: 'Investigator',
          duty: 'Remains responsible for IP at the site; may delegate handling to a pharmacist under oversight.',
        },
        {
          role: 'Pharmacist or delegated IP handler',
          duty: 'Receives, stores, dispenses and reconciles IP, monitors temperature and reports excursions.',
        },
        {
          role: 'Sponsor or monitor',
          duty: 'Records shipments and disposition, decides on the use of product after an excursion and reconciles at close-out.',
        },
      ],
      procedure: [
        {
          heading: 'Receipt and storage',
          steps: [
            'On delivery check quantity, batch numbers, expiry dates, packaging and the shipment temperature record; acknowledge receipt as the sponsor requires.',
            'Store IP in a secure, access-restricted area at the labelled conditions, apart from routine stock.',
          ],
        },
        {
          heading: 'Temperature monitoring and excursions',
          steps: [
            'Record storage temperature at least every working day from a calibrated device with a min/max or continuous log.',
            'If the temperature has left the allowed range, quarantine the affected product at once, label it "do not use", and note the duration and the extremes reached.',
            'Report the excursion to the sponsor and do not dispense the product until the sponsor confirms in writing that it may be used.',
          ],
        },
        {
          heading: 'Dispensing, returns and reconciliation',
          steps: [
            'Dispense only to enrolled participants as the protocol or randomisation system directs, and record date, quantity, batch and kit number per participant.',
            'Collect and count returned product, record it, and reconcile dispensed, returned and remaining quantities; explain any difference.',
            'Return or destroy product only as the sponsor authorises in writing, with a record of what, when and by whom.',
          ],
        },
      ],
      records: [
        'Shipment receipts and temperature records of transport',
        'Storage temperature logs and calibration certificates',
        'Dispensing and accountability logs per participant and per kit',
        'Excursion reports and the sponsor decisions on them',
        'Return and destruction records',
      ],
      references: [
        'ICH E6(R3) Annex 1 section 2.10 (investigational product management) and 3.15 (sponsor supply and handling)',
        '21 CFR 312.62(a) (investigator disposition records) and 312.57(a) (sponsor records)',
        'ICH E6(R3) Principle 11 (product manufactured to GMP and used as the protocol says)',
      ],
    },
  },
  {
    id: 'sop-source-documentation',
    code: 'CQ-SOP-004',
    title: 'Source Documentation and ALCOA+ Data Integrity',
    area: 'source',
    summary:
      'What counts as source, how to record and correct it, and the ALCOA+ expectations for paper and electronic records.',
    body: {
      purpose:
        'To make source records that show what happened to each participant, can be reconstructed by a monitor, auditor or inspector, and support every value reported to the sponsor.',
      scope:
        'Paper and electronic source at the site, including medical records, worksheets, eCOA and direct data entry.',
      responsibilities: [
        {
          role: 'Investigator',
          duty: 'Makes sure source is accurate, complete and available for direct access, and signs where the protocol requires.',
        },
        {
          role: 'Site staff',
          duty: 'Record observations at the time they happen, in ink or in a validated system, under their own identity.',
        },
        {
          role: 'Study coordinator',
          duty: 'Keeps the source document location list current and prepares source for monitoring visits.',
        },
      ],
      procedure: [
        {
          heading: 'Defining source',
          steps: [
            'Before the first participant, agree with the sponsor where each data point is first recorded and document it in a source location list.',
            'Where a value is entered directly into an electronic system, name that system as the source.',
          ],
        },
        {
          heading: 'Recording (ALCOA+)',
          steps: [
            'Attributable: every entry shows who made it and when.',
            'Legible, and contemporaneous: recorded at the time of the activity, not reconstructed later from memory.',
            'Original, or a certified copy made by a documented process.',
            'Accurate, complete, consistent, enduring and available for the whole retention period.',
          ],
        },
        {
          heading: 'Corrections',
          steps: [
            'On paper, draw a single line through the error so it stays readable, write the correction, initial and date it, and give the reason when it is not obvious.',
            'Never use correction fluid, overwrite or remove pages.',
            'In electronic systems, corrections are made through the system so the audit trail keeps the old value, the new value, who and when.',
          ],
        },
      ],
      records: [
        'Source documents and worksheets',
        'Source document location list',
        'Certified-copy procedure and certifications',
        'Electronic system audit trails',
      ],
      references: [
        'ICH E6(R3) Annex 1 section 2.12 (records) and Appendix C (essential records)',
        '21 CFR 312.62(b) (adequate and accurate case histories)',
        'FDA guidance: Data Integrity and Compliance With Drug CGMP, Questions and Answers (2018), for the ALCOA terms',
      ],
    },
  },
];
