import type { CourseContent } from './types';

export const INSPECTION_READINESS: CourseContent = {
  id: 'inspection-readiness',
  title: 'Inspection Readiness',
  summary:
    'Preparing a site or sponsor for a regulatory GCP inspection: what inspectors look at, how to host the inspection, and how to respond to observations with CAPA that works.',
  lessons: [
    {
      id: 'what-inspectors-look-at',
      title: 'What inspectors look at',
      minutes: 10,
      paragraphs: [
        'FDA’s Bioresearch Monitoring programme inspects clinical investigators, sponsors and CROs, and IRBs under separate compliance programmes: 7348.811 for clinical investigators, 7348.810 for sponsors, CROs and monitors, and 7348.809 for IRBs. Their purpose is to check that participants were protected and that the data submitted are reliable.',
        'At a site, inspectors typically compare the data submitted with the source, look at consent for each participant, check eligibility, safety reporting, investigational product accountability, delegation and training, and the investigator’s oversight. At a sponsor they look at monitoring, vendor oversight, safety reporting, the TMF and how issues were escalated and resolved.',
        'Inspectors are entitled to direct access to the records. Readiness is therefore less about a performance on the day than about records that already tell the trial’s story accurately.',
      ],
      references: [
        'FDA Compliance Program 7348.811 (clinical investigators) and 7348.810 (sponsors, CROs and monitors)',
        'ICH E6(R3) section 2.12.14 and Appendix C.2.6 (direct access)',
      ],
    },
    {
      id: 'preparing-the-records',
      title: 'Preparing the records and the people',
      minutes: 12,
      paragraphs: [
        'Start with the files. Check that the investigator site file or TMF is complete for the essential records the trial listed, that versions and approvals are visible, and that the records map points to where each kind of record is kept, including records in electronic systems and their audit trails.',
        'Then the story of the trial: a short overview of the protocol, enrolment numbers, important deviations and what was done about them, safety events and their reporting, and any audit or monitoring findings with their CAPA. Inspectors ask how a problem was found and fixed; a site that already knows its own history answers with confidence.',
        'Prepare the people. Everyone who may be interviewed should know their delegated tasks and how they document them. A mock inspection, run by someone independent with the same scope an inspector would use, is good practice: no regulation requires it, but it finds gaps while there is still time to close them.',
      ],
      references: [
        'ICH E6(R3) Appendix C (essential records)',
        'ICH E6(R3) section 3.11.2 (audits)',
        'FDA Compliance Program 7348.811, Part III (inspectional)',
      ],
    },
    {
      id: 'hosting-the-inspection',
      title: 'Hosting the inspection',
      minutes: 10,
      paragraphs: [
        'Name a host who greets the inspector, agrees the agenda, and keeps a log of every request, every document provided and every question asked. A back room team retrieves documents, checks them before they are handed over, and keeps copies of what was provided.',
        'Answer the question asked, accurately and briefly, and say so when you do not know; offer to find the answer rather than guessing. Provide records promptly. Do not create, change or tidy records during the inspection: anything prepared for the inspector must be labelled as prepared for that purpose.',
        'At the close, FDA investigators may issue a Form FDA 483 listing observations. A 483 is not a final agency decision. Take notes at the close-out meeting, ask for clarification of any observation you do not understand, and correct factual errors on the spot where you can.',
      ],
      references: [
        'FDA, Inspection Classifications (Form FDA 483 and NAI, VAI, OAI)',
        'FDA Compliance Program 7348.811, Part V (regulatory and administrative follow-up)',
      ],
    },
    {
      id: 'responding-and-capa',
      title: 'Responding to observations with CAPA',
      minutes: 12,
      paragraphs: [
        'A written response to a 483 within 15 business days is generally taken into account before FDA decides on further action. The inspection is later classified as No Action Indicated (NAI), Voluntary Action Indicated (VAI) or Official Action Indicated (OAI), and the quality of the response counts.',
        'A good response takes each observation in turn: it acknowledges the facts, explains the root cause found by a real analysis (5 Whys, a fishbone diagram, change analysis), describes the corrections already made, the preventive actions with owners and dates, and how effectiveness will be checked. It separates causes from symptoms and looks for more than one cause.',
        'E6(R3) asks for the same discipline for significant noncompliance found at any time: root cause analysis, corrective and preventive actions, and confirmation that they work. Effectiveness checks are a step of their own, done after the actions, with a measure decided in advance.',
      ],
      references: [
        'FDA, Inspection Classifications',
        'ICH E6(R3) sections 3.12.1–3.12.3 (noncompliance)',
        'GHTF/SG3/N18:2010, section 6 (analysis of data and root cause)',
      ],
    },
  ],
  quiz: [
    {
      id: 'q1',
      text: 'Which FDA compliance programme covers inspections of clinical investigators?',
      options: ['CP 7348.809', 'CP 7348.810', 'CP 7348.811', 'CP 7382.850'],
      answer: 2,
    },
    {
      id: 'q2',
      text: 'What is the purpose of a BIMO inspection?',
      options: [
        'To approve the protocol',
        'To check that participants were protected and the data are reliable',
        'To audit the sponsor’s finances',
        'To train site staff',
      ],
      answer: 1,
    },
    {
      id: 'q3',
      text: 'What is a Form FDA 483?',
      options: [
        'A warning letter',
        'The final classification of the inspection',
        'A list of observations given at the close of the inspection, not a final decision',
        'The form used to register an investigator',
      ],
      answer: 2,
    },
    {
      id: 'q4',
      text: 'Within what time is a written 483 response generally taken into account?',
      options: ['5 business days', '15 business days', '30 calendar days', '90 calendar days'],
      answer: 1,
    },
    {
      id: 'q5',
      text: 'Which are the three FDA inspection classifications?',
      options: ['NAI, VAI, OAI', 'Minor, major, critical', 'Pass, conditional, fail', 'A, B, C'],
      answer: 0,
    },
    {
      id: 'q6',
      text: 'During an inspection a coordinator notices a missing signature on a form. What should happen?',
      options: [
        'Sign and backdate it before the inspector sees it',
        'Remove the form from the file',
        'Leave the record as it is, tell the host, and explain it if asked',
        'Print a new copy and sign it',
      ],
      answer: 2,
    },
    {
      id: 'q7',
      text: 'What does the back room team do?',
      options: [
        'Answers the inspector’s questions in the interview',
        'Retrieves and checks documents, and keeps copies of what was provided',
        'Writes the 483 response during the inspection',
        'Decides which records the inspector may see',
      ],
      answer: 1,
    },
    {
      id: 'q8',
      text: 'Is a mock inspection required by regulation?',
      options: [
        'Yes, by 21 CFR 312',
        'Yes, by ICH E6(R3) Annex 1',
        'No, it is good practice that finds gaps in time',
        'Only for phase 1 trials',
      ],
      answer: 2,
    },
    {
      id: 'q9',
      text: 'What does a good response to each observation include?',
      options: [
        'An apology only',
        'The root cause, corrections, preventive actions with owners and dates, and an effectiveness check',
        'A statement that the observation is wrong',
        'A promise to retrain everyone, without dates',
      ],
      answer: 1,
    },
    {
      id: 'q10',
      text: 'When is a CAPA’s effectiveness checked?',
      options: [
        'Before the actions are taken',
        'As a separate step after the actions, against a measure decided in advance',
        'Only if the inspector asks',
        'Never: closing the CAPA is enough',
      ],
      answer: 1,
    },
  ],
};
