import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, jsonResponse, stubFetch, stubLocation, storeFakeSession } from '@/test/browser';
import { startPlanCheckout, startProductCheckout } from './checkout';

const STRIPE_URL = 'https://checkout.example/cs_test_1';

describe('checkout', () => {
  let location: ReturnType<typeof stubLocation>;
  beforeEach(() => {
    window.localStorage.clear();
    location = stubLocation('http://localhost:3000/pricing');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('buys as a visitor through the public calls', async () => {
    const fetchMock = stubFetch(() => jsonResponse({ url: STRIPE_URL }));
    await startProductCheckout({ product: 'sop', interval: 'year' });
    await startPlanCheckout('professional-monthly');
    expect(callsTo(fetchMock, '/api/stripe/checkout').map((c) => c.body)).toEqual([
      { product: 'sop', interval: 'year' },
    ]);
    expect(callsTo(fetchMock, '/api/checkout/session').map((c) => c.body)).toEqual([
      { priceId: 'professional-monthly' },
    ]);
    expect(callsTo(fetchMock, '/api/billing/checkout')).toEqual([]);
    expect(location.assign).toHaveBeenCalledTimes(2);
    expect(location.assign).toHaveBeenCalledWith(STRIPE_URL);
  });

  it("buys on a signed-in buyer's own account, with their token", async () => {
    const { idToken } = storeFakeSession('buyer');
    const fetchMock = stubFetch(() => jsonResponse({ url: STRIPE_URL }));
    await startPlanCheckout('professional-monthly');
    const [call] = callsTo(fetchMock, '/api/billing/checkout');
    expect(call?.body).toEqual({ priceId: 'professional-monthly' });
    expect(new Headers(call?.init.headers).get('Authorization')).toBe(`Bearer ${idToken}`);
    expect(callsTo(fetchMock, '/api/checkout/session')).toEqual([]);
    expect(location.assign).toHaveBeenCalledWith(STRIPE_URL);
  });

  it('falls back to the public call when the stored session is over (401)', async () => {
    storeFakeSession('expired');
    const fetchMock = stubFetch((url) =>
      url === '/api/billing/checkout'
        ? jsonResponse({ message: 'Unauthorized' }, 401)
        : jsonResponse({ url: STRIPE_URL }),
    );
    await startProductCheckout({ product: 'learn', interval: 'month' });
    expect(callsTo(fetchMock, '/api/stripe/checkout')).toHaveLength(1);
    expect(location.assign).toHaveBeenCalledWith(STRIPE_URL);
  });
});
