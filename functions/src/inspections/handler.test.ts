import { describe, expect, it } from 'vitest';
import { SITE } from '@cq/shared';
import { BOOKING_MESSAGES } from '@cq/shared/mock/schemas';
import { callers, invoke, useTestTable, type Caller } from '../../test/harness';
import { GOOD_CARD, useStripeStandIn } from '../../test/stripeStandIn';
import { subscriptionsOfBuyer } from '../data/billing/billing';
import { listOutbox } from '../data/ops/outbox';
import { stripe as stripeClient } from '../services/billing/client';

useTestTable();
const stripe = useStripeStandIn();

let n = 0;
const newCaller = (): Caller => {
  n++;
  return { sub: `mock-${n}`, email: `Mock.Buyer${n}@example.com`, givenName: 'Ida', familyName: `Buyer${n}` };
};

/** Buys a catalogue price as a visitor paying with the caller's e-mail (the entitlement rule). */
async function buy(caller: Caller, priceId: 'mock-quarterly' | 'learn-monthly' | 'professional-monthly') {
  const res = await invoke('POST', '/api/checkout/session', { body: { priceId }, sourceIp: `198.51.100.${n + 120}` });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  const id = (res.json as { url: string }).url.split('/local-checkout/')[1]!;
  const paid = await stripe.browser(`checkout/sessions/${id}/pay`, { email: caller.email, card: GOOD_CARD });
  expect(paid.status).toBe(200);
  await stripe.settled();
}

async function subscriber() {
  const caller = newCaller();
  await buy(caller, 'mock-quarterly');
  return caller;
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const form = (site = 'Riverside Clinical Research') => ({
  site,
  earliest: day(14),
  latest: day(40),
  scope: 'Rehearse a BIMO inspection of our phase II oncology study: consent, IP accountability and the ISF.',
  inspectionType: 'fda-bimo',
});
const book = (caller: Caller, body: unknown = form()) => invoke('POST', '/api/mock-inspections', { caller, body });
const list = (caller: Caller) => invoke('GET', '/api/mock-inspections', { caller });

const REFUSAL = {
  error: 'This needs the Mock Inspection Program subscription',
  code: 'SUBSCRIPTION_REQUIRED',
  buyUrl: '/subscriptions',
};

describe('booking', () => {
  it('books the quarter for a subscriber (201), lists it as new, and tells the team', async () => {
    const caller = await subscriber();
    const res = await book(caller);
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    const [sub] = await subscriptionsOfBuyer(caller.email);
    const created = res.json as Record<string, unknown>;
    expect(created).toEqual({
      id: expect.any(String),
      createdAt: expect.any(String),
      periodEnd: sub!.currentPeriodEnd,
      ...form(),
      status: 'new',
    });
    const listed = await list(caller);
    expect(listed.status).toBe(200);
    expect(listed.json).toEqual([created]);
    const mails = (await listOutbox(200)).filter((m) => m.text.includes(created.id as string));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      to: [SITE.teamMailbox],
      subject: 'Paid mock inspection booked by Riverside Clinical Research',
    });
    expect(mails[0]!.text).toMatch(/Inspection type: +FDA BIMO/);
  });

  it('refuses a second booking in the same paid quarter (409) with when the next one opens', async () => {
    const caller = await subscriber();
    expect((await book(caller)).status).toBe(201);
    const [sub] = await subscriptionsOfBuyer(caller.email);
    const nextOn = sub!.currentPeriodEnd!.slice(0, 10);
    const again = await book(caller, form('Another site'));
    expect(again.status).toBe(409);
    expect(again.json).toEqual({
      error: `You have already booked this quarter's mock inspection. You can book the next one from ${nextOn}.`,
      code: 'ALREADY_BOOKED',
      nextOn,
    });
    expect((await list(caller)).json).toHaveLength(1);
  });

  it('allows one booking only when two arrive together', async () => {
    const caller = await subscriber();
    const results = await Promise.all([book(caller), book(caller, form('Second site'))]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect((await list(caller)).json).toHaveLength(1);
  });

  it('opens a new booking once the subscription renews (the test clock)', async () => {
    const caller = await subscriber();
    expect((await book(caller)).status).toBe(201);
    await stripe.browser('test/advance-clock', { days: 93 });
    await stripe.settled();
    const [sub] = await subscriptionsOfBuyer(caller.email);
    const renewed = await book(caller, form('Next quarter site'));
    expect(renewed.status, JSON.stringify(renewed.json)).toBe(201);
    expect(renewed.json).toMatchObject({ periodEnd: sub!.currentPeriodEnd });
    const all = (await list(caller)).json as Array<{ site: string }>;
    expect(all.map((b) => b.site)).toEqual(['Next quarter site', 'Riverside Clinical Research']);
  });

  it('answers bad input with 400 and the form messages', async () => {
    const caller = await subscriber();
    const res = await book(caller, { site: ' ', earliest: day(-1), latest: day(-3), scope: '', inspectionType: 'x' });
    expect(res.status).toBe(400);
    const text = JSON.stringify(res.json);
    for (const message of [
      BOOKING_MESSAGES.siteRequired,
      BOOKING_MESSAGES.scopeRequired,
      BOOKING_MESSAGES.typeRequired,
    ])
      expect(text).toContain(message);
    const dates = await book(caller, { ...form(), earliest: day(-1), latest: day(-3) });
    expect(dates.status).toBe(400);
    expect(JSON.stringify(dates.json)).toContain(BOOKING_MESSAGES.earliestPast);
    expect(JSON.stringify(dates.json)).toContain(BOOKING_MESSAGES.latestBeforeEarliest);
    const format = await book(caller, { ...form(), earliest: '14/12/2030' });
    expect(JSON.stringify(format.json)).toContain(BOOKING_MESSAGES.earliestInvalid);
    expect((await list(caller)).json).toEqual([]);
  });
});

describe('access', () => {
  it('refuses both routes without the Mock Inspection Program (nothing bought, Learning Hub, Professional)', async () => {
    const none = newCaller();
    const learner = newCaller();
    await buy(learner, 'learn-monthly');
    const professional = newCaller();
    await buy(professional, 'professional-monthly');
    for (const caller of [none, learner, professional]) {
      for (const res of [await list(caller), await book(caller)]) {
        expect(res.status).toBe(403);
        expect(res.json).toEqual(REFUSAL);
      }
    }
  });

  it('keeps access after a cancel until the period ends, then refuses it (the test clock)', async () => {
    const caller = await subscriber();
    const [sub] = await subscriptionsOfBuyer(caller.email);
    await (await stripeClient()).subscriptions.update(sub!.subscriptionId, { cancel_at_period_end: true });
    await stripe.settled();
    expect((await list(caller)).status).toBe(200);
    await stripe.browser('test/advance-clock', { days: 93 });
    await stripe.settled();
    const after = await book(caller);
    expect(after.status).toBe(403);
    expect(after.json).toEqual(REFUSAL);
  });

  it('never shows one subscriber another subscriber’s booking', async () => {
    const [a, b] = [await subscriber(), await subscriber()];
    expect((await book(a)).status).toBe(201);
    expect((await list(b)).json).toEqual([]);
  });
});

describe('staff inbox', () => {
  it('lists the booking under kind mock with its fields; a status move shows to the subscriber', async () => {
    const caller = await subscriber();
    const { id } = (await book(caller)).json as { id: string };
    const inbox = await invoke('GET', '/api/admin/leads', { caller: callers.admin, query: { kind: 'mock' } });
    expect(inbox.status).toBe(200);
    const lead = (inbox.json as Array<Record<string, any>>).find((l) => l.id === id);
    expect(lead).toMatchObject({
      kind: 'mock',
      email: caller.email,
      company: 'Riverside Clinical Research',
      status: 'new',
      version: 1,
      fields: { site: 'Riverside Clinical Research', inspection_type: 'FDA BIMO', earliest: day(14), latest: day(40) },
    });
    const csv = await invoke('GET', '/api/admin/leads/export', { caller: callers.admin, query: { kind: 'mock' } });
    expect(csv.status).toBe(200);
    expect(csv.raw.toString()).toContain('Paid — mock inspection');
    expect(csv.raw.toString()).toContain('inspection_type');
    const moved = await invoke('PATCH', `/api/admin/leads/${id}`, {
      caller: callers.admin,
      body: { version: 1, status: 'qualified', note: 'Confirmed for the 3rd' },
    });
    expect(moved.status, JSON.stringify(moved.json)).toBe(200);
    expect((await list(caller)).json).toEqual([expect.objectContaining({ id, status: 'qualified' })]);
  });
});
