import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { asProUser, invoke, partition, useTestTable, type Caller } from '../../test/harness';
import { postSigned } from '../services/webhooks/post';
import { RETRY_WINDOW_MS, runWebhookWorker } from './webhookDeliveries';

useTestTable();

/**
 * The receiver's own check, written from the documented scheme only (the developer guide's snippet does the
 * same): HMAC-SHA256 of "<t>.<raw body>" with the endpoint's secret, compared in constant time.
 */
function verifiedSignature(header: string | undefined, body: string, secret: string): boolean {
  const parts = new Map((header ?? '').split(',').map((p) => p.split('=', 2) as [string, string]));
  const expected = createHmac('sha256', secret)
    .update(`${parts.get('t')}.${body}`)
    .digest();
  const given = Buffer.from(parts.get('v1') ?? '', 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

interface Received {
  body: string;
  signature: string | undefined;
}

/** A local receiver on 127.0.0.1 (a free port): answers each request with the next of `answers` (then 200). */
async function receiver(answers: Array<number | 'hang'> = []) {
  const received: Received[] = [];
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ body: Buffer.concat(chunks).toString('utf8'), signature: req.headers['cq-signature'] as string });
      const answer = answers.shift() ?? 200;
      if (answer === 'hang') return; // never answers: the worker's timeout must end the attempt
      res.writeHead(answer, { 'content-type': 'text/plain' }).end(answer === 200 ? 'ok' : 'receiver broke');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const caller = (name: string): Caller => ({ sub: `${name}-worker-sub`, email: `${name}.worker@example.com` });
let closers: Array<() => Promise<void>> = [];

beforeAll(() => {
  process.env.WEBHOOK_ALLOW_LOOPBACK = '1';
});
afterEach(async () => {
  for (const close of closers) await close();
  closers = [];
});
afterAll(() => {
  delete process.env.WEBHOOK_ALLOW_LOOPBACK;
});

async function endpointFor(who: Caller, url: string, events = ['audit.created']) {
  await asProUser(who);
  const res = await invoke('POST', '/api/webhooks', { caller: who, body: { url, events } });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json as { id: string; secret: string };
}

const newAudit = async (who: Caller, title: string) =>
  (await invoke('POST', '/api/audits', { caller: who, body: { title, type: 'pharmacy' } })).json!;

const log = async (who: Caller, endpointId: string) =>
  (await invoke('GET', `/api/webhooks/${endpointId}/deliveries`, { caller: who })).json as unknown as Array<{
    eventId: string;
    type: string;
    attempt: number;
    statusCode: number | null;
    outcome: string;
    error: string | null;
  }>;

const pending = async (who: Caller) =>
  (await partition(`WS#${who.sub}`)).filter((i) => /^WH(OUT|NEW)#/.test(String(i.SK)));

const later = (ms: number) => () => new Date(Date.now() + ms);

describe('the webhook delivery worker', () => {
  it('delivers a signed audit.created that an independent HMAC check accepts, and logs a 200', async () => {
    const hooks = await receiver();
    closers.push(hooks.close);
    const ann = caller('ann');
    const endpoint = await endpointFor(ann, hooks.url);
    const audit = await newAudit(ann, 'Signed delivery');
    await runWebhookWorker();
    expect(hooks.received).toHaveLength(1);
    const [delivery] = hooks.received;
    expect(delivery!.signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(verifiedSignature(delivery!.signature, delivery!.body, endpoint.secret)).toBe(true);
    expect(verifiedSignature(delivery!.signature, `${delivery!.body} `, endpoint.secret)).toBe(false);
    expect(verifiedSignature(delivery!.signature, delivery!.body, 'whsec_other')).toBe(false);
    const payload = JSON.parse(delivery!.body);
    expect(payload).toEqual({
      id: expect.stringMatching(/^evt_/),
      type: 'audit.created',
      createdAt: expect.stringMatching(/Z$/),
      workspaceId: ann.sub,
      data: { audit: expect.objectContaining({ id: audit.id, title: 'Signed delivery' }) },
    });
    expect(await log(ann, endpoint.id)).toEqual([
      {
        eventId: payload.id,
        type: 'audit.created',
        attempt: 1,
        at: expect.stringMatching(/Z$/),
        statusCode: 200,
        outcome: 'delivered',
        error: null,
      },
    ]);
    // Delivered: nothing left in the queue, and a second run sends nothing again.
    expect(await pending(ann)).toEqual([]);
    await runWebhookWorker({ now: later(3_600_000) });
    expect(hooks.received).toHaveLength(1);
  });

  it('retries after a 500 and after a timeout with the same event id and body, backing off between attempts', async () => {
    const hooks = await receiver([500, 'hang', 200]);
    closers.push(hooks.close);
    const ben = caller('ben');
    const endpoint = await endpointFor(ben, hooks.url);
    await newAudit(ben, 'Flaky receiver');
    await runWebhookWorker({ timeoutMs: 500 });
    expect(hooks.received).toHaveLength(1);
    // Not due again yet: the first retry waits 30 s.
    await runWebhookWorker({ timeoutMs: 500 });
    expect(hooks.received).toHaveLength(1);
    await runWebhookWorker({ timeoutMs: 500, now: later(31_000) });
    expect(hooks.received).toHaveLength(2);
    // The second retry waits 60 s after the second attempt.
    await runWebhookWorker({ timeoutMs: 500, now: later(31_000 + 61_000) });
    expect(hooks.received).toHaveLength(3);
    const ids = hooks.received.map((r) => JSON.parse(r.body).id as string);
    expect(new Set(ids).size).toBe(1);
    expect(new Set(hooks.received.map((r) => r.body)).size).toBe(1);
    for (const r of hooks.received) expect(verifiedSignature(r.signature, r.body, endpoint.secret)).toBe(true);
    const attempts = await log(ben, endpoint.id);
    expect(attempts.map(({ attempt, statusCode, outcome }) => ({ attempt, statusCode, outcome }))).toEqual([
      { attempt: 3, statusCode: 200, outcome: 'delivered' },
      { attempt: 2, statusCode: null, outcome: 'retrying' },
      { attempt: 1, statusCode: 500, outcome: 'retrying' },
    ]);
    expect(attempts[1]!.error).toBe('No answer within 500 ms');
    expect(attempts[2]!.error).toBe('HTTP 500: receiver broke');
    expect(new Set(attempts.map((a) => a.eventId))).toEqual(new Set(ids));
  });

  it('gives up 24 hours after the event, logging the last attempt as failed', async () => {
    const hooks = await receiver([500, 500, 500]);
    closers.push(hooks.close);
    const cleo = caller('cleo');
    const endpoint = await endpointFor(cleo, hooks.url);
    await newAudit(cleo, 'Never answered');
    await runWebhookWorker();
    // Just before the window ends, a retry is still made and still scheduled…
    await runWebhookWorker({ now: later(RETRY_WINDOW_MS - 10 * 60_000) });
    // …and the next one, past the window, is the last.
    await runWebhookWorker({ now: later(RETRY_WINDOW_MS + 60_000) });
    expect(hooks.received).toHaveLength(3);
    expect((await log(cleo, endpoint.id)).map((a) => a.outcome)).toEqual(['failed', 'retrying', 'retrying']);
    expect(await pending(cleo)).toEqual([]);
    await runWebhookWorker({ now: later(2 * RETRY_WINDOW_MS) });
    expect(hooks.received).toHaveLength(3);
  });

  it('sends a test event to one endpoint on request, and drops deliveries of a deleted endpoint', async () => {
    const hooks = await receiver();
    closers.push(hooks.close);
    const dan = caller('dan');
    const endpoint = await endpointFor(dan, hooks.url);
    const queued = await invoke('POST', `/api/webhooks/${endpoint.id}/test`, { caller: dan });
    expect(queued.status).toBe(202);
    await runWebhookWorker();
    expect(hooks.received.map((r) => JSON.parse(r.body))).toEqual([
      expect.objectContaining({ id: queued.json!.eventId, type: 'ping', workspaceId: dan.sub }),
    ]);
    await newAudit(dan, 'After delete');
    expect((await invoke('DELETE', `/api/webhooks/${endpoint.id}`, { caller: dan })).status).toBe(200);
    await runWebhookWorker();
    expect(hooks.received).toHaveLength(1);
    expect(await pending(dan)).toEqual([]);
  });

  it('refuses loopback, private and metadata destinations, also behind a name, and logs why (cloud rules)', async () => {
    const hooks = await receiver();
    closers.push(hooks.close);
    const rules = { allowLoopback: false, secret: 'whsec_test' };
    for (const url of ['https://127.0.0.1/hooks', 'https://10.0.0.1/hooks', 'https://169.254.169.254/latest']) {
      expect(await postSigned(url, '{}', rules), url).toEqual({
        statusCode: null,
        error: expect.stringContaining('resolves to a non-public address'),
      });
    }
    // A name whose DNS answer points inside: refused at delivery time, whatever it resolved to at registration.
    for (const inside of ['127.0.0.1', '10.0.0.1', '169.254.169.254', '::1']) {
      const resolve = async () => [inside];
      const result = await postSigned('https://hooks.example.com/cq', '{}', { ...rules, resolve });
      expect(result.error, inside).toBe(`hooks.example.com resolves to a non-public address (${inside})`);
    }
    expect(hooks.received).toEqual([]);

    // Through the worker: an endpoint registered with a public-looking name whose answer has become internal.
    const eve = caller('eve');
    const endpoint = await endpointFor(eve, 'https://hooks.example.com/cq');
    await newAudit(eve, 'Rebound name');
    await runWebhookWorker({ allowLoopback: false, resolve: async () => ['169.254.169.254'] });
    expect(await log(eve, endpoint.id)).toEqual([
      expect.objectContaining({
        attempt: 1,
        statusCode: null,
        outcome: 'retrying',
        error: 'hooks.example.com resolves to a non-public address (169.254.169.254)',
      }),
    ]);
    expect((await invoke('DELETE', `/api/webhooks/${endpoint.id}`, { caller: eve })).status).toBe(200);
  });

  it('connects to the address it checked, not to whatever the name resolves to later', async () => {
    const hooks = await receiver();
    closers.push(hooks.close);
    const port = new URL(hooks.url).port;
    // `rebind.invalid` has no DNS answer at all: only the pinned, checked address can have reached the receiver.
    const result = await postSigned(`http://rebind.invalid:${port}/hooks`, '{"id":"evt_pinned"}', {
      allowLoopback: true,
      secret: 'whsec_pin',
      resolve: async () => ['127.0.0.1'],
    });
    expect(result).toEqual({ statusCode: 200, error: null });
    expect(hooks.received.map((r) => r.body)).toEqual(['{"id":"evt_pinned"}']);
  });
});
