import { describe, expect, it } from 'vitest';
import { briefingsAccess, isoWeek } from './rules';

describe('isoWeek', () => {
  it.each([
    ['2026-11-26T13:00:00Z', '2026-W48'],
    ['2026-11-23T00:00:00Z', '2026-W48'], // Monday starts the week
    ['2026-11-22T23:59:59Z', '2026-W47'], // Sunday ends the one before
    ['2027-01-01T12:00:00Z', '2026-W53'], // a Friday: its Thursday is in 2026
    ['2024-12-30T12:00:00Z', '2025-W01'], // a Monday whose Thursday is in 2025
    ['2021-01-03T12:00:00Z', '2020-W53'],
  ])('%s is in %s', (at, week) => {
    expect(isoWeek(new Date(at))).toBe(week);
  });
});

describe('briefingsAccess', () => {
  const now = new Date('2026-11-26T00:00:00Z');
  const purchase = { product: 'alerts', status: 'active', cancelAtPeriodEnd: false, currentPeriodEnd: null };
  it('opens to a live Regulatory Briefings purchase only', () => {
    expect(briefingsAccess([purchase], now)).toBe(true);
    expect(
      briefingsAccess(
        [
          { ...purchase, product: 'sop' },
          { ...purchase, product: 'professional' },
        ],
        now,
      ),
    ).toBe(false);
    expect(briefingsAccess([{ ...purchase, status: 'canceled' }], now)).toBe(false);
  });
  it('lasts until the period end once cancelled', () => {
    const cancelled = { ...purchase, cancelAtPeriodEnd: true, currentPeriodEnd: '2026-12-01T00:00:00Z' };
    expect(briefingsAccess([cancelled], now)).toBe(true);
    expect(briefingsAccess([cancelled], new Date('2026-12-01T00:00:01Z'))).toBe(false);
  });
});
