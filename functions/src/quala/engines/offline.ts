import { QUALA_NO_GROUNDED_ANSWER } from '@cq/shared';
import { knowledgeBase, type KnowledgeBase, type Retrieved } from '../knowledge/retrieval';
import { termsOf } from '../knowledge/text';
import { OFFLINE_MODEL, type EngineAnswer, type QualaEngine } from './types';

/** Sentences taken from the best passage, and from each other cited passage. */
const BEST_SENTENCES = 3;
const OTHER_SENTENCES = 2;

/** Splits a passage into sentences (a full stop followed by a capital, a digit or a quote starts a new one). */
export const sentencesOf = (text: string): string[] =>
  text
    .split(/(?<=[.!?])\s+(?=[A-Z0-9"“(])/)
    .map((s) => s.trim())
    .filter(Boolean);

/** A sentence that names nothing itself ('It…', 'These five…'): shown alone it would not say what it is about. */
const LEANS_ON_PREVIOUS = /^(it|its|they|their|them|these|this|those|that|such|both|he|she)\b/i;

/** The chosen sentences' indices, each sentence that leans on the one before preceded by it, in order. */
export function withAntecedents(sentences: readonly string[], chosen: readonly number[]): number[] {
  const indices = new Set<number>();
  for (const index of chosen) {
    // Back to the nearest sentence that stands on its own (a chain of 'It … It …' sentences comes whole).
    let first = index;
    while (first > 0 && LEANS_ON_PREVIOUS.test(sentences[first]!)) first--;
    for (let i = first; i <= index; i++) indices.add(i);
  }
  return [...indices].sort((a, b) => a - b);
}

/**
 * The sentences of a passage that best answer the question, in the passage's own order: each sentence scored by
 * the question terms it contains, weighted like retrieval weighs them; without any match, the opening sentences.
 * A chosen sentence that refers back ('These five attributes…') comes with the sentence it refers to.
 */
function extract(kb: KnowledgeBase, passage: Retrieved, terms: Set<string>, count: number): string {
  const sentences = sentencesOf(passage.passage.text);
  const scored = sentences.map((sentence, index) => ({
    index,
    score: termsOf(sentence)
      .filter((t) => terms.has(t))
      .reduce((sum, t) => sum + kb.weightOf(t), 0),
  }));
  const chosen = scored
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, count)
    .map((s) => s.index);
  const indices = chosen.length ? chosen : sentences.slice(0, count).map((_, i) => i);
  return withAntecedents(sentences, indices)
    .map((i) => sentences[i]!)
    .join(' ');
}

/** The extractive answer: one bullet per cited passage, its title in bold, its best sentences, its marker. */
export function composeAnswer(kb: KnowledgeBase, question: string, retrieved: Retrieved[]): string {
  const terms = new Set(termsOf(question));
  const bullets = retrieved.map(
    (r, i) =>
      `- **${r.passage.title}.** ${extract(kb, r, terms, i === 0 ? BEST_SENTENCES : OTHER_SENTENCES)} [${i + 1}]`,
  );
  return [
    "Here is what Quala's GCP knowledge base says:",
    '',
    ...bullets,
    '',
    'Open a source below to read the full passage, and check the cited regulation or guideline before relying on ' +
      'it for a regulated decision.',
  ].join('\n');
}

export const noGroundedAnswer = (model: string): EngineAnswer => ({
  response: QUALA_NO_GROUNDED_ANSWER,
  citations: [],
  grounded: false,
  model,
});

/**
 * The offline engine (local default, and the fallback when no Bedrock model is configured): retrieval over the
 * knowledge base and an answer composed from the best passages' own sentences, with their citations. Below the
 * relevance threshold it says plainly that it has no grounded answer; it never writes anything the passages do
 * not say.
 */
export function createOfflineEngine(kb: KnowledgeBase = knowledgeBase()): QualaEngine {
  return {
    name: 'offline',
    kbVersion: kb.version,
    async answer(prompt) {
      const { passages } = kb.retrieve(prompt, 3);
      if (passages.length === 0) return noGroundedAnswer(OFFLINE_MODEL);
      return {
        response: composeAnswer(kb, prompt, passages),
        citations: passages.map((r) => r.passage),
        grounded: true,
        model: OFFLINE_MODEL,
      };
    },
  };
}
