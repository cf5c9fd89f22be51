import { describe, expect, it } from 'vitest';
import {
  badgesEarned,
  earnXp,
  levelFor,
  levelProgress,
  levelProgressText,
  limitReachedMessage,
  limitsFor,
  nearLimit,
  usageMonth,
  xpForNextLevel,
} from './index';

describe('plans', () => {
  it('gives Free 3 audits and 100 Quala a month, and only an active subscription unlimited', () => {
    expect(limitsFor('free')).toEqual({ audits: 3, qualaInteractions: 100 });
    expect(limitsFor('past_due')).toEqual({ audits: 3, qualaInteractions: 100 });
    expect(limitsFor('canceled')).toEqual({ audits: 3, qualaInteractions: 100 });
    expect(limitsFor(null)).toEqual({ audits: 3, qualaInteractions: 100 });
    expect(limitsFor('active')).toEqual({ audits: null, qualaInteractions: null });
  });

  it('counts usage by UTC calendar month', () => {
    expect(usageMonth('2026-11-30T23:59:59.999Z')).toBe('2026-11');
    expect(usageMonth('2026-12-01T00:00:00.000Z')).toBe('2026-12');
    expect(usageMonth('2026-12-01T00:30:00.000+01:00')).toBe('2026-11');
  });

  it('says the limit message exactly', () => {
    expect(limitReachedMessage('audits', 3)).toBe(
      'Monthly audit limit reached (3 of 3). Upgrade to Pro for unlimited audits.',
    );
  });

  it('warns at 80 % or more of a limit, never for unlimited', () => {
    expect(nearLimit(2, 3)).toBe(false);
    expect(nearLimit(3, 3)).toBe(true);
    expect(nearLimit(79, 100)).toBe(false);
    expect(nearLimit(80, 100)).toBe(true);
    expect(nearLimit(500, null)).toBe(false);
  });
});

describe('levels', () => {
  it('reaches L+1 at L × 3000 XP and stops at 10', () => {
    expect(xpForNextLevel(1)).toBe(3000);
    expect(levelFor(2999)).toBe(1);
    expect(levelFor(3000)).toBe(2);
    expect(levelFor(5999)).toBe(2);
    expect(levelFor(6000)).toBe(3);
    expect(levelFor(1_000_000)).toBe(10);
    expect(levelFor(0, 4)).toBe(4);
  });

  it('shows progress as xp over level × 3000, and the spec texts', () => {
    expect(levelProgress(1500, 1)).toBe(50);
    expect(levelProgress(4500, 2)).toBe(75);
    expect(levelProgress(99_999, 10)).toBe(100);
    expect(levelProgressText(600, 1)).toBe('2400 XP to Level 2');
    expect(levelProgressText(40_000, 10)).toBe('Max level reached');
  });
});

describe('streaks', () => {
  const start = { xpPoints: 0, level: 1, streak: 0, lastActiveDay: null };

  it('starts at 1, adds 1 on the next UTC day, holds within a day and resets after a gap', () => {
    const d1 = earnXp(start, 100, '2026-11-20T23:00:00.000Z');
    expect(d1).toEqual({ xpPoints: 100, level: 1, streak: 1, lastActiveDay: '2026-11-20' });
    const sameDay = earnXp(d1, 100, '2026-11-20T23:59:00.000Z');
    expect(sameDay.streak).toBe(1);
    const d2 = earnXp(sameDay, 500, '2026-11-21T00:01:00.000Z');
    expect(d2).toMatchObject({ xpPoints: 700, streak: 2, lastActiveDay: '2026-11-21' });
    const gap = earnXp(d2, 10, '2026-11-23T08:00:00.000Z');
    expect(gap.streak).toBe(1);
  });

  it('crosses month and year ends', () => {
    const dec31 = { xpPoints: 0, level: 1, streak: 4, lastActiveDay: '2026-12-31' };
    expect(earnXp(dec31, 10, '2027-01-01T10:00:00.000Z').streak).toBe(5);
  });

  it('levels up in the same step', () => {
    expect(
      earnXp({ xpPoints: 2950, level: 1, streak: 1, lastActiveDay: null }, 100, '2026-11-01T00:00:00Z').level,
    ).toBe(2);
  });
});

describe('badges', () => {
  const none = { auditsCreated: 0, auditsCompleted: 0, lowRiskReportsCompleted: 0, streak: 0 };

  it('awards each badge once, when its count is reached', () => {
    expect(badgesEarned(none, [])).toEqual([]);
    expect(badgesEarned({ ...none, auditsCreated: 1 }, [])).toEqual(['quality_tracker']);
    expect(badgesEarned({ ...none, auditsCreated: 2 }, ['quality_tracker'])).toEqual([]);
    expect(badgesEarned({ ...none, auditsCreated: 12, auditsCompleted: 9 }, ['quality_tracker'])).toEqual([]);
    expect(badgesEarned({ ...none, auditsCreated: 12, auditsCompleted: 10 }, ['quality_tracker'])).toEqual([
      'audit_master',
    ]);
    expect(badgesEarned({ ...none, lowRiskReportsCompleted: 5, streak: 7 }, [])).toEqual([
      'compliance_expert',
      'on_a_roll',
    ]);
    expect(badgesEarned({ ...none, streak: 6 }, [])).toEqual([]);
  });
});
