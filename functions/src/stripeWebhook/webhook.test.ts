import fc from 'fast-check';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { db, tableName } from '../data/core/client';
import { invoke, useTestTable, type Caller } from '../../test/harness';
import { GOOD_CARD, deliver, signature, useStripeStandIn } from '../../test/stripeStandIn';
import { readTrail } from '../data/trail/trail';
import { getSubscription } from '../data/billing/billing';

useTestTable();
const stripe = useStripeStandIn();

let n = 0;
const newCaller = (): Caller => ({ sub: `hook-user-${++n}`, email: `hook${n}@example.com` });

/** A Pro subscription made through the API and paid on the stand-in; its events delivered. */
async function proSubscription(caller: Caller) {
  const started = (await invoke('POST', '/api/create-subscription', { caller })).json as {
    clientSecret: string;
    subscriptionId: string;
  };
  await stripe.browser(`v1/payment_intents/${started.clientSecret.split('_secret_')[0]}/confirm`, {
    client_secret: started.clientSecret,
    card: GOOD_CARD,
  });
  await stripe.settled();
  return started.subscriptionId;
}

/** An event about a subscription as it stands on the stand-in, with our own changes and time. */
function subscriptionEvent(id: string, subscriptionId: string, created: number, change: Record<string, unknown>) {
  const sub = stripe.standIn.account.render(stripe.standIn.account.subscription(subscriptionId));
  return JSON.stringify({
    id,
    object: 'event',
    type: 'customer.subscription.updated',
    created,
    data: { object: { ...sub, ...change } },
  });
}

/** A signature made with another endpoint's secret, or with this one but six minutes ago. */
const signature_ = (payload: string, otherSecret: boolean) =>
  otherSecret
    ? signature(payload, undefined, 'whsec_not_this_endpoint')
    : signature(payload, Math.floor(Date.now() / 1000) - 360);

const plan = async (caller: Caller) =>
  ((await invoke('GET', '/api/auth/user', { caller })).json as { subscriptionStatus: string }).subscriptionStatus;

describe('POST /api/stripe/webhook', () => {
  it('refuses a forged, a missing or a stale signature with 400 and no detail', async () => {
    const payload = JSON.stringify({
      id: 'evt_forged',
      object: 'event',
      type: 'invoice.paid',
      created: 1,
      data: { object: {} },
    });
    const forged = await deliver(payload, signature(payload, undefined, 'whsec_someone_else'));
    const missing = await deliver(payload, undefined);
    const stale = await deliver(payload, signature(payload, Math.floor(Date.now() / 1000) - 301));
    const altered = await deliver(payload.replace('invoice.paid', 'invoice.payment_failed'), signature(payload));
    for (const res of [forged, missing, stale, altered]) {
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ error: 'Invalid webhook request' });
    }
    const fresh = await deliver(payload, signature(payload, Math.floor(Date.now() / 1000) - 290));
    expect(fresh.status).toBe(200);
  });

  it('acknowledges an event type it does not handle and stores nothing for it', async () => {
    const payload = JSON.stringify({
      id: 'evt_other',
      object: 'event',
      type: 'customer.created',
      created: 1,
      data: { object: { id: 'cus_1' } },
    });
    const res = await deliver(payload, signature(payload));
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ received: true });
  });

  it('takes a signed event of up to 512 KB (Stripe sends large ones), and refuses a bigger body with 413', async () => {
    const event = (bytes: number) =>
      JSON.stringify({
        id: `evt_large_${bytes}`,
        object: 'event',
        type: 'customer.created',
        created: 1,
        data: { object: { id: 'cus_large', description: 'x'.repeat(bytes) } },
      });
    // Well over the 64 KB cap of the other routes, under the webhook's own.
    const large = event(400 * 1024);
    const res = await deliver(large, signature(large));
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ received: true });
    const tooLarge = event(512 * 1024);
    const refused = await deliver(tooLarge, signature(tooLarge));
    expect(refused.status).toBe(413);
    expect(refused.json).toEqual({ error: 'Request body is too large (limit 512 KB)' });
  });

  it('applies a replayed event once', async () => {
    const caller = newCaller();
    const subscriptionId = await proSubscription(caller);
    const entries = (await readTrail('Subscription', subscriptionId)).length;
    const created = Math.floor(Date.now() / 1000) + 5;
    const payload = subscriptionEvent('evt_replayed', subscriptionId, created, { status: 'past_due' });
    for (let i = 0; i < 3; i++) expect((await deliver(payload, signature(payload))).status).toBe(200);
    expect(await plan(caller)).toBe('past_due');
    expect((await readTrail('Subscription', subscriptionId)).length).toBe(entries + 1);
  });

  it('never lets an older event overwrite a newer state', async () => {
    const caller = newCaller();
    const subscriptionId = await proSubscription(caller);
    const now = Math.floor(Date.now() / 1000) + 100;
    const newer = subscriptionEvent('evt_newer', subscriptionId, now + 10, {
      status: 'active',
      cancel_at_period_end: true,
    });
    const older = subscriptionEvent('evt_older', subscriptionId, now, {
      status: 'past_due',
      cancel_at_period_end: false,
    });
    expect((await deliver(newer, signature(newer))).status).toBe(200);
    expect((await deliver(older, signature(older))).status).toBe(200);
    expect(await plan(caller)).toBe('active');
    expect(await getSubscription(subscriptionId)).toMatchObject({
      status: 'active',
      cancelAtPeriodEnd: true,
      lastEventAt: now + 10,
    });

    // Same second: the later stage of a subscription's life wins, whichever comes first.
    const canceled = subscriptionEvent('evt_canceled', subscriptionId, now + 20, { status: 'canceled' });
    const active = subscriptionEvent('evt_active_same_second', subscriptionId, now + 20, { status: 'active' });
    await deliver(canceled, signature(canceled));
    await deliver(active, signature(active));
    expect(await plan(caller)).toBe('free');
  });

  it('answers 5xx when processing fails, so Stripe retries, and applies the retry exactly once', async () => {
    const caller = newCaller();
    const subscriptionId = await proSubscription(caller);
    const entries = (await readTrail('Subscription', subscriptionId)).length;
    const payload = subscriptionEvent('evt_retry', subscriptionId, Math.floor(Date.now() / 1000) + 200, {
      status: 'unpaid',
    });
    const table = process.env.TABLE_NAME!;
    process.env.TABLE_NAME = `${table}_missing`;
    const failed = await deliver(payload, signature(payload)).finally(() => (process.env.TABLE_NAME = table));
    expect(failed.status).toBeGreaterThanOrEqual(500);
    expect(await plan(caller)).toBe('active');
    const retried = await deliver(payload, signature(payload));
    const again = await deliver(payload, signature(payload));
    expect([retried.status, again.status]).toEqual([200, 200]);
    expect(await plan(caller)).toBe('past_due');
    expect((await readTrail('Subscription', subscriptionId)).length).toBe(entries + 1);
  });

  it('moves a user through active → past_due → free with invoice and subscription events from the stand-in', async () => {
    const caller = newCaller();
    const subscriptionId = await proSubscription(caller);
    expect(await plan(caller)).toBe('active');
    // The renewal fails: the saved card is replaced by one that is declined.
    const sub = stripe.standIn.account.subscription(subscriptionId);
    sub.card = { ...GOOD_CARD, number: '4000000000000002' };
    await stripe.browser('test/advance-clock', { days: 32 });
    await stripe.settled();
    expect(await plan(caller)).toBe('past_due');
    const types = stripe.standIn.webhooks.deliveries.filter((d) => d.delivered).map((d) => d.type);
    expect(types).toContain('invoice.payment_failed');
    stripe.standIn.account.cancelSubscription(subscriptionId);
    await stripe.settled();
    expect(await plan(caller)).toBe('free');
  });

  it('answers 400 without detail and writes nothing for 300 generated deliveries without a valid signature', async () => {
    const state = async () => {
      const out = await db().send(new ScanCommand({ TableName: tableName() }));
      return (out.Items ?? []).map((i) => JSON.stringify(i, Object.keys(i).sort())).sort();
    };
    const before = await state();
    const now = Math.floor(Date.now() / 1000);
    const event = fc.record({
      id: fc.oneof(fc.string(), fc.constant('evt_fuzz')),
      object: fc.constant('event'),
      type: fc.constantFrom('customer.subscription.updated', 'invoice.paid', 'checkout.session.completed', 'x'),
      created: fc.integer(),
      data: fc.record({ object: fc.jsonValue() }),
    });
    const payload = fc.oneof(
      event.map((e) => JSON.stringify(e)),
      fc.json(),
      fc.string({ maxLength: 2000 }),
      fc.constant(''),
    );
    const header = fc.oneof(
      fc.constant(undefined),
      fc.string({ maxLength: 300 }),
      // Well-formed headers with the wrong secret, an old timestamp, or a v1 of random hex.
      fc
        .tuple(
          fc.integer({ min: now - 10_000, max: now + 10_000 }),
          fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength: 64, maxLength: 64 }),
        )
        .map(([t, v1]) => `t=${t},v1=${v1}`),
      fc.constant('forged'),
    );
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(payload, header, fc.boolean(), async (body, sig, signWithOtherSecret) => {
        const signature = sig === 'forged' ? signature_(body, signWithOtherSecret) : (sig as string | undefined);
        const res = await deliver(body, signature);
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        expect(res.status).toBe(400);
        // No detail: the webhook's one refusal, or the JSON layer's for a body that is not JSON at all.
        expect(Object.keys(res.json ?? {})).toEqual(['error']);
        expect(['Invalid webhook request', 'Request body must be valid JSON']).toContain(res.json?.error);
      }),
      { numRuns: 300 },
    );
    expect([...statuses.keys()]).toEqual([400]);
    expect(await state()).toEqual(before);
  });
});
