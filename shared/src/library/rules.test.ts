import { describe, expect, it } from 'vitest';
import {
  awaitingEffectiveDate,
  downloadsResetOn,
  libraryAccess,
  purchaseLive,
  sopStandingOn,
  supersededOn,
  versionInForce,
} from './rules';

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

describe('sopStandingOn', () => {
  const v = (seq: number, status: string, effectiveDate: string | null) => ({ seq, status, effectiveDate });
  const on = (day: string) => new Date(`${day}T12:00:00Z`);
  // As approval stores them: 1.1 approved for 2026-12-01, so 1.0 is stored superseded from that moment.
  const history = [v(1, 'superseded', '2026-01-01'), v(2, 'approved', '2026-12-01'), v(3, 'draft', null)];
  const [first, second, draft] = history as [(typeof history)[0], (typeof history)[0], (typeof history)[0]];
  const shown = (day: string) => history.map((x) => sopStandingOn(x, history, on(day)));

  it('shows the replaced version approved and in force before the new one’s effective date, the new one upcoming', () => {
    expect(shown('2026-11-30')).toEqual([
      { status: 'approved', inForce: true, upcoming: false, replaced: false },
      { status: 'approved', inForce: false, upcoming: true, replaced: false },
      { status: 'draft', inForce: false, upcoming: false, replaced: false },
    ]);
    expect(supersededOn(history, on('2026-11-30'))).toEqual([]);
  });

  it('shows it superseded on the effective date (from 00:00 UTC) and after, the new one approved and in force', () => {
    for (const when of [new Date('2026-12-01T00:00:00Z'), on('2026-12-01'), on('2027-06-01')]) {
      expect(history.map((x) => sopStandingOn(x, history, when))).toEqual([
        { status: 'superseded', inForce: false, upcoming: false, replaced: true },
        { status: 'approved', inForce: true, upcoming: false, replaced: false },
        { status: 'draft', inForce: false, upcoming: false, replaced: false },
      ]);
      expect(supersededOn(history, when)).toEqual([first]);
    }
    expect(sopStandingOn(first, history, new Date('2026-11-30T23:59:59Z')).status).toBe('approved');
    expect(sopStandingOn(second, history, on('2026-12-01')).status).toBe('approved');
    expect(sopStandingOn(draft, history, on('2026-12-01')).status).toBe('draft');
  });

  it('shows a version replaced before it ever came into force superseded, and never lists it as replaced', () => {
    // 1.1 approved for 2027-06-01, then 1.2 approved for an earlier date, 2027-03-01: 1.1 never comes into force.
    const chain = [v(1, 'superseded', '2026-01-01'), v(2, 'superseded', '2027-06-01'), v(3, 'approved', '2027-03-01')];
    const statuses = (day: string) => chain.map((x) => sopStandingOn(x, chain, on(day)).status);
    expect(statuses('2027-01-01')).toEqual(['approved', 'superseded', 'approved']);
    expect(statuses('2027-03-01')).toEqual(['superseded', 'superseded', 'approved']);
    expect(statuses('2027-07-01')).toEqual(['superseded', 'superseded', 'approved']);
    expect(supersededOn(chain, on('2027-07-01')).map((x) => x.seq)).toEqual([1]);
  });

  it('keeps two later versions each upcoming until its own date', () => {
    const chain = [v(1, 'superseded', '2026-01-01'), v(2, 'superseded', '2027-03-01'), v(3, 'approved', '2027-06-01')];
    const statuses = (day: string) => chain.map((x) => sopStandingOn(x, chain, on(day)));
    expect(statuses('2027-01-01').map((s) => [s.status, s.inForce, s.upcoming])).toEqual([
      ['approved', true, false],
      ['approved', false, true],
      ['approved', false, true],
    ]);
    expect(statuses('2027-03-01').map((s) => [s.status, s.inForce])).toEqual([
      ['superseded', false],
      ['approved', true],
      ['approved', false],
    ]);
    expect(supersededOn(chain, on('2027-06-01')).map((x) => x.seq)).toEqual([1, 2]);
  });

  it('reads a seeded first issue without an effective date as in force', () => {
    const seeded = [v(1, 'approved', null)];
    expect(sopStandingOn(seeded[0]!, seeded, on('2026-11-30'))).toMatchObject({ status: 'approved', inForce: true });
  });
});
