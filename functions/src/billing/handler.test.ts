import { describe, expect, it } from 'vitest';
import { callers, invoke, useTestTable } from '../../test/harness';

useTestTable();
for (const name of ['STRIPE_API_BASE', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_SECRET_NAME']) {
  delete process.env[name];
}

/** A deployment without Stripe keys (no STRIPE_* variables here): every call that needs Stripe says so. */
describe('billing without Stripe configured', () => {
  it.each([
    ['POST', '/api/stripe/checkout', { product: 'sop', interval: 'month' }],
    ['POST', '/api/checkout/session', { priceId: 'professional-monthly' }],
    ['POST', '/api/create-subscription', undefined],
  ])('%s %s answers 503 "Checkout is not available yet"', async (method, path, body) => {
    const res = await invoke(method, path, { body, caller: callers.user });
    expect(res.status).toBe(503);
    expect(res.json).toEqual({ error: 'Checkout is not available yet' });
  });

  it('refuses an amount or an unknown product from the browser (400) before anything else', async () => {
    const res = await invoke('POST', '/api/stripe/checkout', {
      body: { product: 'sop', interval: 'month', amount: 1 },
    });
    expect(res.status).toBe(400);
    const unknown = await invoke('POST', '/api/stripe/checkout', { body: { product: 'gold', interval: 'month' } });
    expect(unknown.json!.fields).toEqual({ product: 'Unknown product' });
  });

  it('refuses a webhook delivery it cannot verify with 503, so Stripe delivers it again later', async () => {
    const res = await invoke('POST', '/api/stripe/webhook', {
      rawBody: '{"id":"evt_1"}',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
    });
    expect(res.status).toBe(503);
  });
});
