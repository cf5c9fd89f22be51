import { PRO_LOOKUP_KEY } from '@cq/shared';
import type { SubscriptionState } from '../../data/billing/billing';
import { stripe, type Stripe } from './client';
import { entryForLookupKey } from './prices';

const isoFromSeconds = (s: number | null | undefined): string | null =>
  typeof s === 'number' ? new Date(s * 1000).toISOString() : null;

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

/**
 * Our state of a Stripe subscription, or null when it is not one of ours (its price has no catalogue lookup
 * key). The buyer's e-mail comes from the customer (one read when the event does not carry it).
 */
export async function subscriptionState(
  sub: Stripe.Subscription,
  knownEmail?: string | null,
): Promise<SubscriptionState | null> {
  const item = sub.items.data[0];
  const entry = entryForLookupKey(item?.price.lookup_key ?? sub.metadata?.lookupKey);
  if (!entry) return null;
  const customerId = idOf(sub.customer)!;
  let email = knownEmail ?? (typeof sub.customer === 'object' && 'email' in sub.customer ? sub.customer.email : null);
  if (!email) {
    const customer = await (await stripe()).customers.retrieve(customerId);
    email = 'deleted' in customer && customer.deleted ? null : (customer as Stripe.Customer).email;
  }
  return {
    subscriptionId: sub.id,
    kind: entry.lookupKey === PRO_LOOKUP_KEY ? 'pro' : 'product',
    lookupKey: entry.lookupKey,
    customerId,
    email: email ?? `${customerId}@customers.invalid`,
    userId: sub.metadata?.userId || null,
    status: sub.status,
    cancelAtPeriodEnd: sub.cancel_at_period_end,
    currentPeriodEnd: isoFromSeconds(item?.current_period_end),
  };
}

/** The subscription an invoice belongs to (the API moved it under `parent` in 2025). */
export const invoiceSubscriptionId = (invoice: Stripe.Invoice): string | null =>
  idOf(invoice.parent?.subscription_details?.subscription);
