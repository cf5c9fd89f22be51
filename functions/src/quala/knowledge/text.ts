/**
 * How passages and questions become search terms: lower case, accents folded, common English words dropped, and
 * a light suffix stemmer so "reporting", "reported" and "reports" meet at "report". The index build and every
 * query use these same functions, so the terms always agree.
 */

const STOP_WORDS = new Set(
  (
    'a about above after again against all also am an and any are as at be because been before being below ' +
    'between both but by can could did do does doing done down during each else ever every few for from further ' +
    'get gets give given go had has have having he her here hers him his how i if in into is it its itself just ' +
    'know let like may me might more most must my myself need needs no nor not now of off on once only or other ' +
    'our ours out over own please same shall she should so some such tell than that the their theirs them then ' +
    'there these they this those through to too under until up upon us very was we were what whats when where ' +
    'which while who whom whose why will with would you your yours yourself explain describe anything something ' +
    'thing things way ways one ones kind sort really want wants help require requires required requirement ' +
    'requirements say says said mean means stand stands'
  ).split(' '),
);

/** Folds accents and typographic apostrophes, keeps letters and digits. */
const fold = (term: string) =>
  term
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’']/g, '')
    .toLowerCase();

/** A light English stemmer: plural and verb endings only, never below four letters. */
export function stem(term: string): string {
  let t = term;
  if (t.length <= 3 || /\d/.test(t)) return t;
  if (t.endsWith('ies') && t.length > 4) t = `${t.slice(0, -3)}y`;
  else if (t.endsWith('sses')) t = t.slice(0, -2);
  else if (t.endsWith('s') && !/(ss|us|is|as)$/.test(t)) t = t.slice(0, -1);
  for (const suffix of ['ing', 'ed']) {
    if (t.endsWith(suffix) && t.length - suffix.length >= 4) {
      t = t.slice(0, -suffix.length);
      break;
    }
  }
  return t;
}

/** One token to its search term, or null when it carries no meaning for retrieval. */
export function processTerm(token: string): string | null {
  const term = fold(token);
  if (!term || STOP_WORDS.has(term)) return null;
  if (term.length === 1 && !/\d/.test(term)) return null;
  return stem(term);
}

/** Splits text into tokens on anything that is not a letter or a digit (E6(R3) → e6, r3; 50.25 → 50, 25). */
export const tokenize = (text: string): string[] => text.split(/[^\p{L}\p{N}’']+/u).filter(Boolean);

/** The distinct search terms of a text, in order of first appearance. */
export function termsOf(text: string): string[] {
  const seen = new Set<string>();
  for (const token of tokenize(text)) {
    const term = processTerm(token);
    if (term) seen.add(term);
  }
  return [...seen];
}
