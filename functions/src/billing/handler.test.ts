import { describe, expect, it } from 'vitest';
import { invoke, useTestTable } from '../../test/harness';

useTestTable();

describe('checkout until billing lands', () => {
  it.each([
    ['/api/stripe/checkout', { product: 'sop', interval: 'month' }],
    ['/api/checkout/session', { priceId: 'price_professional_monthly' }],
  ])('POST %s answers 503 "Checkout is not available yet"', async (path, body) => {
    const res = await invoke('POST', path, { body });
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
});
