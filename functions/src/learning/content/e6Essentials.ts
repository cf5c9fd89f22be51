import type { CourseContent } from './types';

export const E6_ESSENTIALS: CourseContent = {
  id: 'ich-e6-r3-essentials',
  title: 'ICH E6(R3) Essentials',
  summary:
    'What the revised GCP guideline asks of sponsors and investigators: its principles, quality by design, delegation and oversight, and the records that show a trial was run well.',
  lessons: [
    {
      id: 'structure-and-principles',
      title: 'The guideline and its eleven principles',
      minutes: 12,
      paragraphs: [
        'ICH E6(R3) was adopted by the ICH Assembly on 6 January 2025 and replaced E6(R2). It is built differently from its predecessor: a short set of principles that apply to every trial, Annex 1 with the detailed expectations of the investigator, the sponsor and the ethics committee, and appendices on the Investigator’s Brochure (A), the protocol (B) and essential records (C). A second annex, on trials with decentralised elements, pragmatic designs and real-world data, was still a draft at the end of 2024.',
        'In the European Union the guideline took effect on 23 July 2025. Other regions adopt it through their own procedures, so check the date that applies where your trial runs before you cite it in a procedure or a contract.',
        'There are eleven principles. A few do most of the work in daily practice: people doing trial work are qualified by education, training and experience for their tasks (principle 5); quality is designed into the trial, with the factors critical to quality identified in advance (principle 6); effort is proportionate to the risk to participants and to the reliability of results (principle 7); and tasks may be delegated, but the sponsor and the investigator keep responsibility and oversight (principle 10).',
        'The principles are deliberately media-neutral. They do not assume paper, a particular kind of system or a site visit; they ask what protects participants and what makes the results reliable, and they leave room for the method that achieves that.',
      ],
      references: [
        'ICH E6(R3) Guideline for Good Clinical Practice, Step 4 (6 January 2025): Introduction and Principles 1–11',
        'EMA, ICH E6(R3) Step 5 (effective in the EU 23 July 2025)',
      ],
    },
    {
      id: 'quality-by-design',
      title: 'Quality by design and proportionate effort',
      minutes: 10,
      paragraphs: [
        'Quality by design means deciding, before the trial starts, what matters most: the data and processes that protect participants and determine whether the results can be trusted. E6(R3) calls these critical-to-quality factors. Typical examples are eligibility, the consent process, the primary endpoint’s measurement, safety reporting and the blinding.',
        'Once the critical factors are known, the risks to them are assessed and controls are chosen to match: a protocol simplified to remove a risk, a check built into a system, targeted monitoring, or extra training. The guideline asks that serious noncompliance be avoided, detected early and kept from recurring.',
        'Proportionality runs both ways. Effort spent on data that do not matter is effort taken from data that do. A site that checks every field with equal care but misses a wrong eligibility decision has not met the standard; a monitoring plan that focuses on critical data and explains why has.',
      ],
      references: [
        'ICH E6(R3) Principle 6 (6.1–6.3) and Principle 7',
        'ICH E6(R3) Annex 1, section 3.10 (quality management)',
      ],
    },
    {
      id: 'delegation-and-training',
      title: 'Delegation, oversight and training',
      minutes: 11,
      paragraphs: [
        'The investigator may delegate trial tasks to qualified people and parties, but keeps the final responsibility for the trial at the site. Oversight is scaled to the importance of the task and of the data it produces: checking that a delegate interprets eligibility criteria correctly deserves more attention than checking that a routine appointment is booked.',
        'A record of who does what is kept, in proportion to how important each task is. Routine clinical care that the person would do anyway may not need an entry. Each delegate is qualified and informed about the protocol, the investigational product and their duties before starting the task.',
        'Training under E6(R3) means whatever a delegated task needs beyond the person’s usual professional training: the protocol, the trial’s systems, the procedures for reporting safety events. The training is documented, so that anyone reviewing the trial can see that the person was prepared when they did the work. Where electronic systems hold trial records, their users also need the education and training the system demands.',
      ],
      references: [
        'ICH E6(R3) Annex 1, sections 2.3.1–2.3.3 (investigator: qualification, delegation and oversight)',
        'ICH E6(R3) Principle 5.1 and section 2.3.2',
        '21 CFR 11.10(i) (training of people who use electronic record systems)',
      ],
    },
    {
      id: 'essential-records',
      title: 'Essential records, the TMF and the ISF',
      minutes: 12,
      paragraphs: [
        'Essential records are those that, taken together, let someone reconstruct how the trial was run and judge whether its results are reliable. Appendix C of E6(R3) describes them by purpose rather than as a fixed checklist, so each trial decides which records are essential for it, and keeps a list.',
        'The sponsor holds the trial master file (TMF); the investigator holds the investigator site file (ISF). Both are kept complete, readable and filed on time, with versions and approvals visible, and available for direct access by monitors, auditors, ethics committees and inspectors. Where records sit in several systems, a map says where each kind is kept.',
        'Retention follows whichever rule is longest: the applicable regulations, the sponsor’s written notice, or the contract. In the EU the TMF is kept for at least 25 years after the end of the trial; for US drug studies records are kept at least two years after approval, or two years after the investigation stops if no application is approved.',
      ],
      references: [
        'ICH E6(R3) Appendix C (C.1.3, C.2.1–C.2.6)',
        'ICH E6(R3) sections 2.12.12 and 3.16.3 (retention)',
        'Regulation (EU) No 536/2014, Article 58',
        '21 CFR 312.62(c) and 312.57(c)',
      ],
    },
  ],
  quiz: [
    {
      id: 'q1',
      text: 'When was ICH E6(R3) adopted by the ICH Assembly?',
      options: ['9 November 2016', '6 January 2025', '23 July 2025', '1 January 2024'],
      answer: 1,
    },
    {
      id: 'q2',
      text: 'How many principles does ICH E6(R3) set out?',
      options: ['Eight', 'Eleven', 'Thirteen', 'Twenty'],
      answer: 1,
    },
    {
      id: 'q3',
      text: 'What does E6(R3) call the data and processes that matter most for participant protection and reliable results?',
      options: ['Key performance indicators', 'Critical-to-quality factors', 'Source data points', 'Major deviations'],
      answer: 1,
    },
    {
      id: 'q4',
      text: 'An investigator delegates eligibility assessment to a sub-investigator. Who keeps the responsibility?',
      options: [
        'The sub-investigator alone',
        'The sponsor’s monitor',
        'The investigator, who oversees the delegate',
        'The ethics committee',
      ],
      answer: 2,
    },
    {
      id: 'q5',
      text: 'Which statement best describes proportionate effort under E6(R3)?',
      options: [
        'Every data point is verified with the same intensity',
        'Effort matches the risk to participants and to the reliability of results',
        'Monitoring is only done remotely',
        'Low-risk trials need no quality management',
      ],
      answer: 1,
    },
    {
      id: 'q6',
      text: 'Which file does the investigator hold?',
      options: [
        'The trial master file',
        'The investigator site file',
        'The Investigator’s Brochure',
        'The safety database',
      ],
      answer: 1,
    },
    {
      id: 'q7',
      text: 'Which appendix of E6(R3) covers essential records?',
      options: ['Appendix A', 'Appendix B', 'Appendix C', 'Annex 2'],
      answer: 2,
    },
    {
      id: 'q8',
      text: 'In the EU, for how long at least is the trial master file kept after the end of the trial?',
      options: ['2 years', '5 years', '15 years', '25 years'],
      answer: 3,
    },
    {
      id: 'q9',
      text: 'What is trial-specific training under E6(R3)?',
      options: [
        'A repeat of the person’s professional degree',
        'Whatever a delegated task needs beyond the person’s usual training, documented',
        'A yearly GCP certificate, whatever the task',
        'Training given only to the principal investigator',
      ],
      answer: 1,
    },
    {
      id: 'q10',
      text: 'What is the purpose of essential records?',
      options: [
        'To satisfy the sponsor’s finance department',
        'To let someone reconstruct how the trial was run and judge whether its results are reliable',
        'To replace the protocol',
        'To record the participants’ medical history only',
      ],
      answer: 1,
    },
  ],
};
