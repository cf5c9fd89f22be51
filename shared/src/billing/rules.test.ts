import { describe, expect, it } from 'vitest';
import { isOlderState, planStatusFor } from './rules';
import { CATALOGUE, PRO_LOOKUP_KEY, catalogueEntry, lookupKeyFor } from './catalogue';

describe('planStatusFor', () => {
  it.each([
    ['active', 'active'],
    ['trialing', 'active'],
    ['past_due', 'past_due'],
    ['unpaid', 'past_due'],
    ['canceled', 'free'],
    ['incomplete_expired', 'free'],
    ['incomplete', null],
  ])('%s → %s', (stripe, plan) => expect(planStatusFor(stripe)).toBe(plan));
});

describe('isOlderState', () => {
  it('compares event seconds first', () => {
    expect(isOlderState({ at: 10, status: 'canceled' }, { at: 11, status: 'active' })).toBe(true);
    expect(isOlderState({ at: 12, status: 'active' }, { at: 11, status: 'canceled' })).toBe(false);
  });
  it('keeps the later stage on a tie', () => {
    expect(isOlderState({ at: 10, status: 'active' }, { at: 10, status: 'canceled' })).toBe(true);
    expect(isOlderState({ at: 10, status: 'canceled' }, { at: 10, status: 'active' })).toBe(false);
    expect(isOlderState({ at: 10, status: 'active' }, { at: 10, status: 'incomplete' })).toBe(false);
  });
  it('applies anything over nothing', () => expect(isOlderState({ at: 1, status: 'incomplete' }, null)).toBe(false));
});

describe('catalogue', () => {
  it('prices every product interval of the pricing module, Professional and Pro', () => {
    expect(catalogueEntry('sop-monthly')).toMatchObject({ amountCents: 4900, interval: 'month' });
    expect(catalogueEntry('sop-annual')).toMatchObject({ amountCents: 49900, interval: 'year' });
    expect(catalogueEntry('mock-quarterly')).toMatchObject({ amountCents: 39900 });
    expect(catalogueEntry('mock-monthly')).toBeUndefined();
    expect(catalogueEntry('professional-monthly')).toMatchObject({ amountCents: 14900 });
    expect(catalogueEntry(PRO_LOOKUP_KEY)).toMatchObject({ product: 'pro', amountCents: 4900 });
    expect(lookupKeyFor('learn', 'year')).toBe('learn-annual');
    expect(new Set(CATALOGUE.map((e) => e.lookupKey)).size).toBe(CATALOGUE.length);
  });
});
