import { describe, expect, it } from 'vitest';
import {
  ANNUAL_SAVING_LABEL,
  checkoutRequestFor,
  formatUsd,
  INTERVAL_SUFFIX,
  intervalFor,
  MONEY_BACK_LABEL,
  PLANS,
  priceFor,
  product,
  PRODUCTS,
} from './pricing';

const price = (id: Parameters<typeof product>[0], billing: 'monthly' | 'annual') =>
  formatUsd(priceFor(product(id), billing).amountCents) + INTERVAL_SUFFIX[priceFor(product(id), billing).interval];

describe('subscription products (spec §9)', () => {
  it('has the four products in order, SOP Library most popular', () => {
    expect(PRODUCTS.map((p) => [p.id, p.name])).toEqual([
      ['sop', 'SOP Library'],
      ['learn', 'Learning Hub'],
      ['alerts', 'Regulatory Briefings'],
      ['mock', 'Mock Inspection Program'],
    ]);
    expect(PRODUCTS.filter((p) => p.mostPopular).map((p) => p.id)).toEqual(['sop']);
  });

  it.each([
    ['sop', '$49/month', '$499/year'],
    ['learn', '$29/month', '$299/year'],
    ['alerts', '$19/month', '$189/year'],
    ['mock', '$399/quarter', '$399/quarter'],
  ] as const)('%s costs %s monthly and %s annually', (id, monthly, annual) => {
    expect(price(id, 'monthly')).toBe(monthly);
    expect(price(id, 'annual')).toBe(annual);
  });

  it('builds the checkout body: month/year from the toggle, the quarter for the mock program', () => {
    expect(checkoutRequestFor(product('sop'), 'monthly')).toEqual({ product: 'sop', interval: 'month' });
    expect(checkoutRequestFor(product('alerts'), 'annual')).toEqual({ product: 'alerts', interval: 'year' });
    expect(checkoutRequestFor(product('mock'), 'annual')).toEqual({ product: 'mock', interval: 'quarter' });
    expect(intervalFor(product('mock'), 'monthly')).toBe('quarter');
  });

  it('an annual price never costs more than twelve months, and saves at most the advertised 17%', () => {
    for (const p of PRODUCTS.filter((x) => x.prices.length === 2)) {
      const saving = 1 - priceFor(p, 'annual').amountCents / (12 * priceFor(p, 'monthly').amountCents);
      expect(saving).toBeGreaterThan(0);
      expect(saving).toBeLessThanOrEqual(0.175);
    }
    expect(ANNUAL_SAVING_LABEL).toBe('Save 17%');
  });

  it('throws for an unknown product', () => {
    expect(() => product('nope' as never)).toThrow('Unknown product nope');
  });
});

describe('pricing plans', () => {
  it('Starter is free with one checklist, Professional $149/mo with 10 downloads, Enterprise custom', () => {
    expect(PLANS.map((p) => `${p.name} ${p.price}${p.priceSuffix ?? ''}`)).toEqual([
      'Starter Free',
      'Professional $149/mo',
      'Enterprise Custom',
    ]);
    expect(PLANS[0]!.features).toContain('1 checklist per month');
    expect(PLANS[1]!.features).toEqual(['SOP library', '10 downloads per month', 'Email support']);
    expect(PLANS[1]!.priceId).toBeTruthy();
    expect(PLANS[2]!.features).toEqual(['Vendor packs', 'Priority support', 'Onboarding']);
    expect(MONEY_BACK_LABEL).toBe('30-day money-back guarantee');
  });

  it('formats dollars', () => {
    expect(formatUsd(14900)).toBe('$149');
    expect(formatUsd(1950)).toBe('$19.50');
    expect(formatUsd(120000)).toBe('$1,200');
  });
});
