/**
 * What can be bought (issue 11): one entry per Stripe price, found by its lookup key. The server maps a
 * `{product, interval}` or a known price id to an entry and never takes an amount from the browser. Amounts
 * come from `pricing.ts`, the module the public pages read, so a page and a charge cannot disagree.
 */
import { PRODUCTS, PROFESSIONAL_MONTHLY_CENTS, type CheckoutInterval, type ProductId } from '../pricing';

/** Workspace Pro (workspace spec §9): $49/month. */
export const PRO_MONTHLY_CENTS = 4900;

export type CatalogueProduct = ProductId | 'professional' | 'pro';

export interface CatalogueEntry {
  /** The Stripe price's lookup key, e.g. `sop-monthly`. */
  lookupKey: string;
  product: CatalogueProduct;
  /** Shown on checkout and in the payment toast. */
  name: string;
  interval: CheckoutInterval;
  amountCents: number;
  currency: 'usd';
}

const INTERVAL_WORD: Record<CheckoutInterval, string> = { month: 'monthly', year: 'annual', quarter: 'quarterly' };

export const lookupKeyFor = (product: CatalogueProduct, interval: CheckoutInterval): string =>
  `${product}-${INTERVAL_WORD[interval]}`;

export const CATALOGUE: readonly CatalogueEntry[] = [
  ...PRODUCTS.flatMap((p) =>
    p.prices.map((price) => ({
      lookupKey: lookupKeyFor(p.id, price.interval),
      product: p.id,
      name: p.name,
      interval: price.interval,
      amountCents: price.amountCents,
      currency: 'usd' as const,
    })),
  ),
  {
    lookupKey: lookupKeyFor('professional', 'month'),
    product: 'professional',
    name: 'Professional',
    interval: 'month',
    amountCents: PROFESSIONAL_MONTHLY_CENTS,
    currency: 'usd',
  },
  {
    lookupKey: lookupKeyFor('pro', 'month'),
    product: 'pro',
    name: 'Pro',
    interval: 'month',
    amountCents: PRO_MONTHLY_CENTS,
    currency: 'usd',
  },
];

export const catalogueEntry = (lookupKey: string): CatalogueEntry | undefined =>
  CATALOGUE.find((e) => e.lookupKey === lookupKey);

/** The workspace Pro plan's lookup key (`POST /api/create-subscription`). */
export const PRO_LOOKUP_KEY = lookupKeyFor('pro', 'month');
