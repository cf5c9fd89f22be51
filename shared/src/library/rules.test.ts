import { describe, expect, it } from 'vitest';
import { downloadsResetOn, libraryAccess, purchaseLive } from './rules';

const now = new Date('2026-11-26T10:00:00Z');
const live = { status: 'active', cancelAtPeriodEnd: false, currentPeriodEnd: '2026-12-20T00:00:00Z' };

describe('library access', () => {
  it('opens the library to the SOP Library (no cap) and Professional (capped), not to other products', () => {
    expect(libraryAccess([{ product: 'sop', ...live }], now)).toBe('unlimited');
    expect(libraryAccess([{ product: 'professional', ...live }], now)).toBe('capped');
    expect(
      libraryAccess(
        [
          { product: 'professional', ...live },
          { product: 'sop', ...live },
        ],
        now,
      ),
    ).toBe('unlimited');
    expect(
      libraryAccess(
        [
          { product: 'learn', ...live },
          { product: 'pro', ...live },
        ],
        now,
      ),
    ).toBeNull();
  });

  it('keeps a cancelled purchase until its period ends, even before Stripe says it ended', () => {
    const cancelled = { ...live, cancelAtPeriodEnd: true };
    expect(purchaseLive(cancelled, now)).toBe(true);
    expect(purchaseLive({ ...cancelled, currentPeriodEnd: '2026-11-26T09:59:59Z' }, now)).toBe(false);
    expect(purchaseLive({ ...live, status: 'canceled' }, now)).toBe(false);
    expect(purchaseLive({ ...live, status: 'incomplete' }, now)).toBe(false);
  });

  it('resets downloads on the first day of the next UTC month', () => {
    expect(downloadsResetOn(now)).toBe('2026-12-01');
    expect(downloadsResetOn(new Date('2026-12-31T23:59:59Z'))).toBe('2027-01-01');
  });
});
