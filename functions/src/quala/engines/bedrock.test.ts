import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { QUALA_MESSAGES, QUALA_NO_GROUNDED_ANSWER } from '@cq/shared';
import { UnavailableError } from '../../domain/errors';
import { FAKE_CREDENTIALS, modelJson, startConverseFake, type ConverseReply } from '../../../test/converseFake';
import { knowledgeBase } from '../knowledge/retrieval';
import { createBedrockEngine, parseModelReply, resolveCitations, SYSTEM_PROMPT } from './bedrock';

/**
 * The Bedrock engine through the real SDK (`@aws-sdk/client-bedrock-runtime`, ConverseCommand) against a local
 * HTTP fake of the Converse endpoint: the request it sends, and what it makes of each kind of answer.
 */
const MODEL = 'anthropic.claude-3-haiku-20240307-v1:0';
const QUESTION = 'How quickly must an investigator report a serious adverse event to the sponsor?';

let next: ConverseReply[] = [];
const fake = await startConverseFake(() => next.shift() ?? { error: 'InternalServerException', status: 500 });
afterAll(() => fake.close());
beforeEach(() => {
  next = [];
  fake.calls.length = 0;
});

const engine = (options: { maxAttempts?: number; timeoutMs?: number } = {}) =>
  createBedrockEngine({
    modelId: MODEL,
    region: 'us-east-1',
    endpoint: fake.endpoint,
    credentials: FAKE_CREDENTIALS,
    maxAttempts: 1,
    ...options,
  });

const retrievedIds = (question: string) =>
  knowledgeBase()
    .retrieve(question, 5)
    .passages.map((r) => r.passage.id);
let ids: string[] = [];
beforeAll(() => {
  ids = retrievedIds(QUESTION);
  expect(ids).toContain('investigator-sae-reporting');
});

describe('the Converse request', () => {
  it('sends the model id, a system prompt confining answers to clinical QA and asking for citations, the retrieved passages and a token cap, signed with SigV4', async () => {
    next.push({
      text: modelJson({ grounded: true, answer: 'Immediately [investigator-sae-reporting].' }),
    });
    await engine().answer(QUESTION);
    expect(fake.calls).toHaveLength(1);
    const [call] = fake.calls;
    expect(call!.modelId).toBe(MODEL);
    expect(call!.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIDFAKEQUALA\/\d{8}\/us-east-1\/bedrock\//);
    expect(call!.body.system).toEqual([{ text: SYSTEM_PROMPT }]);
    expect(SYSTEM_PROMPT).toMatch(/clinical research quality assurance/);
    expect(SYSTEM_PROMPT).toMatch(/cite the passage .* by its id/);
    expect(call!.body.inferenceConfig).toEqual({ maxTokens: 1024, temperature: 0.2 });
    const user = call!.body.messages![0]!;
    expect(user.role).toBe('user');
    const text = user.content[0]!.text!;
    for (const id of ids) expect(text).toContain(`<passage id="${id}"`);
    expect(text).toContain('source="ICH E6(R3) 2.7.2; 21 CFR 312.64(b)"');
    expect(text.endsWith(`Question:\n${QUESTION}`)).toBe(true);
  });

  it('does not call the model at all when nothing relevant is retrieved', async () => {
    const answer = await engine().answer('What is the capital of France?');
    expect(fake.calls).toHaveLength(0);
    expect(answer).toEqual({ response: QUALA_NO_GROUNDED_ANSWER, citations: [], grounded: false, model: MODEL });
  });
});

describe('the answer', () => {
  it('returns the cited passages in order of mention and numbers the markers', async () => {
    next.push({
      text:
        'Here you go:\n```json\n' +
        modelJson({
          grounded: true,
          answer:
            'Report every SAE to the sponsor immediately [investigator-sae-reporting]. ' +
            'Include a causality assessment [investigator-sae-reporting, ' +
            `${ids.find((id) => id !== 'investigator-sae-reporting')}].`,
          citations: ['investigator-sae-reporting'],
        }) +
        '\n```',
    });
    const answer = await engine().answer(QUESTION);
    expect(answer.grounded).toBe(true);
    expect(answer.model).toBe(MODEL);
    expect(answer.citations.map((p) => p.id)).toEqual([
      'investigator-sae-reporting',
      ids.find((id) => id !== 'investigator-sae-reporting'),
    ]);
    expect(answer.response).toBe(
      'Report every SAE to the sponsor immediately [1]. Include a causality assessment [1][2].',
    );
  });

  it('drops a cited id that was not retrieved (and its marker), keeping the valid ones', async () => {
    next.push({
      text: modelJson({
        grounded: true,
        answer: 'Immediately [investigator-sae-reporting]. Also see [made-up-passage] and [cfr56-irb-membership].',
        citations: ['made-up-passage'],
      }),
    });
    const answer = await engine().answer(QUESTION);
    expect(answer.citations.map((p) => p.id)).toEqual(['investigator-sae-reporting']);
    expect(answer.response).toBe('Immediately [1]. Also see and.');
  });

  it('gives the no-grounded-answer reply when every cited id is one that was not retrieved', async () => {
    next.push({
      text: modelJson({ grounded: true, answer: 'Within a week [invented-id].', citations: ['invented-id'] }),
    });
    const answer = await engine().answer(QUESTION);
    expect(answer).toMatchObject({ grounded: false, citations: [], response: QUALA_NO_GROUNDED_ANSWER });
  });

  it('gives the no-grounded-answer reply when the model says the passages do not support an answer', async () => {
    next.push({ text: modelJson({ grounded: false, answer: '' }) });
    const answer = await engine().answer(QUESTION);
    expect(answer).toMatchObject({ grounded: false, citations: [], response: QUALA_NO_GROUNDED_ANSWER });
  });
});

describe('failures become UnavailableError (503, not counted)', () => {
  const fails = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(UnavailableError);
    expect((error as Error).message).toBe(QUALA_MESSAGES.engineUnavailable);
  };

  it('on throttling, after the SDK has retried', async () => {
    next.push(
      { error: 'ThrottlingException', status: 429, message: 'Too many requests' },
      { error: 'ThrottlingException', status: 429, message: 'Too many requests' },
    );
    await fails(engine({ maxAttempts: 2 }).answer(QUESTION));
    expect(fake.calls).toHaveLength(2);
  });

  it('answers when a throttled first attempt succeeds on retry', async () => {
    next.push(
      { error: 'ThrottlingException', status: 429 },
      { text: modelJson({ grounded: true, answer: 'Immediately [investigator-sae-reporting].' }) },
    );
    const answer = await engine({ maxAttempts: 2 }).answer(QUESTION);
    expect(answer.grounded).toBe(true);
    expect(fake.calls).toHaveLength(2);
  });

  it('on a model error', async () => {
    next.push({ error: 'ModelErrorException', status: 424, message: 'The model failed' });
    await fails(engine().answer(QUESTION));
  });

  it('on malformed output: not JSON, the wrong shape, or cut off at max tokens', async () => {
    next.push({ text: 'Sure! SAEs go to the sponsor immediately.' });
    await fails(engine().answer(QUESTION));
    next.push({ text: JSON.stringify({ answer: 42, grounded: 'yes' }) });
    await fails(engine().answer(QUESTION));
    next.push({ text: '{"grounded": true, "answer": "Immediately [investigator-sae', stopReason: 'max_tokens' });
    await fails(engine().answer(QUESTION));
  });

  it('on a timeout', async () => {
    next.push({ hang: true });
    await fails(engine({ timeoutMs: 300 }).answer(QUESTION));
  });
});

describe('parsing', () => {
  it('reads a bare reply, a fenced one and one with text around it; refuses anything else', () => {
    const reply = { grounded: true, answer: 'A [x].', citations: ['x'] };
    expect(parseModelReply(JSON.stringify(reply))).toEqual(reply);
    expect(parseModelReply('```json\n' + JSON.stringify(reply) + '\n```')).toEqual(reply);
    expect(parseModelReply('Answer: ' + JSON.stringify({ grounded: false, answer: '' }))).toEqual({
      grounded: false,
      answer: '',
      citations: [],
    });
    expect(parseModelReply('no json')).toBeNull();
    expect(parseModelReply('{"grounded": true')).toBeNull();
  });

  it('resolves citations against the retrieved set only', () => {
    const kb = knowledgeBase();
    const retrieved = [kb.passage('alcoa-plus')!, kb.passage('alcoa-principles')!];
    const resolved = resolveCitations(
      {
        grounded: true,
        answer: 'ALCOA+ adds four [alcoa-plus; alcoa-principles]; see [part11-training].',
        citations: [],
      },
      retrieved,
    );
    expect(resolved).toEqual({
      response: 'ALCOA+ adds four [1][2]; see.',
      citations: retrieved,
      rejected: ['part11-training'],
    });
  });
});
