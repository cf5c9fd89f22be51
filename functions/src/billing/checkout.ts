import { catalogueEntry, lookupKeyFor, type CatalogueEntry, type CheckoutSessionStatus } from '@cq/shared';
import { InvalidInputError } from '../domain/errors';
import { env } from '../lib/env';
import { stripe, type Stripe } from '../services/billing/client';
import { entryForLookupKey, stripePriceId } from '../services/billing/prices';
import { withStripe } from './stripeErrors';

export const UNKNOWN_PRODUCT = 'This product is not sold at that billing interval';
export const SESSION_NOT_FOUND = 'Checkout session not found';

/** `{product, interval}` from /subscriptions: the catalogue decides whether that combination exists. */
export function entryForProduct(product: string, interval: string): CatalogueEntry {
  const entry = catalogueEntry(
    lookupKeyFor(product as CatalogueEntry['product'], interval as CatalogueEntry['interval']),
  );
  if (!entry) throw new InvalidInputError(UNKNOWN_PRODUCT, { interval: UNKNOWN_PRODUCT });
  return entry;
}

/**
 * A Stripe Checkout Session for one catalogue price, in subscription mode. A visitor gives Checkout an e-mail,
 * a signed-in buyer pays as their own Stripe customer; either way what they bought is theirs under that
 * address (the webhook records it), so a visitor who signs up later with it finds it in Settings. The lookup key travels in
 * the subscription's metadata so every later event names the product.
 */
export async function startCheckout(
  entry: CatalogueEntry,
  buyer?: { customerId: string; userId: string },
): Promise<{ url: string }> {
  const price = await withStripe(() => stripePriceId(entry));
  const site = env.siteUrl();
  const session = await withStripe(async () =>
    (await stripe()).checkout.sessions.create({
      mode: 'subscription',
      line_items: [{ price, quantity: 1 }],
      success_url: `${site}/checkout/success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${site}/checkout/cancel`,
      subscription_data: { metadata: { lookupKey: entry.lookupKey } },
      metadata: { lookupKey: entry.lookupKey },
      // A signed-in buyer pays as their own customer (their account's e-mail); a visitor gives an e-mail.
      ...(buyer ? { customer: buyer.customerId, client_reference_id: buyer.userId } : {}),
    }),
  );
  if (!session.url) throw new Error(`Checkout Session ${session.id} has no url`);
  return { url: session.url };
}

const SESSION_STATUS: Record<string, CheckoutSessionStatus['status']> = { complete: 'complete', expired: 'expired' };

const PAYMENT_STATUS: Record<string, CheckoutSessionStatus['paymentStatus']> = {
  paid: 'paid',
  no_payment_required: 'no_payment_required',
};

/** What /checkout/success shows: read from Stripe, not assumed from the redirect. */
export async function checkoutOutcome(id: string): Promise<CheckoutSessionStatus> {
  // Stripe ids only: anything else is not a session of ours and never reaches Stripe.
  if (!/^cs_[A-Za-z0-9_]{1,200}$/.test(id)) throw new InvalidInputError(SESSION_NOT_FOUND, { id: SESSION_NOT_FOUND });
  const session: Stripe.Checkout.Session = await withStripe(
    async () => (await stripe()).checkout.sessions.retrieve(id, { expand: ['line_items'] }),
    SESSION_NOT_FOUND,
  );
  const entry = entryForLookupKey(session.metadata?.lookupKey ?? session.line_items?.data[0]?.price?.lookup_key);
  if (!entry) throw new InvalidInputError(SESSION_NOT_FOUND, { id: SESSION_NOT_FOUND });
  return {
    id: session.id,
    status: SESSION_STATUS[session.status ?? ''] ?? 'open',
    paymentStatus: PAYMENT_STATUS[session.payment_status] ?? 'unpaid',
    product: entry.product,
    productName: entry.name,
    interval: entry.interval,
    amountCents: session.amount_total ?? entry.amountCents,
    email: session.customer_details?.email ?? session.customer_email ?? null,
  };
}
