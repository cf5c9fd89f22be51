import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  limitReachedMessage,
  NEXT_CURSOR_HEADER,
  QUALA_MESSAGES,
  QUALA_NO_GROUNDED_ANSWER,
  usageMonth,
} from '@cq/shared';
import { store } from '../data/core/store';
import { FAKE_CREDENTIALS, modelJson, startConverseFake, type ConverseReply } from '../../test/converseFake';
import { asProUser, invoke, partition, useTestTable, type Caller } from '../../test/harness';
import '../data/people/usage.entity';

useTestTable();
afterEach(() => {
  vi.unstubAllEnvs();
  vi.useRealTimers();
});

let n = 0;
const freshUser = (): Caller => ({ sub: `quala-${++n}`, email: `quala-${n}@example.com`, givenName: 'Quinn' });
const ask = (caller: Caller, prompt: unknown) => invoke('POST', '/api/quala/chat', { caller, body: { prompt } });
const interactions = async (caller: Caller) =>
  (await partition(`WS#${caller.sub}`)).filter((item) => String(item.SK).startsWith('QUALA#'));
const usage = async (caller: Caller) =>
  (await invoke('GET', '/api/usage/stats', { caller })).json!.qualaInteractions as { used: number; limit: number };
const xp = async (caller: Caller) => (await invoke('GET', '/api/auth/user', { caller })).json!.xpPoints as number;
/** Sets this month's Quala count directly in the data layer (instead of asking 99 questions). */
const seedUsage = (caller: Caller, count: number) =>
  store()
    .usage.update({ workspaceId: caller.sub, month: usageMonth(new Date()) })
    .set({ qualaInteractions: count })
    .go();

const GCP_QUESTION = 'How quickly must an investigator report a serious adverse event to the sponsor?';

describe('POST /api/quala/chat: validation', () => {
  it('refuses a blank, missing, too long or non-text prompt with field messages, storing and counting nothing', async () => {
    const user = freshUser();
    for (const prompt of ['', '   \n\t ', undefined, 42]) {
      const res = await ask(user, prompt);
      expect(res.status, JSON.stringify(prompt)).toBe(400);
      expect(res.json!.fields).toEqual({ prompt: QUALA_MESSAGES.promptRequired });
    }
    const long = await ask(user, 'x'.repeat(2001));
    expect(long.status).toBe(400);
    expect(long.json!.fields).toEqual({ prompt: 'Must be at most 2\u00a0000 characters' });
    const extra = await invoke('POST', '/api/quala/chat', { caller: user, body: { prompt: 'GCP?', context: {} } });
    expect(extra.status).toBe(400);
    expect(await interactions(user)).toEqual([]);
    expect(await usage(user)).toEqual({ used: 0, limit: 100 });
  });

  it('accepts 2000 characters after trimming, and stores the trimmed prompt', async () => {
    const user = freshUser();
    const prompt = `${'GCP audit trail review '.repeat(87)}`.slice(0, 2000);
    const res = await ask(user, `  ${prompt}  `);
    expect(res.status).toBe(200);
    expect(res.json!.prompt).toBe(prompt.trim());
  });

  it('refuses callers without a token', async () => {
    const res = await invoke('POST', '/api/quala/chat', { body: { prompt: GCP_QUESTION } });
    expect(res.status).toBe(401);
  });
});

describe('POST /api/quala/chat: answers', () => {
  it('answers a GCP question with citations (id, source, title, passage), stores it, counts it and gives +10 XP', async () => {
    const user = freshUser();
    const res = await ask(user, GCP_QUESTION);
    expect(res.status).toBe(200);
    const body = res.json!;
    expect(body).toMatchObject({ prompt: GCP_QUESTION, grounded: true, engine: 'offline' });
    expect(body.citations[0]).toMatchObject({
      id: 'investigator-sae-reporting',
      source: 'ICH E6(R3) 2.7.2; 21 CFR 312.64(b)',
      title: 'Investigator reporting of serious adverse events',
    });
    expect(body.citations[0].passage).toContain('immediately');
    expect(body.response).toContain('[1]');

    const [stored] = await interactions(user);
    expect(stored).toMatchObject({
      id: body.id,
      prompt: GCP_QUESTION,
      response: body.response,
      engine: 'offline',
      model: 'knowledge-base',
      grounded: true,
      createdBy: user.sub,
      createdAt: body.createdAt,
    });
    expect(stored!.citations).toEqual(body.citations);
    expect(stored!.latencyMs).toEqual(expect.any(Number));
    expect(stored!.kbVersion).toMatch(/^[0-9a-f]{16}$/);
    expect(await usage(user)).toEqual({ used: 1, limit: 100 });
    expect(await xp(user)).toBe(10);
  });

  it('answers an off-topic question plainly that it has no grounded answer, citing nothing (still an interaction)', async () => {
    const user = freshUser();
    const res = await ask(user, 'What is the capital of France?');
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ grounded: false, citations: [], response: QUALA_NO_GROUNDED_ANSWER });
    expect(await interactions(user)).toHaveLength(1);
    expect(await usage(user)).toEqual({ used: 1, limit: 100 });
  });
});

describe('the Free plan: 100 Quala interactions a month', () => {
  const LIMIT_BODY = { error: limitReachedMessage('qualaInteractions', 100), code: 'LIMIT_REACHED' };

  it('allows the 100th and refuses the 101st with 403 LIMIT_REACHED, storing nothing and giving no XP', async () => {
    const user = freshUser();
    await invoke('GET', '/api/auth/user', { caller: user });
    await seedUsage(user, 99);
    expect((await ask(user, GCP_QUESTION)).status).toBe(200);
    expect(await usage(user)).toEqual({ used: 100, limit: 100 });
    const refused = await ask(user, GCP_QUESTION);
    expect(refused.status).toBe(403);
    expect(refused.json).toEqual(LIMIT_BODY);
    expect(await interactions(user)).toHaveLength(1);
    expect(await usage(user)).toEqual({ used: 100, limit: 100 });
    expect(await xp(user)).toBe(10);
  });

  it('lets exactly the remaining slots through when questions race for them', async () => {
    const user = freshUser();
    await invoke('GET', '/api/auth/user', { caller: user });
    await seedUsage(user, 97);
    const results = await Promise.all(Array.from({ length: 8 }, () => ask(user, GCP_QUESTION)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    for (const r of results.filter((r) => r.status !== 200)) expect(r.json).toEqual(LIMIT_BODY);
    expect(await interactions(user)).toHaveLength(3);
    expect(await usage(user)).toEqual({ used: 100, limit: 100 });
    expect(await xp(user)).toBe(30);
  });

  it('is unlimited on Pro (limit null), still counted', async () => {
    const user = await asProUser(freshUser());
    await seedUsage(user, 250);
    expect((await ask(user, GCP_QUESTION)).status).toBe(200);
    expect(await usage(user)).toEqual({ used: 251, limit: null });
  });
});

describe('the per-user rate limit', () => {
  it('answers the 11th question within a minute with 429 and Retry-After, whatever the client address', async () => {
    // Mid-minute and frozen, so the fixed one-minute window cannot roll over during the test.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T10:00:30.000Z'));
    const user = await asProUser(freshUser());
    for (let i = 0; i < 10; i++) {
      const res = await invoke('POST', '/api/quala/chat', {
        caller: user,
        body: { prompt: GCP_QUESTION },
        sourceIp: `198.51.100.${i + 1}`,
      });
      expect(res.status).toBe(200);
    }
    const limited = await invoke('POST', '/api/quala/chat', {
      caller: user,
      body: { prompt: GCP_QUESTION },
      sourceIp: '198.51.100.99',
    });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['Retry-After'] ?? limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(await interactions(user)).toHaveLength(10);
    // Another user is not limited by this one.
    expect((await ask(freshUser(), GCP_QUESTION)).status).toBe(200);
  });
});

describe('GET /api/quala/history', () => {
  it('lists the caller’s interactions newest first, pages them, and shows nothing of another user’s', async () => {
    const user = freshUser();
    const prompts = ['What is a Form FDA 483?', 'What does ALCOA+ add to ALCOA?', 'What is the capital of France?'];
    const ids: string[] = [];
    for (const prompt of [...prompts, GCP_QUESTION, 'How many members must an IRB have?', 'What is SDV?']) {
      ids.push((await ask(user, prompt)).json!.id as string);
    }
    const all = await invoke('GET', '/api/quala/history', { caller: user });
    expect(all.status).toBe(200);
    expect((all.json as unknown as Array<{ id: string }>).map((e) => e.id)).toEqual([...ids].reverse());
    const [newest] = all.json as unknown as Array<Record<string, unknown>>;
    expect(newest).toEqual({
      id: ids[5],
      prompt: 'What is SDV?',
      response: expect.any(String),
      citations: expect.any(Array),
      grounded: expect.any(Boolean),
      engine: 'offline',
      createdAt: expect.any(String),
    });

    // The chat's newest 5 (spec §9), then the rest with the cursor.
    const page = await invoke('GET', '/api/quala/history', { caller: user, query: { limit: '5' } });
    expect((page.json as unknown as unknown[]).length).toBe(5);
    const cursor = page.headers[NEXT_CURSOR_HEADER];
    expect(cursor).toEqual(expect.any(String));
    const rest = await invoke('GET', '/api/quala/history', { caller: user, query: { limit: '5', cursor: cursor! } });
    expect((rest.json as unknown as Array<{ id: string }>).map((e) => e.id)).toEqual([ids[0]]);
    expect(rest.headers[NEXT_CURSOR_HEADER]).toBeUndefined();

    const other = freshUser();
    expect((await invoke('GET', '/api/quala/history', { caller: other })).json).toEqual([]);
    // Another list's cursor is refused, not read.
    const borrowed = await invoke('GET', '/api/quala/history', { caller: other, query: { cursor: cursor! } });
    expect(borrowed.status).toBe(400);
  });

  it('is part of the user’s data export, newest first', async () => {
    const user = freshUser();
    const first = (await ask(user, 'What is a Form FDA 483?')).json!;
    const second = (await ask(user, GCP_QUESTION)).json!;
    const doc = (await invoke('GET', '/api/me/export', { caller: user })).json!;
    expect(doc.qualaInteractions).toEqual([second, first]);
    const other = freshUser();
    await invoke('GET', '/api/auth/user', { caller: other });
    expect((await invoke('GET', '/api/me/export', { caller: other })).json!.qualaInteractions).toEqual([]);
  });

  it('is empty for a new user', async () => {
    const res = await invoke('GET', '/api/quala/history', { caller: freshUser() });
    expect(res.status).toBe(200);
    expect(res.json).toEqual([]);
  });
});

describe('with the Bedrock engine configured (through the real SDK against a local Converse fake)', () => {
  let next: ConverseReply[] = [];
  let fake: Awaited<ReturnType<typeof startConverseFake>>;
  beforeAll(async () => {
    fake = await startConverseFake(() => next.shift() ?? { error: 'ThrottlingException', status: 429 });
  });
  afterAll(() => fake.close());

  const useBedrock = () => {
    vi.stubEnv('BEDROCK_MODEL_ID', 'anthropic.claude-3-haiku-20240307-v1:0');
    vi.stubEnv('BEDROCK_ENDPOINT', fake.endpoint);
    vi.stubEnv('AWS_ACCESS_KEY_ID', FAKE_CREDENTIALS.accessKeyId);
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', FAKE_CREDENTIALS.secretAccessKey);
  };

  it('stores the model’s grounded answer with engine bedrock', async () => {
    useBedrock();
    next = [{ text: modelJson({ grounded: true, answer: 'Immediately [investigator-sae-reporting].' }) }];
    const user = freshUser();
    const res = await ask(user, GCP_QUESTION);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ engine: 'bedrock', grounded: true, response: 'Immediately [1].' });
    expect(res.json!.citations.map((c: { id: string }) => c.id)).toEqual(['investigator-sae-reporting']);
    const [stored] = await interactions(user);
    expect(stored).toMatchObject({ engine: 'bedrock', model: 'anthropic.claude-3-haiku-20240307-v1:0' });
  });

  it('answers 503 when Bedrock throttles: the failed answer is neither stored nor counted, and earns nothing', async () => {
    useBedrock();
    next = [];
    const user = freshUser();
    await invoke('GET', '/api/auth/user', { caller: user });
    const res = await ask(user, GCP_QUESTION);
    expect(res.status).toBe(503);
    expect(res.json).toEqual({ error: QUALA_MESSAGES.engineUnavailable });
    expect(await interactions(user)).toEqual([]);
    expect(await usage(user)).toEqual({ used: 0, limit: 100 });
    expect(await xp(user)).toBe(0);
  });

  it('answers 503 on malformed model output, with nothing stored', async () => {
    useBedrock();
    next = [{ text: 'SAEs are reported immediately.' }];
    const user = freshUser();
    const res = await ask(user, GCP_QUESTION);
    expect(res.status).toBe(503);
    expect(await interactions(user)).toEqual([]);
  });
});
