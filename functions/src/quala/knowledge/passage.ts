/** A knowledge-base passage, and how an answer cites it: light enough for a cold start (passages.ts holds them). */
export interface Passage {
  /** Stable, kebab-case; never reused for a different statement. */
  id: string;
  title: string;
  /** The document the passage rests on, e.g. 'ICH E6(R3)', '21 CFR 50'. */
  document: string;
  /** Section(s) within it, e.g. '2.8.7' or '50.25(a)'. */
  section: string;
  text: string;
  /** Extra search terms: acronyms and the words people use for the topic. */
  keywords?: string[];
}

/**
 * 'ICH E6(R3) 2.8.7', '21 CFR 312.62(b)': what a citation shows as its source, the document then the section. A
 * section numbered within the part the document ends with ('21 CFR 312' and '312.62(b)') names that part
 * already, so the part number is not written twice.
 */
export function sourceOf({ document, section }: Pick<Passage, 'document' | 'section'>): string {
  const part = /\s(\d+)$/.exec(document)?.[1];
  const named = part !== undefined && (section === part || section.startsWith(`${part}.`));
  return `${named ? document.slice(0, -part.length).trimEnd() : document} ${section}`;
}
