import * as z from '../schemas/z';
import { SUBSCRIPTION_STATUSES } from '../schemas/user';

const iso = z.string();

/** `GET /api/checkout/session/{id}`: what /checkout/success confirms from the server. */
export const checkoutSessionStatusSchema = z.object({
  id: z.string(),
  /** Stripe's session status: `complete` once paid (or set up), `expired`, else `open`. */
  status: z.enum(['open', 'complete', 'expired']),
  paymentStatus: z.enum(['paid', 'unpaid', 'no_payment_required']),
  /** The catalogue product (`CatalogueProduct`, e.g. `sop`), so the page can link to where it is used. */
  product: z.string(),
  /** The catalogue name of what was bought, e.g. "SOP Library". */
  productName: z.string(),
  interval: z.enum(['month', 'year', 'quarter']),
  amountCents: z.int(),
  email: z.nullable(z.string()),
});
export type CheckoutSessionStatus = z.infer<typeof checkoutSessionStatusSchema>;

/** `POST /api/create-subscription`: the Pro subscription's first payment, confirmed in the browser. */
export const createSubscriptionResponseSchema = z.object({
  clientSecret: z.string(),
  subscriptionId: z.string(),
});

export const invoiceSchema = z.object({
  id: z.string(),
  number: z.nullable(z.string()),
  status: z.string(),
  amountDueCents: z.int(),
  amountPaidCents: z.int(),
  currency: z.string(),
  createdAt: iso,
  /** Stripe's hosted invoice page (absent on the local stand-in). */
  hostedInvoiceUrl: z.nullable(z.string()),
});

export const entitlementSchema = z.object({
  /** The Stripe subscription: what `PATCH /api/billing/subscription` names to cancel or resume it. */
  subscriptionId: z.string(),
  /** A digital product bought on /subscriptions or /pricing (catalogue product). */
  product: z.string(),
  name: z.string(),
  cancelAtPeriodEnd: z.boolean(),
  interval: z.enum(['month', 'year', 'quarter']),
  status: z.string(),
  currentPeriodEnd: z.nullable(iso),
});

/** `GET /api/billing`: the caller's plan, their Pro subscription, entitlements and invoices. */
export const billingSchema = z.object({
  subscriptionStatus: z.enum(SUBSCRIPTION_STATUSES),
  subscription: z.nullable(
    z.object({
      id: z.string(),
      /** Stripe's own status: incomplete, active, past_due, canceled, … */
      status: z.string(),
      cancelAtPeriodEnd: z.boolean(),
      currentPeriodEnd: z.nullable(iso),
    }),
  ),
  entitlements: z.array(entitlementSchema),
  invoices: z.array(invoiceSchema),
});
export type BillingOverview = z.infer<typeof billingSchema>;

/** `PATCH /api/billing/subscription`: cancel at the period's end (true) or resume (false), Pro or a product. */
export const subscriptionUpdateSchema = z.strictObject({
  cancelAtPeriodEnd: z.boolean({ error: 'cancelAtPeriodEnd must be true or false' }),
  /** A product bought with the caller's e-mail (an entitlement's `subscriptionId`); absent: the Pro plan. */
  subscriptionId: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(100))),
});

/**
 * The browser-side payment provider named in /config.json: Stripe with a publishable key, the local stand-in's
 * test card form, or none (a deployment without Stripe keys: paying answers a clear failure).
 */
export type PaymentsConfig =
  { provider: 'stripe'; publishableKey: string } | { provider: 'local' } | { provider: 'none' };
