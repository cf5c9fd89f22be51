import type { CourseContent } from './types';

export const PART11_SITE_STAFF: CourseContent = {
  id: 'part-11-site-staff',
  title: '21 CFR Part 11 for Site Staff',
  summary:
    'Electronic records and signatures in daily site work: what Part 11 controls are for, how audit trails and e-signatures work, and how ALCOA+ applies at the keyboard.',
  lessons: [
    {
      id: 'scope-and-purpose',
      title: 'What Part 11 covers and why',
      minutes: 9,
      paragraphs: [
        'Part 11 of Title 21 of the US Code of Federal Regulations sets the conditions under which FDA accepts electronic records and electronic signatures as equivalent to paper records and handwritten signatures. It applies to records that other FDA regulations require, such as case histories, drug accountability and consent documentation, when those records are created, changed, kept or sent electronically.',
        'At a site this usually means the electronic data capture system, an electronic consent platform, an electronic health record used as source, an electronic investigator site file, and any system used to sign trial documents. The sponsor or vendor validates the system, but the people at the site are the ones who make the controls work day to day.',
        'The purpose is simple: anyone reviewing the record later must be able to trust who entered what, when, and why it changed. Every control in the regulation serves that purpose.',
      ],
      references: ['21 CFR 11.1 (scope) and 11.3 (definitions)', '21 CFR 312.62 (investigator recordkeeping)'],
    },
    {
      id: 'system-controls',
      title: 'Controls for closed systems',
      minutes: 11,
      paragraphs: [
        'Section 11.10 lists the controls for closed systems: validation, so the system does what it is meant to and detects invalid or altered records; the ability to produce accurate and complete copies in human-readable and electronic form; protection of records so they can be retrieved throughout the retention period; and access limited to authorised people.',
        'It also requires secure, computer-generated, time-stamped audit trails that record the date and time of entries and actions that create, modify or delete records. A change must not hide the earlier entry, and the audit trail is kept as long as the record itself.',
        'Further controls include operational checks that enforce the right sequence of steps, authority checks so that only authorised people can sign or change a record, device checks where the source of input matters, training of the people who develop, maintain or use the system, written policies that hold people accountable for what is done under their signature, and control over system documentation.',
        'For site staff this translates into habits: use only your own account, never share a password, log out or lock the screen when you step away, and report an account you suspect someone else has used.',
      ],
      references: ['21 CFR 11.10(a)–(k)', 'ICH E6(R3) sections 4.2.2–4.2.5 (audit trails and metadata)'],
    },
    {
      id: 'electronic-signatures',
      title: 'Electronic signatures',
      minutes: 10,
      paragraphs: [
        'A signed electronic record shows the printed name of the signer, the date and time of signing, and the meaning of the signature, for example review, approval or authorship. These appear wherever the record is displayed or printed, and the signature is linked to its record so it cannot be cut out and copied onto another.',
        'Each electronic signature belongs to one person only and is never reused by or reassigned to anyone else. A signature that is not based on biometrics uses at least two distinct components, such as a user ID and a password. When several signings happen in one continuous session, the first uses both components and later ones at least one; a signing outside a continuous session uses both.',
        'Passwords and ID codes are kept unique, checked and revised periodically, and withdrawn when lost or compromised; attempts at unauthorised use are detected and reported. Before a site uses electronic signatures, the organisation certifies to FDA that they are intended to be the legally binding equivalent of handwritten ones.',
      ],
      references: ['21 CFR 11.50 and 11.70 (signature manifestations and linking)', '21 CFR 11.100, 11.200 and 11.300'],
    },
    {
      id: 'alcoa-in-practice',
      title: 'ALCOA+ at the keyboard',
      minutes: 10,
      paragraphs: [
        'ALCOA describes data that can be trusted: attributable to the person who recorded it, legible, contemporaneous (recorded when the activity happened), original (or a certified copy), and accurate. ALCOA+ adds complete, consistent, enduring and available; EMA’s guideline on computerised systems adds traceable.',
        'In daily work: enter data yourself under your own account; record at the time of the visit rather than from memory a week later; correct an entry by giving the reason, never by deleting the trace of what was there; and keep the source where the data map says it is.',
        'Audit trails are reviewed according to a plan that focuses on critical data, for example changes to eligibility or primary endpoint data after database lock, or entries made long after the visit. A finding from such a review is a signal to ask questions, not an accusation.',
      ],
      references: [
        'FDA, Data Integrity and Compliance With Drug CGMP: Questions and Answers (December 2018)',
        'EMA, Guideline on computerised systems and electronic data in clinical trials (in force 10 September 2023)',
        'MHRA, GXP Data Integrity Guidance and Definitions (March 2018)',
      ],
    },
  ],
  quiz: [
    {
      id: 'q1',
      text: 'What does 21 CFR Part 11 establish?',
      options: [
        'The elements of informed consent',
        'When FDA accepts electronic records and signatures as equivalent to paper and handwritten ones',
        'Timelines for IND safety reports',
        'The composition of an IRB',
      ],
      answer: 1,
    },
    {
      id: 'q2',
      text: 'What must an audit trail do when a record is changed?',
      options: [
        'Replace the earlier value',
        'Record the date and time of the change without hiding the earlier entry',
        'Notify the sponsor by e-mail',
        'Be switched off during data cleaning',
      ],
      answer: 1,
    },
    {
      id: 'q3',
      text: 'For how long is an audit trail kept?',
      options: [
        'Until database lock',
        'One year',
        'At least as long as the record it belongs to',
        'Until the monitor has reviewed it',
      ],
      answer: 2,
    },
    {
      id: 'q4',
      text: 'A colleague asks to use your EDC login to finish entries while you are away. What do you do?',
      options: [
        'Share it, as long as they are trained',
        'Share it and change the password later',
        'Refuse: accounts are personal and entries must be attributable',
        'Enter the data yourself later under their name',
      ],
      answer: 2,
    },
    {
      id: 'q5',
      text: 'Which three things does a signed electronic record show with the signature?',
      options: [
        'Name, date and time, and meaning',
        'Name, e-mail and IP address',
        'Initials, date and site number',
        'User ID, password and date',
      ],
      answer: 0,
    },
    {
      id: 'q6',
      text: 'How many distinct components does a non-biometric electronic signature use at least?',
      options: ['One', 'Two', 'Three', 'None, if the session is secure'],
      answer: 1,
    },
    {
      id: 'q7',
      text: 'What does the “C” for contemporaneous in ALCOA mean?',
      options: [
        'Data are recorded when the activity happens',
        'Data are consistent between systems',
        'Data are complete',
        'Data are certified by the sponsor',
      ],
      answer: 0,
    },
    {
      id: 'q8',
      text: 'How do you correct a wrong value in an electronic record?',
      options: [
        'Delete it and enter the right one',
        'Ask IT to change the database directly',
        'Change it in the system and give the reason, leaving the earlier value in the audit trail',
        'Leave it and mention it at the next monitoring visit',
      ],
      answer: 2,
    },
    {
      id: 'q9',
      text: 'Which of these is one of the controls section 11.10 requires?',
      options: [
        'Training of the people who use the system',
        'Daily password changes',
        'Paper back-up of every screen',
        'Sponsor approval of each data entry',
      ],
      answer: 0,
    },
    {
      id: 'q10',
      text: 'Which attributes does ALCOA+ add to ALCOA?',
      options: [
        'Complete, consistent, enduring and available',
        'Approved, locked, closed and archived',
        'Audited, legal, certified and authorised',
        'Coded, checked, compared and archived',
      ],
      answer: 0,
    },
  ],
};
