import { describe, expect, it } from 'vitest';
import { awaitingEffectiveDate, downloadsResetOn, libraryAccess, purchaseLive, versionInForce } from './rules';

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

describe('versionInForce', () => {
  const v = (seq: number, status: string, effectiveDate: string | null) => ({ seq, status, effectiveDate });
  const on = (day: string) => new Date(`${day}T12:00:00Z`);
  const history = [v(1, 'superseded', '2026-01-01'), v(2, 'approved', '2026-12-01'), v(3, 'draft', null)];

  it('keeps the version approved before in force until the new one’s effective date, then the new one', () => {
    expect(versionInForce(history, on('2026-11-30'))?.seq).toBe(1);
    expect(versionInForce(history, on('2026-12-01'))?.seq).toBe(2);
    expect(awaitingEffectiveDate(history[1]!, on('2026-11-30'))).toBe(true);
    expect(awaitingEffectiveDate(history[1]!, on('2026-12-01'))).toBe(false);
  });

  it('has none before the first approved version takes effect, and never a draft or one in review', () => {
    expect(versionInForce(history, on('2025-12-31'))).toBeUndefined();
    expect(versionInForce([v(1, 'in_review', null), v(2, 'draft', null)], on('2026-12-01'))).toBeUndefined();
  });
});
