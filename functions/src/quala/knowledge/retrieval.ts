import MiniSearch, { type SearchResult } from 'minisearch';
import { INDEX_OPTIONS, type KnowledgeIndexData } from './build';
import { KB_INDEX_JSON } from './index.generated';
import type { Passage } from './passage';
import { PASSAGES } from './passages';
import { termsOf } from './text';

/** A passage found for a question, with how well it matches. */
export interface Retrieved {
  passage: Passage;
  /** MiniSearch's BM25+ score (title and keywords boosted). */
  score: number;
  /**
   * The share of the question's meaning this passage matches: matched query terms over all query terms, each
   * weighted by its inverse document frequency, a term the knowledge base never uses weighing the most. 0-1.
   */
  coverage: number;
}

export interface Retrieval {
  /** The best passages, best first; empty when nothing is relevant enough to ground an answer. */
  passages: Retrieved[];
  /** The question's search terms. */
  terms: string[];
  /** The best passage's coverage (0 when nothing matched): what the threshold was applied to. */
  bestCoverage: number;
}

/**
 * The relevance threshold: the best passage must cover at least this share of the question's weighted terms.
 * Tuned on the benchmark questions (knowledge/questions.ts): every GCP question clears it, the off-topic ones
 * ("the capital of France", "a pizza recipe", "record a podcast") do not.
 */
export const MIN_COVERAGE = 0.45;
/** Other passages join the best one only when they cover most of what it covers and score a fair share of it. */
const RELATIVE_COVERAGE = 0.45;
const RELATIVE_SCORE = 0.25;

const BOOST = { title: 2, keywords: 2, text: 1, source: 1.5 };

export class KnowledgeBase {
  private readonly search: MiniSearch<Passage>;
  private readonly byId: Map<string, Passage>;
  private readonly df: Record<string, number>;
  private readonly n: number;
  readonly version: string;

  constructor(data: KnowledgeIndexData, passages: readonly Passage[]) {
    this.search = MiniSearch.loadJS<Passage>(data.index as never, INDEX_OPTIONS);
    this.byId = new Map(passages.map((p) => [p.id, p]));
    this.df = data.documentFrequency;
    this.n = data.passageCount;
    this.version = data.version;
  }

  get size(): number {
    return this.byId.size;
  }

  passage(id: string): Passage | undefined {
    return this.byId.get(id);
  }

  /** BM25's idf: rare terms weigh more; a term no passage uses weighs the most. */
  weightOf(term: string): number {
    const df = this.df[term] ?? 0;
    return Math.log(1 + (this.n - df + 0.5) / (df + 0.5));
  }

  private coverage(terms: string[], result: SearchResult): number {
    const matched = new Set(result.queryTerms);
    const total = terms.reduce((sum, t) => sum + this.weightOf(t), 0);
    if (total === 0) return 0;
    return terms.filter((t) => matched.has(t)).reduce((sum, t) => sum + this.weightOf(t), 0) / total;
  }

  /** The passages that ground an answer to `question`, best first, at most `limit`. */
  retrieve(question: string, limit = 3): Retrieval {
    const terms = termsOf(question);
    if (terms.length === 0) return { passages: [], terms, bestCoverage: 0 };
    const results = this.search.search(terms.join(' '), {
      boost: BOOST,
      // Typos in longer words only; prefixes let "delegat" find "delegation".
      fuzzy: (term) => (term.length >= 6 ? 0.15 : false),
      prefix: (term) => term.length >= 5,
      combineWith: 'OR',
    });
    const scored = results
      .map((result) => ({ result, coverage: this.coverage(terms, result) }))
      // Coverage first (how much of the question a passage answers), then the search score.
      .sort((a, b) => b.coverage * b.result.score - a.coverage * a.result.score);
    const best = scored[0];
    if (!best || best.coverage < MIN_COVERAGE) return { passages: [], terms, bestCoverage: best?.coverage ?? 0 };
    const minCoverage = Math.max(MIN_COVERAGE, best.coverage * RELATIVE_COVERAGE);
    const minScore = best.result.score * RELATIVE_SCORE;
    const passages = scored
      .filter((s, i) => i === 0 || (s.coverage >= minCoverage && s.result.score >= minScore))
      .slice(0, limit)
      .map(({ result, coverage }) => ({ passage: this.byId.get(String(result.id))!, score: result.score, coverage }));
    return { passages, terms, bestCoverage: best.coverage };
  }
}

let loaded: KnowledgeBase | undefined;

/** The knowledge base, loaded from the generated index once per process (a cold start parses JSON only). */
export function knowledgeBase(): KnowledgeBase {
  loaded ??= new KnowledgeBase(JSON.parse(KB_INDEX_JSON) as KnowledgeIndexData, PASSAGES);
  return loaded;
}
