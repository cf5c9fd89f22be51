import { describe, expect, it } from 'vitest';
import { FREE_LIMITS } from '@cq/shared';
import { invoke, useTestTable, type Caller } from '../../test/harness';
import { DECLINED_CARD, GOOD_CARD, deliver, signature, useStripeStandIn } from '../../test/stripeStandIn';
import { listOutbox } from '../data/ops/outbox';
import { readTrail } from '../data/trail/trail';

useTestTable();
const stripe = useStripeStandIn();

let n = 0;
const newCaller = (): Caller => {
  n++;
  return { sub: `billing-user-${n}`, email: `billing${n}@example.com`, givenName: 'Bea', familyName: 'Buyer' };
};

const sessionId = (url: string) => url.split('/local-checkout/')[1]!;

async function subscribePro(caller: Caller) {
  const started = await invoke('POST', '/api/create-subscription', { caller });
  expect(started.status, JSON.stringify(started.json)).toBe(200);
  const { clientSecret } = started.json as { clientSecret: string };
  const intent = clientSecret.split('_secret_')[0];
  const paid = await stripe.browser(`v1/payment_intents/${intent}/confirm`, {
    client_secret: clientSecret,
    card: GOOD_CARD,
  });
  expect(paid.status).toBe(200);
  await stripe.settled();
  return started.json as { clientSecret: string; subscriptionId: string };
}

describe('checkout', () => {
  it('starts a Checkout Session for a product and interval the catalogue sells', async () => {
    const res = await invoke('POST', '/api/stripe/checkout', { body: { product: 'sop', interval: 'year' } });
    expect(res.status).toBe(200);
    const url = (res.json as { url: string }).url;
    expect(url).toMatch(new RegExp(`^${stripe.siteUrl}/local-checkout/cs_test_`));
    const session = stripe.standIn.account.session(sessionId(url));
    expect(stripe.standIn.account.price(session.price as string)).toMatchObject({
      lookup_key: 'sop-annual',
      unit_amount: 49900,
    });
    expect(session.success_url).toBe('http://127.0.0.1:5173/checkout/success?session_id={CHECKOUT_SESSION_ID}');
    expect(session.cancel_url).toBe('http://127.0.0.1:5173/checkout/cancel');
  });

  it('refuses a combination that is not sold, and a price id it does not know', async () => {
    const mockMonthly = await invoke('POST', '/api/stripe/checkout', { body: { product: 'mock', interval: 'month' } });
    expect(mockMonthly.status).toBe(400);
    expect(mockMonthly.json).toMatchObject({
      fields: { interval: 'This product is not sold at that billing interval' },
    });
    for (const priceId of ['price_unknown123', 'enterprise-monthly', '4900']) {
      const res = await invoke('POST', '/api/checkout/session', { body: { priceId } });
      expect(res.status, priceId).toBe(400);
      expect(res.json).toEqual({ error: 'Unknown price', fields: { priceId: 'Unknown price' } });
    }
    const amount = await invoke('POST', '/api/checkout/session', {
      body: { priceId: 'professional-monthly', amount: 1 },
    });
    expect(amount.status).toBe(400);
  });

  it('takes the pricing page lookup key or the Stripe id of a catalogue price', async () => {
    const byKey = await invoke('POST', '/api/checkout/session', { body: { priceId: 'professional-monthly' } });
    expect(byKey.status).toBe(200);
    const [price] = stripe.standIn.account.listPrices(['learn-monthly'], true);
    const byId = await invoke('POST', '/api/checkout/session', { body: { priceId: price!.id } });
    expect(byId.status).toBe(200);
    const session = stripe.standIn.account.session(sessionId((byId.json as { url: string }).url));
    expect(session.price).toBe(price!.id);
  });

  it('confirms a paid Checkout from the server and gives the buyer the product', async () => {
    const buyer = newCaller();
    const res = await invoke('POST', '/api/stripe/checkout', { body: { product: 'learn', interval: 'month' } });
    const id = sessionId((res.json as { url: string }).url);
    const before = await invoke('GET', `/api/checkout/session/${id}`);
    expect(before.json).toMatchObject({ status: 'open', paymentStatus: 'unpaid', productName: 'Learning Hub' });

    const paid = await stripe.browser(`checkout/sessions/${id}/pay`, { email: buyer.email, card: GOOD_CARD });
    expect(paid.json.redirectUrl).toBe(`http://127.0.0.1:5173/checkout/success?session_id=${id}`);
    await stripe.settled();

    const after = await invoke('GET', `/api/checkout/session/${id}`);
    expect(after.json).toEqual({
      id,
      status: 'complete',
      paymentStatus: 'paid',
      product: 'learn',
      productName: 'Learning Hub',
      interval: 'month',
      amountCents: 2900,
      email: buyer.email,
    });
    const billing = await invoke('GET', '/api/billing', { caller: buyer });
    expect(billing.json).toMatchObject({
      subscriptionStatus: 'free',
      subscription: null,
      entitlements: [{ product: 'learn', name: 'Learning Hub', interval: 'month', status: 'active' }],
    });
  });

  it('answers 404 for an unknown session and 400 for something that is not a session id', async () => {
    expect((await invoke('GET', '/api/checkout/session/cs_test_doesnotexist')).status).toBe(404);
    expect((await invoke('GET', '/api/checkout/session/evil..id')).status).toBe(400);
  });

  it('declines a declined card with the provider message and changes nothing', async () => {
    const res = await invoke('POST', '/api/stripe/checkout', { body: { product: 'alerts', interval: 'month' } });
    const id = sessionId((res.json as { url: string }).url);
    const declined = await stripe.browser(`checkout/sessions/${id}/pay`, {
      email: 'x@example.com',
      card: DECLINED_CARD,
    });
    expect(declined.status).toBe(402);
    expect(declined.json).toMatchObject({ error: { code: 'card_declined', message: 'Your card was declined.' } });
    expect((await invoke('GET', `/api/checkout/session/${id}`)).json).toMatchObject({ status: 'open' });
  });
});

describe('Pro in the workspace', () => {
  it('subscribes once: one customer, the same open payment on a second call, 409 once active', async () => {
    const caller = newCaller();
    const first = await invoke('POST', '/api/create-subscription', { caller });
    const second = await invoke('POST', '/api/create-subscription', { caller });
    expect(second.json).toEqual(first.json);
    const customers = Object.values(stripe.standIn.account.state.customers).filter((c) => c.email === caller.email);
    expect(customers).toHaveLength(1);

    const { clientSecret } = first.json as { clientSecret: string };
    const intent = clientSecret.split('_secret_')[0];
    const declined = await stripe.browser(`v1/payment_intents/${intent}/confirm`, {
      client_secret: clientSecret,
      card: DECLINED_CARD,
    });
    expect(declined.json).toMatchObject({ error: { message: 'Your card was declined.' } });
    await stripe.settled();
    expect((await invoke('GET', '/api/auth/user', { caller })).json).toMatchObject({ subscriptionStatus: 'free' });

    const paid = await stripe.browser(`v1/payment_intents/${intent}/confirm`, {
      client_secret: clientSecret,
      card: GOOD_CARD,
    });
    expect(paid.json).toMatchObject({ status: 'succeeded' });
    await stripe.settled();
    expect((await invoke('GET', '/api/auth/user', { caller })).json).toMatchObject({
      subscriptionStatus: 'active',
      stripeSubscriptionId: (first.json as { subscriptionId: string }).subscriptionId,
    });
    const again = await invoke('POST', '/api/create-subscription', { caller });
    expect(again.status).toBe(409);
    expect(again.json).toMatchObject({ error: 'Already subscribed' });
  });

  it('lifts the plan limits while Pro is active and returns them when it ends at the period end', async () => {
    const caller = newCaller();
    const { subscriptionId } = await subscribePro(caller);
    expect((await invoke('GET', '/api/usage/stats', { caller })).json).toMatchObject({ audits: { limit: null } });
    for (let i = 0; i <= FREE_LIMITS.audits!; i++) {
      const made = await invoke('POST', '/api/audits', { caller, body: { title: `Pro audit ${i}`, type: 'pharmacy' } });
      expect(made.status).toBe(201);
    }

    const cancel = await invoke('PATCH', '/api/billing/subscription', { caller, body: { cancelAtPeriodEnd: true } });
    expect(cancel.status).toBe(200);
    expect(cancel.json).toMatchObject({
      subscriptionStatus: 'active',
      subscription: { id: subscriptionId, cancelAtPeriodEnd: true },
    });
    const resume = await invoke('PATCH', '/api/billing/subscription', { caller, body: { cancelAtPeriodEnd: false } });
    expect(resume.json).toMatchObject({ subscription: { cancelAtPeriodEnd: false } });
    await invoke('PATCH', '/api/billing/subscription', { caller, body: { cancelAtPeriodEnd: true } });
    await stripe.settled();

    await stripe.browser('test/advance-clock', { days: 32 });
    await stripe.settled();
    const profile = await invoke('GET', '/api/auth/user', { caller });
    expect(profile.json).toMatchObject({ subscriptionStatus: 'free' });
    expect((await invoke('GET', '/api/usage/stats', { caller })).json).toMatchObject({
      audits: { limit: FREE_LIMITS.audits },
    });
    const billing = (await invoke('GET', '/api/billing', { caller })).json as {
      subscription: { status: string };
      invoices: unknown[];
    };
    expect(billing.subscription.status).toBe('canceled');
    expect(billing.invoices).toHaveLength(1);
    const trail = await readTrail('Subscription', subscriptionId);
    expect(trail.map((e) => e.action)).toContain('customer.subscription.deleted');
    expect(trail.at(-1)).toMatchObject({ actor: 'system:stripe', after: { status: 'canceled', plan: 'free' } });
  });

  it('keeps a resume made in the same second as a cancel whose webhook arrives after it', async () => {
    const caller = newCaller();
    const { subscriptionId } = await subscribePro(caller);
    await invoke('PATCH', '/api/billing/subscription', { caller, body: { cancelAtPeriodEnd: true } });
    const cancelEvent = JSON.stringify({
      id: 'evt_late_cancel',
      object: 'event',
      type: 'customer.subscription.updated',
      // Stripe's own clock (the stand-in's, moved on by the test clock above): the second of the cancel.
      created: stripe.standIn.account.now(),
      data: {
        object: {
          ...stripe.standIn.account.render(stripe.standIn.account.subscription(subscriptionId)),
          cancel_at_period_end: true,
        },
      },
    });
    const resumed = await invoke('PATCH', '/api/billing/subscription', { caller, body: { cancelAtPeriodEnd: false } });
    expect(resumed.json).toMatchObject({ subscription: { cancelAtPeriodEnd: false } });
    expect((await deliver(cancelEvent, signature(cancelEvent))).status).toBe(200);
    await stripe.settled();
    expect((await invoke('GET', '/api/billing', { caller })).json).toMatchObject({
      subscriptionStatus: 'active',
      subscription: { cancelAtPeriodEnd: false },
    });
  });

  it('has nothing to cancel without a subscription', async () => {
    const res = await invoke('PATCH', '/api/billing/subscription', {
      caller: newCaller(),
      body: { cancelAtPeriodEnd: true },
    });
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ error: 'No Pro subscription to change' });
  });
});

describe('checkout for a signed-in buyer', () => {
  it("pays as the caller's own Stripe customer and shows the product in their billing", async () => {
    const caller = newCaller();
    // Its own client address: the checkout limit counts per address, and the tests above used theirs.
    const sourceIp = '198.51.100.7';
    const res = await invoke('POST', '/api/billing/checkout', { caller, body: { priceId: 'sop-monthly' }, sourceIp });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const id = sessionId((res.json as { url: string }).url);
    const profile = (await invoke('GET', '/api/auth/user', { caller })).json as { stripeCustomerId: string };
    const session = stripe.standIn.account.session(id);
    expect(session).toMatchObject({ customer: profile.stripeCustomerId, client_reference_id: caller.sub });
    await stripe.browser(`checkout/sessions/${id}/pay`, { email: 'typed@example.com', card: GOOD_CARD });
    await stripe.settled();
    expect((await invoke('GET', `/api/checkout/session/${id}`)).json).toMatchObject({ email: caller.email });
    // "Your receipt has been emailed to <that address>" on /checkout/success is true: our receipt went there.
    const receipts = (await listOutbox(100)).filter((m) => m.subject.startsWith('Your Clarity Clinical QA receipt:'));
    expect(receipts.filter((m) => m.to.includes(caller.email))).toHaveLength(1);
    expect(receipts.filter((m) => m.to.includes('typed@example.com'))).toHaveLength(0);
    const billing = await invoke('GET', '/api/billing', { caller });
    expect(billing.json).toMatchObject({ entitlements: [{ product: 'sop', status: 'active' }] });
    const both = await invoke('POST', '/api/billing/checkout', {
      caller,
      body: { product: 'mock', interval: 'quarter' },
      sourceIp,
    });
    expect(both.status).toBe(200);
    const bad = await invoke('POST', '/api/billing/checkout', { caller, body: { amount: 100 }, sourceIp });
    expect(bad.status).toBe(400);
  });
});
