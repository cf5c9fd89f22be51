import { describe, expect, it } from 'vitest';
import { buildKnowledgeIndex } from './build';
import { KB_PASSAGE_COUNT, KB_VERSION } from './index.generated';
import { PASSAGES, sourceOf } from './passages';
import { GCP_QUESTIONS, OFF_TOPIC_QUESTIONS } from './questions';
import { knowledgeBase, MIN_COVERAGE } from './retrieval';
import { processTerm, stem, termsOf } from './text';

describe('the knowledge base', () => {
  it('has at least 40 passages, each with a unique kebab-case id, a title, a source (document + section) and text', () => {
    expect(PASSAGES.length).toBeGreaterThanOrEqual(40);
    expect(new Set(PASSAGES.map((p) => p.id)).size).toBe(PASSAGES.length);
    for (const p of PASSAGES) {
      expect(p.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(p.title.trim(), p.id).not.toBe('');
      expect(p.document.trim(), p.id).not.toBe('');
      expect(p.section.trim(), p.id).not.toBe('');
      expect(sourceOf(p)).toBe(`${p.document} ${p.section}`);
      expect(p.text.length, p.id).toBeGreaterThan(60);
    }
  });

  it('is loaded from the generated index built from these passages', () => {
    expect(KB_PASSAGE_COUNT).toBe(PASSAGES.length);
    expect(KB_VERSION).toBe(buildKnowledgeIndex(PASSAGES).version);
    expect(knowledgeBase().size).toBe(PASSAGES.length);
    expect(knowledgeBase().version).toBe(KB_VERSION);
  });

  it('refuses duplicate ids and empty fields when building', () => {
    const [first] = PASSAGES;
    expect(() => buildKnowledgeIndex([first!, first!])).toThrow(/Duplicate passage id/);
    expect(() => buildKnowledgeIndex([{ ...first!, section: ' ' }])).toThrow(/has no section/);
    expect(() => buildKnowledgeIndex([{ ...first!, id: 'Not Kebab' }])).toThrow(/kebab-case/);
  });
});

describe('terms', () => {
  it('drops common words, folds case and accents, and stems plural and verb endings', () => {
    expect(termsOf('What are the Reporting requirements for SAEs?')).toEqual(['report', 'sae']);
    expect(['reports', 'reported', 'reporting'].map(stem)).toEqual(['report', 'report', 'report']);
    expect(stem('process')).toBe('process');
    expect(stem('bias')).toBe('bias');
    expect(processTerm('Évaluation')).toBe('evaluation');
    expect(termsOf('ICH E6(R3) 21 CFR 50.25')).toEqual(['ich', 'e6', 'r3', '21', 'cfr', '50', '25']);
  });
});

describe('retrieval', () => {
  const kb = knowledgeBase();

  it('finds an expected source among the top 3 for at least 80 % of the benchmark questions', () => {
    const hits = GCP_QUESTIONS.filter((q) =>
      kb.retrieve(q.question, 3).passages.some((r) => q.expected.includes(r.passage.id)),
    );
    expect(GCP_QUESTIONS.length).toBeGreaterThanOrEqual(30);
    expect(hits.length / GCP_QUESTIONS.length).toBeGreaterThanOrEqual(0.8);
  });

  it('names only passages that exist in the benchmark', () => {
    for (const q of GCP_QUESTIONS) for (const id of q.expected) expect(kb.passage(id), id).toBeDefined();
  });

  it('returns nothing below the relevance threshold for off-topic questions', () => {
    for (const question of OFF_TOPIC_QUESTIONS) {
      const retrieval = kb.retrieve(question);
      expect(retrieval.passages, question).toEqual([]);
      expect(retrieval.bestCoverage, question).toBeLessThan(MIN_COVERAGE);
    }
  });

  it('returns nothing for a question made only of common words, and nothing for an empty one', () => {
    expect(kb.retrieve('What should I do about this?').passages).toEqual([]);
    expect(kb.retrieve('').passages).toEqual([]);
  });

  it('puts the best passage first with its coverage, and at most `limit` passages', () => {
    const { passages } = kb.retrieve('Who must sign and date the informed consent form?', 2);
    expect(passages.length).toBeGreaterThan(0);
    expect(passages.length).toBeLessThanOrEqual(2);
    expect(passages[0]!.passage.id).toMatch(/consent/);
    expect(passages[0]!.coverage).toBeGreaterThanOrEqual(MIN_COVERAGE);
  });

  it('tolerates a typo in a longer word and finds words by their stem', () => {
    expect(kb.retrieve('What is a delegaton log?').passages[0]?.passage.id).toBe('e6r3-delegation-log');
    expect(kb.retrieve('investigators reporting serious adverse events').passages[0]?.passage.id).toBe(
      'investigator-sae-reporting',
    );
  });
});
