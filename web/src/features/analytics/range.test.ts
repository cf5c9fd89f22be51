import { describe, expect, it } from 'vitest';
import { freeRange, lastTwelveMonths } from './range';

describe('analytics ranges', () => {
  it('defaults to the last 12 calendar months (UTC), and Free to the last 30 days', () => {
    const now = new Date('2026-01-15T23:30:00Z');
    expect(lastTwelveMonths(now)).toEqual({ from: '2025-02-01', to: '2026-01-15' });
    expect(freeRange(now)).toEqual({ from: '2025-12-16', to: '2026-01-15' });
  });
});
