/**
 * Prices and products (public spec §9): the one module the pricing and subscriptions pages, and later the
 * billing backend, read them from. Amounts are whole US cents. No zod here: public pages import it directly.
 */

import { groupDigits } from './digits';

export type ProductId = 'sop' | 'learn' | 'alerts' | 'mock';
export type CheckoutInterval = 'month' | 'year' | 'quarter';
/** The subscriptions page's toggle. */
export type Billing = 'monthly' | 'annual';

export interface ProductPrice {
  interval: CheckoutInterval;
  amountCents: number;
}

export interface Product {
  id: ProductId;
  name: string;
  tagline: string;
  features: readonly string[];
  mostPopular?: boolean;
  /** Monthly and yearly prices, or a single quarterly price (the mock inspection program). */
  prices: readonly ProductPrice[];
}

/** The label the annual side of the toggle shows (spec: annual shows 'Save 17%'). */
export const ANNUAL_SAVING_LABEL = 'Save 17%';
export const MONEY_BACK_DAYS = 30;
export const MONEY_BACK_LABEL = `${MONEY_BACK_DAYS}-day money-back guarantee`;

export const PRODUCTS: readonly Product[] = [
  {
    id: 'sop',
    name: 'SOP Library',
    tagline: 'Inspection-tested SOP templates you can adapt in an afternoon.',
    mostPopular: true,
    features: [
      'GCP SOP templates for sponsors, CROs and sites',
      'Updated when ICH E6(R3) and FDA guidance change',
      'Editable Word formats with revision history',
      'Training acknowledgement forms',
    ],
    prices: [
      { interval: 'month', amountCents: 4900 },
      { interval: 'year', amountCents: 49900 },
    ],
  },
  {
    id: 'learn',
    name: 'Learning Hub',
    tagline: 'Short, practical GCP and QA courses for your whole team.',
    features: [
      'Role-based GCP refresher modules',
      'CAPA and root-cause analysis workshops',
      'Completion certificates for your training files',
      'New lessons every month',
    ],
    prices: [
      { interval: 'month', amountCents: 2900 },
      { interval: 'year', amountCents: 29900 },
    ],
  },
  {
    id: 'alerts',
    name: 'Regulatory Briefings',
    tagline: 'What changed in clinical regulation, and what it means for you.',
    features: [
      'Plain-language briefings on FDA, EMA and ICH updates',
      'Impact notes for sponsors and sites',
      'Weekly e-mail digest of new briefings',
      'Archive of past briefings',
    ],
    prices: [
      { interval: 'month', amountCents: 1900 },
      { interval: 'year', amountCents: 18900 },
    ],
  },
  {
    id: 'mock',
    name: 'Mock Inspection Program',
    tagline: 'A realistic inspection rehearsal every quarter.',
    features: [
      'Quarterly remote mock inspection',
      'Interview coaching for site and sponsor staff',
      'Written findings with CAPA recommendations',
      'Follow-up readiness review',
    ],
    prices: [{ interval: 'quarter', amountCents: 39900 }],
  },
];

export const product = (id: ProductId): Product => {
  const found = PRODUCTS.find((p) => p.id === id);
  if (!found) throw new Error(`Unknown product ${id}`);
  return found;
};

/** The interval a product is bought at for the chosen toggle: products without that interval keep their own. */
export function intervalFor(p: Product, billing: Billing): CheckoutInterval {
  const wanted: CheckoutInterval = billing === 'annual' ? 'year' : 'month';
  return p.prices.some((price) => price.interval === wanted) ? wanted : p.prices[0]!.interval;
}

export function priceFor(p: Product, billing: Billing): ProductPrice {
  const interval = intervalFor(p, billing);
  return p.prices.find((price) => price.interval === interval)!;
}

/** Body of `POST /api/stripe/checkout`. */
export interface ProductCheckoutRequest {
  product: ProductId;
  interval: CheckoutInterval;
}

export const checkoutRequestFor = (p: Product, billing: Billing): ProductCheckoutRequest => ({
  product: p.id,
  interval: intervalFor(p, billing),
});

/** `$49`, `$499`, `$19.50`: whole dollars without cents. */
export function formatUsd(amountCents: number): string {
  const dollars = amountCents / 100;
  return `$${Number.isInteger(dollars) ? groupDigits(dollars, ',') : dollars.toFixed(2)}`;
}

export const INTERVAL_SUFFIX: Record<CheckoutInterval, string> = {
  month: '/month',
  year: '/year',
  quarter: '/quarter',
};

/** The /pricing page's three plans. */
export interface Plan {
  id: 'starter' | 'professional' | 'enterprise';
  name: string;
  price: string;
  priceSuffix?: string;
  description: string;
  features: readonly string[];
  /** Professional is bought through `POST /api/checkout/session` with this price id. */
  priceId?: string;
  highlighted?: boolean;
}

export const PROFESSIONAL_MONTHLY_CENTS = 14900;
export const PROFESSIONAL_DOWNLOADS_PER_MONTH = 10;
export const STARTER_CHECKLISTS_PER_MONTH = 1;

export const PLANS: readonly Plan[] = [
  {
    id: 'starter',
    name: 'Starter',
    price: 'Free',
    description: 'For individuals exploring GCP quality resources.',
    features: ['Insights access', `${STARTER_CHECKLISTS_PER_MONTH} checklist per month`, 'Resource library browsing'],
  },
  {
    id: 'professional',
    name: 'Professional',
    price: formatUsd(PROFESSIONAL_MONTHLY_CENTS),
    priceSuffix: '/mo',
    description: 'For QA leads who need ready-to-use SOPs and tools.',
    features: ['SOP library', `${PROFESSIONAL_DOWNLOADS_PER_MONTH} downloads per month`, 'Email support'],
    priceId: 'professional-monthly',
    highlighted: true,
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    price: 'Custom',
    description: 'For sponsors and CROs running multi-vendor programs.',
    features: ['Vendor packs', 'Priority support', 'Onboarding'],
  },
];
