import { describe, expect, it } from 'vitest';
import { createOfflineEngine } from '../engines/offline';
import { buildKnowledgeIndex } from './build';
import { KB_PASSAGE_COUNT, KB_VERSION } from './index.generated';
import { sourceOf } from './passage';
import { PASSAGES } from './passages';
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
      expect(sourceOf(p).endsWith(` ${p.section}`), p.id).toBe(true);
      expect(p.text.length, p.id).toBeGreaterThan(60);
    }
  });

  it('is loaded from the generated index built from these passages', () => {
    expect(KB_PASSAGE_COUNT).toBe(PASSAGES.length);
    expect(KB_VERSION).toBe(buildKnowledgeIndex(PASSAGES).version);
    expect(knowledgeBase().size).toBe(PASSAGES.length);
    expect(knowledgeBase().version).toBe(KB_VERSION);
  });

  it('labels a source with the document and the section, writing a part number once', () => {
    expect(sourceOf({ document: 'ICH E6(R3)', section: '2.8.7' })).toBe('ICH E6(R3) 2.8.7');
    expect(sourceOf({ document: '21 CFR 312', section: '312.62(b)' })).toBe('21 CFR 312.62(b)');
    expect(sourceOf({ document: '21 CFR 11', section: '11.50, 11.70' })).toBe('21 CFR 11.50, 11.70');
    expect(sourceOf({ document: '21 CFR 56', section: '56' })).toBe('21 CFR 56');
    expect(sourceOf({ document: 'ICH E6(R3) 2.7.2; 21 CFR 312', section: '312.64(b)' })).toBe(
      'ICH E6(R3) 2.7.2; 21 CFR 312.64(b)',
    );
    // A section that is not numbered within the part keeps the part.
    expect(sourceOf({ document: 'EU GMP Annex 11', section: '1–9, 12' })).toBe('EU GMP Annex 11 1–9, 12');
    expect(sourceOf({ document: '21 CFR 820', section: '820' })).toBe('21 CFR 820');
    expect(sourceOf({ document: '21 CFR 8', section: '820.30' })).toBe('21 CFR 8 820.30');
  });

  it('has no source label that repeats a part number or a word', () => {
    for (const p of PASSAGES) {
      const label = sourceOf(p);
      expect(label, p.id).not.toMatch(/(?:^|[\s;,(])(\d+)\s+\1(?![\d\p{L}])/u);
      expect(label, p.id).not.toMatch(/(?<![\p{L}\d])([\p{L}\d]+)\s+\1(?![\p{L}\d])/iu);
    }
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

describe('answers', () => {
  const ALCOA = ['Attributable', 'Legible', 'Contemporaneous', 'Original', 'Accurate'];
  const PLUS = ['Complete', 'Consistent', 'Enduring', 'Available'];

  it.each(['What is ALCOA+?', 'What does ALCOA stand for?', 'What does ALCOA+ add to ALCOA?'])(
    'names the ALCOA and ALCOA+ attributes in the sentences shown for "%s"',
    async (question) => {
      const { response, citations } = await createOfflineEngine().answer(question);
      expect(citations.map((c) => c.id)).toEqual(expect.arrayContaining(['alcoa-principles', 'alcoa-plus']));
      const bullet = (title: string) => response.split('\n').find((line) => line.startsWith(`- **${title}.**`))!;
      const alcoa = bullet('ALCOA: the basic data integrity attributes');
      for (const attribute of ALCOA) expect(alcoa).toContain(attribute);
      const plus = bullet('ALCOA+ and ALCOA++');
      for (const attribute of [...ALCOA, ...PLUS]) expect(plus).toContain(attribute);
    },
  );
});
