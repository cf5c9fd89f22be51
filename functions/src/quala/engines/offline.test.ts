import { describe, expect, it } from 'vitest';
import { QUALA_NO_GROUNDED_ANSWER, QUALA_QUICK_PROMPTS } from '@cq/shared';
import { GCP_QUESTIONS, OFF_TOPIC_QUESTIONS } from '../knowledge/questions';
import { createOfflineEngine, sentencesOf, withAntecedents } from './offline';
import { OFFLINE_MODEL } from './types';

const engine = createOfflineEngine();

describe('the offline engine', () => {
  it('answers a GCP question from the passages, with a numbered marker per cited passage', async () => {
    const answer = await engine.answer(
      'How quickly must an investigator report a serious adverse event to the sponsor?',
    );
    expect(answer.grounded).toBe(true);
    expect(answer.model).toBe(OFFLINE_MODEL);
    expect(answer.citations[0]!.id).toBe('investigator-sae-reporting');
    expect(answer.citations.length).toBeLessThanOrEqual(3);
    answer.citations.forEach((passage, i) => {
      expect(answer.response).toContain(`**${passage.title}.**`);
      expect(answer.response).toContain(`[${i + 1}]`);
    });
    expect(answer.response).not.toContain(`[${answer.citations.length + 1}]`);
    expect(answer.response).toContain('reports every serious adverse event (SAE) to the sponsor immediately');
  });

  it('says only what the cited passages say: every answered sentence is one of theirs', async () => {
    const answer = await engine.answer('When can a CAPA be closed, and how do I check effectiveness?');
    const bullets = answer.response.split('\n').filter((line) => line.startsWith('- '));
    expect(bullets).toHaveLength(answer.citations.length);
    bullets.forEach((bullet, i) => {
      const passage = answer.citations[i]!;
      const body = bullet.replace(`- **${passage.title}.** `, '').replace(/ \[\d+\]$/, '');
      for (const sentence of sentencesOf(body)) expect(passage.text).toContain(sentence);
    });
  });

  it('never opens a bullet with a sentence that refers back to one it left out', async () => {
    for (const { question } of GCP_QUESTIONS) {
      const answer = await engine.answer(question);
      const bullets = answer.response.split('\n').filter((line) => line.startsWith('- '));
      bullets.forEach((bullet, i) => {
        const body = bullet.replace(`- **${answer.citations[i]!.title}.** `, '');
        expect(body, `${question} → ${bullet}`).not.toMatch(/^(It|Its|They|Their|These|This|Those|Such)\b/);
      });
    }
  });

  it('brings the sentence a chosen one refers back to, and a chain of them whole', () => {
    const sentences = ['ALCOA names five attributes.', 'These five are the basis.', 'It is old.', 'Records matter.'];
    expect(withAntecedents(sentences, [1])).toEqual([0, 1]);
    expect(withAntecedents(sentences, [2])).toEqual([0, 1, 2]);
    expect(withAntecedents(sentences, [3, 0])).toEqual([0, 3]);
  });

  it('gives the plain no-grounded-answer reply, citing nothing, for off-topic questions', async () => {
    for (const question of OFF_TOPIC_QUESTIONS) {
      expect(await engine.answer(question)).toEqual({
        response: QUALA_NO_GROUNDED_ANSWER,
        citations: [],
        grounded: false,
        model: OFFLINE_MODEL,
      });
    }
    expect(QUALA_NO_GROUNDED_ANSWER).toMatch(/rephras/);
    expect(QUALA_NO_GROUNDED_ANSWER).toMatch(/consultation/);
  });

  it('answers every quick-help prompt of /ask-quala with citations', async () => {
    for (const { label, prompt } of QUALA_QUICK_PROMPTS) {
      const answer = await engine.answer(prompt);
      expect(answer.grounded, label).toBe(true);
      expect(answer.citations.length, label).toBeGreaterThan(0);
    }
  });
});

describe('sentences', () => {
  it('splits on sentence ends, not inside section numbers', () => {
    expect(sentencesOf('See 21 CFR 50.25 first. Then sign it. "Quoted" too.')).toEqual([
      'See 21 CFR 50.25 first.',
      'Then sign it.',
      '"Quoted" too.',
    ]);
  });
});
