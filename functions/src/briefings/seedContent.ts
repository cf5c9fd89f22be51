import type { PostFields } from '@cq/shared';

/** A seeded briefing: the editor's fields, published and flagged as a briefing. */
type SeedBriefing = Omit<PostFields, 'published' | 'briefing'>;

/**
 * The Regulatory Briefings a fresh stack starts with (written by our GCP QA team). Dates and figures are left
 * out on purpose where they vary by region or were still moving when written: readers are sent to the source.
 */
export const SEED_BRIEFINGS: readonly SeedBriefing[] = [
  {
    title: 'ICH E6(R3) adopted: what changes for sites and sponsors',
    category: 'regulatory',
    tags: ['ICH', 'GCP', 'E6(R3)'],
    excerpt:
      'The revised ICH GCP guideline moves from checklist compliance to proportionate, risk-based quality. Here is what sponsors and sites should review first.',
    content: `## What has changed

ICH E6(R3) restructures Good Clinical Practice into overarching principles and annexes, and asks every party to think about quality before the first participant is enrolled rather than to inspect it in afterwards. The guideline is being implemented region by region, so check your regulator's adoption and effective date before changing procedures.

## Risk-proportionate approach

Sponsors are expected to identify the factors critical to quality for each trial — the data and processes that protect participants and the reliability of results — and to scale oversight, monitoring and documentation to the risks to those factors. Blanket 100% source data verification is no longer assumed; a documented rationale for the monitoring mix is.

## Quality by design

Protocols should be designed to be feasible and to avoid unnecessary complexity. Expect auditors to ask how the protocol, the data collection tools and the monitoring plan were derived from the critical-to-quality factors, and where that reasoning is recorded.

## Data governance

E6(R3) gives computerised systems and data governance much more attention: data lifecycle, metadata and audit trails, access control, validation proportionate to risk, and the responsibility of sponsors and investigators for the systems they rely on, including those provided by vendors.

## What to do now

- Gap-assess SOPs on risk management, monitoring, vendor oversight and computerised systems against the new text.
- Train investigators and study staff on the principles, not only the procedural changes.
- Make sure the trial master file shows the risk decisions, not just the outcomes.

## References

- ICH E6(R3) Guideline for Good Clinical Practice (ich.org)
- ICH E8(R1) General Considerations for Clinical Studies (ich.org)`,
  },
  {
    title: 'FDA Part 11 Q&A guidance for clinical investigations: what inspectors check',
    category: 'regulatory',
    tags: ['FDA', 'Part 11', 'Computerised systems'],
    excerpt:
      "FDA's question-and-answer guidance on electronic systems, records and signatures in clinical investigations clarifies how 21 CFR Part 11 applies in today's trials. What it means at inspection.",
    content: `## Why this guidance matters

FDA's guidance on electronic systems, electronic records and electronic signatures in clinical investigations, written as questions and answers, updates the agency's thinking on how 21 CFR Part 11 applies to the systems trials now depend on: EDC, eCOA and other digital health technologies, cloud services and IT service providers. It is guidance, so it describes current thinking rather than new requirements.

## What inspectors look at

- **Risk-based validation.** Validation effort should match the system's impact on participant safety and data reliability. Expect to show the risk assessment behind the validation you did, not only the test scripts.
- **Audit trails.** Records must show who created, changed or deleted data, when, and why where relevant. Inspectors increasingly ask whether audit trails are actually reviewed, by whom and how often.
- **Access and signatures.** Unique user accounts, controlled role assignment and timely removal of access; electronic signatures linked to their records and to the meaning of the signature.
- **Service providers.** Sponsors remain responsible for data held in systems run by vendors. Agreements should cover data access for inspection, audit trails, backup and retention.
- **Certified copies and source.** When records move between systems, the process for making certified copies must preserve content and meaning.

## What to do now

- Inventory the computerised systems in each trial and record their risk classification.
- Define audit trail review in procedures and evidence it.
- Check vendor agreements and qualification files against the points above.

## References

- FDA guidance: Electronic Systems, Electronic Records, and Electronic Signatures in Clinical Investigations — Questions and Answers (fda.gov)
- 21 CFR Part 11, Electronic Records; Electronic Signatures (ecfr.gov)`,
  },
  {
    title: 'EU CTR transition complete: what sponsors must now do in CTIS',
    category: 'regulatory',
    tags: ['EU CTR', 'CTIS', 'Transparency'],
    excerpt:
      'With the transition period of the EU Clinical Trials Regulation over, every ongoing EU trial is run through CTIS. Transparency and substantial modifications are where sponsors most often slip.',
    content: `## Where things stand

Regulation (EU) No 536/2014 replaced the Clinical Trials Directive. Its transition period has ended, so trials still running in the EU must now be authorised under the Regulation and managed through the Clinical Trials Information System (CTIS). Sponsors that transitioned late should check that the transitioned dossier reflects the trial as it is actually run.

## Transparency

Information in CTIS is made public according to the EMA's transparency rules, which were revised to simplify what is published and when. Sponsors should plan which documents are published, prepare redacted versions where the rules allow, and make sure personal data and commercially confidential information are handled before submission, not after.

## Substantial modifications

A change that is likely to have a substantial impact on participant safety or rights, or on the reliability of the data, is a substantial modification and needs authorisation through CTIS before it is implemented. Non-substantial changes relevant to supervision still have to be recorded in CTIS. Keep a documented assessment of each change and its classification.

## Day-to-day obligations

- Notify trial start, recruitment milestones, temporary halts and end of trial in CTIS within the Regulation's timelines.
- Submit summary results, including a lay summary, within the Regulation's deadlines.
- Manage CTIS user roles so that responses to requests for information are not missed.

## References

- Regulation (EU) No 536/2014 on clinical trials on medicinal products for human use (eur-lex.europa.eu)
- EMA: Clinical Trials Information System (CTIS) and transparency rules (ema.europa.eu)`,
  },
];
