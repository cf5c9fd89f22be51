/** The insights blog: six static articles (spec §2 /insights). */
export const INSIGHT_CATEGORIES = ['regulatory', 'quality-systems', 'monitoring', 'documentation', 'culture'] as const;
export type InsightCategory = (typeof INSIGHT_CATEGORIES)[number];
export type InsightFilter = InsightCategory | 'all';

export const CATEGORY_LABEL: Record<InsightCategory, string> = {
  regulatory: 'Regulatory',
  'quality-systems': 'Quality Systems',
  monitoring: 'Monitoring',
  documentation: 'Documentation',
  culture: 'Culture',
};

export interface Article {
  slug: string;
  title: string;
  excerpt: string;
  /** The article itself, in short paragraphs. */
  body: readonly string[];
  category: InsightCategory;
  author: string;
  /** ISO date. */
  publishedAt: string;
  readMinutes: number;
  featured?: boolean;
}

export const ARTICLES: readonly Article[] = [
  {
    slug: 'ich-e6-r3-what-changes-for-sponsors-and-sites',
    title: 'ICH E6(R3): what actually changes for sponsors and sites',
    excerpt:
      'The new GCP guideline rewards thinking before doing. Here is what quality by design and risk proportionality mean in day-to-day trial work.',
    body: [
      'ICH adopted E6(R3) in January 2025 and the EU applied it from July 2025. The headline is not a list of new forms: it is a shift from checking everything to designing quality in and focusing effort where risk to participants and results is highest.',
      'In practice, sponsors should be able to show which factors are critical to quality in each protocol, how they decided, and how monitoring and oversight follow from that decision. Sites will see more centralised and remote monitoring and clearer expectations around delegation and oversight.',
      'Start with a gap assessment of your SOPs against the new principles and Annex 1, update training, and review your vendor agreements so every transferred task is explicit.',
    ],
    category: 'regulatory',
    author: 'Principal GCP Auditor',
    publishedAt: '2025-03-18',
    readMinutes: 6,
    featured: true,
  },
  {
    slug: 'capa-that-closes-for-good',
    title: 'Writing CAPAs that close for good',
    excerpt:
      'Retraining is not a root cause. Four habits that turn CAPA from a paperwork exercise into fewer repeat findings.',
    body: [
      'Repeat findings are the most expensive kind, and they usually trace back to a CAPA that fixed the symptom. If "human error" or "retrain staff" appears in your root cause field, ask why the process allowed the error in the first place.',
      'Four habits help: write a factual problem statement, test more than one possible cause, define a measurable effectiveness check before you implement anything, and only close the CAPA once that check has passed.',
    ],
    category: 'quality-systems',
    author: 'Senior QA Consultant',
    publishedAt: '2025-02-04',
    readMinutes: 5,
  },
  {
    slug: 'risk-based-monitoring-without-losing-sight',
    title: 'Risk-based monitoring without losing sight of your sites',
    excerpt:
      'Centralised monitoring finds patterns on-site visits miss, but only if the signals you watch are tied to what is critical in the protocol.',
    body: [
      'Risk-based monitoring works when key risk indicators map to critical data and processes: eligibility, primary endpoint data, consent and safety reporting. Generic metrics such as query counts tell you little on their own.',
      'Keep a clear path from a signal to an action: who reviews it, how quickly, and when it triggers a targeted on-site visit. Document those decisions in the monitoring plan so an inspector can follow them.',
    ],
    category: 'monitoring',
    author: 'Clinical Monitoring Lead',
    publishedAt: '2024-12-10',
    readMinutes: 7,
  },
  {
    slug: 'tmf-inspection-ready-every-day',
    title: 'Keeping your TMF inspection-ready every day',
    excerpt:
      'A TMF that is only tidied before an inspection tells inspectors a story. File as you go, measure timeliness, and know where every record lives.',
    body: [
      'Inspectors read the trial master file to reconstruct how the trial was run. Gaps, late filing and documents with no clear version history raise questions about oversight, not just housekeeping.',
      "Set a filing target, measure completeness and timeliness monthly, and keep a record-location map that includes documents held in vendors' systems. A quarterly TMF health check keeps the backlog from building.",
    ],
    category: 'documentation',
    author: 'Principal GCP Auditor',
    publishedAt: '2024-11-19',
    readMinutes: 4,
  },
  {
    slug: 'audit-trail-review-that-finds-things',
    title: 'Audit trail review that actually finds things',
    excerpt:
      'Reviewing every audit trail entry is impossible. Reviewing none is a finding. A risk-based approach sits in between.',
    body: [
      'Regulators expect audit trails to be switched on, protected and reviewed. The practical question is how. Focus on critical data: changes after database lock, entries made long after the visit, deletions and repeated corrections by the same user.',
      'Define the review in a plan, assign it to people who understand the data, and record what was reviewed and what was found. Findings feed your deviation and CAPA processes like any other.',
    ],
    category: 'quality-systems',
    author: 'Senior QA Consultant',
    publishedAt: '2024-10-08',
    readMinutes: 6,
  },
  {
    slug: 'building-a-speak-up-quality-culture',
    title: 'Building a speak-up quality culture at clinical sites',
    excerpt:
      'The best early warning system is a coordinator who feels safe saying "this does not look right". Culture is a quality control.',
    body: [
      'Most serious findings were visible to someone on the study team long before an auditor arrived. Whether they were raised depends on culture: do people expect blame, or a fix?',
      'Leaders can make raising issues routine: thank people for reporting deviations, share what changed as a result, and separate learning reviews from performance management.',
    ],
    category: 'culture',
    author: 'Clinical Monitoring Lead',
    publishedAt: '2024-09-17',
    readMinutes: 5,
  },
];

/** What search and the chips read of an article or a published post. */
export interface Searchable {
  title: string;
  excerpt: string;
  body: readonly string[];
  category: string;
}

/** Case-insensitive search over title, excerpt and body, plus the category chip. */
export function filterArticles<T extends Searchable>(articles: readonly T[], search: string, category: string): T[] {
  const needle = search.trim().toLowerCase();
  return articles.filter(
    (a) =>
      (category === 'all' || a.category === category) &&
      (!needle || [a.title, a.excerpt, ...a.body].some((t) => t.toLowerCase().includes(needle))),
  );
}

/** A calendar date (`2025-03-18`, read at noon UTC so no time zone moves it) or a timestamp, as "March 18, 2025". */
export const formatDate = (iso: string): string =>
  new Date(iso.includes('T') ? iso : `${iso}T12:00:00Z`).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
