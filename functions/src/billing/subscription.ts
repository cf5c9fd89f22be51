import { PRO_LOOKUP_KEY, catalogueEntry, type BillingOverview } from '@cq/shared';
import { ConflictError, NotFoundError } from '../domain/errors';
import {
  applySubscriptionEvent,
  getSubscription,
  rememberCustomer,
  rememberSubscription,
  subscriptionsOfBuyer,
} from '../data/billing/billing';
import { ensureProfile, type StoredProfile } from '../data/people/users';
import type { AuthUser } from '../lib/event';
import { stripe, type Stripe } from '../services/billing/client';
import { stripePriceId } from '../services/billing/prices';
import { subscriptionState } from '../services/billing/subscriptions';
import { withStripe } from './stripeErrors';

export const ALREADY_SUBSCRIBED = 'Already subscribed';
export const NO_SUBSCRIPTION = 'No Pro subscription to change';
export const NO_PRODUCT = 'No such subscription to change';

/** A product subscription bought with the caller's e-mail; anyone else's (or an unknown id) is none. */
async function ownProduct(email: string, subscriptionId: string) {
  const stored = await getSubscription(subscriptionId);
  return stored && stored.kind === 'product' && stored.email === email.toLowerCase() ? stored : null;
}

/** One Stripe customer per user: created once (the idempotency key is the user), remembered on the profile. */
export async function customerOf(profile: StoredProfile): Promise<string> {
  if (profile.stripeCustomerId) return profile.stripeCustomerId;
  const customer = await withStripe(async () =>
    (await stripe()).customers.create(
      { email: profile.email, metadata: { userId: profile.id } },
      { idempotencyKey: `customer-${profile.id}` },
    ),
  );
  await rememberCustomer(profile.id, customer.id);
  return customer.id;
}

const clientSecretOf = (sub: Stripe.Subscription): string | null => {
  const invoice = sub.latest_invoice;
  return typeof invoice === 'object' && invoice ? (invoice.confirmation_secret?.client_secret ?? null) : null;
};

/**
 * Pro for the caller: the first payment of a `default_incomplete` subscription, confirmed in the browser with
 * the client secret. A second call while that payment is still open returns the same one; an active user is
 * told so (409) instead of paying twice.
 */
export async function startProSubscription(user: AuthUser): Promise<{ clientSecret: string; subscriptionId: string }> {
  const profile = await ensureProfile(user);
  if (profile.subscriptionStatus === 'active') throw new ConflictError(ALREADY_SUBSCRIBED);
  const client = await stripe();
  if (profile.stripeSubscriptionId) {
    const existing = await withStripe(() =>
      client.subscriptions.retrieve(profile.stripeSubscriptionId!, { expand: ['latest_invoice.confirmation_secret'] }),
    );
    if (existing.status === 'active' || existing.status === 'trialing') throw new ConflictError(ALREADY_SUBSCRIBED);
    const secret = existing.status === 'incomplete' ? clientSecretOf(existing) : null;
    if (secret) return { clientSecret: secret, subscriptionId: existing.id };
  }
  const customer = await customerOf(profile);
  const price = await withStripe(() => stripePriceId(catalogueEntry(PRO_LOOKUP_KEY)!));
  const sub = await withStripe(() =>
    client.subscriptions.create(
      {
        customer,
        items: [{ price }],
        payment_behavior: 'default_incomplete',
        payment_settings: { save_default_payment_method: 'on_subscription' },
        metadata: { userId: profile.id, lookupKey: PRO_LOOKUP_KEY },
        expand: ['latest_invoice.confirmation_secret'],
      },
      // Two clicks racing each other get the same subscription; after one is recorded the key moves on.
      { idempotencyKey: `pro-${profile.id}-${profile.stripeSubscriptionId ?? 'first'}` },
    ),
  );
  const secret = clientSecretOf(sub);
  if (!secret) throw new Error(`Subscription ${sub.id} has no payment to confirm`);
  await rememberSubscription(profile.id, sub.id);
  return { clientSecret: secret, subscriptionId: sub.id };
}

/** The caller's billing: plan, Pro subscription, products bought with their e-mail, and invoices. */
export async function billingOverview(user: AuthUser): Promise<BillingOverview> {
  const profile = await ensureProfile(user);
  const [pro, bought] = await Promise.all([
    profile.stripeSubscriptionId ? getSubscription(profile.stripeSubscriptionId) : null,
    subscriptionsOfBuyer(profile.email),
  ]);
  // A visitor's purchase is paid as a customer of its own (the Checkout's): its invoices are the buyer's too.
  const customers = [
    ...new Set([profile.stripeCustomerId, ...bought.filter((s) => s.kind === 'product').map((s) => s.customerId)]),
  ].filter((c): c is string => Boolean(c));
  const lists = await withStripe(async () => {
    const client = await stripe();
    return Promise.all(customers.map((customer) => client.invoices.list({ customer, limit: 12 })));
  });
  const invoices = lists
    .flatMap((l) => l.data)
    .sort((a, b) => b.created - a.created)
    .slice(0, 24);
  return {
    subscriptionStatus: profile.subscriptionStatus,
    subscription: pro
      ? {
          id: pro.subscriptionId,
          status: pro.status,
          cancelAtPeriodEnd: pro.cancelAtPeriodEnd,
          currentPeriodEnd: pro.currentPeriodEnd ?? null,
        }
      : null,
    entitlements: bought
      .filter((s) => s.kind === 'product')
      .map((s) => {
        const entry = catalogueEntry(s.lookupKey)!;
        return {
          subscriptionId: s.subscriptionId,
          product: entry.product,
          name: entry.name,
          cancelAtPeriodEnd: s.cancelAtPeriodEnd,
          interval: entry.interval,
          status: s.status,
          currentPeriodEnd: s.currentPeriodEnd ?? null,
        };
      }),
    invoices: invoices.map((i) => ({
      id: i.id ?? '',
      number: i.number ?? null,
      status: i.status ?? 'draft',
      amountDueCents: i.amount_due,
      amountPaidCents: i.amount_paid,
      currency: i.currency,
      createdAt: new Date(i.created * 1000).toISOString(),
      hostedInvoiceUrl: i.hosted_invoice_url ?? null,
    })),
  };
}

/**
 * Cancel at the period's end, or resume. Stripe's answer is applied at once through the same path as its
 * webhook event (which then finds nothing newer to do), so the screen shows the change without waiting.
 */
export async function setCancelAtPeriodEnd(
  user: AuthUser,
  cancelAtPeriodEnd: boolean,
  subscriptionId?: string,
): Promise<BillingOverview> {
  const profile = await ensureProfile(user);
  const stored = subscriptionId
    ? await ownProduct(profile.email, subscriptionId)
    : profile.stripeSubscriptionId
      ? await getSubscription(profile.stripeSubscriptionId)
      : null;
  if (!stored || stored.status === 'canceled' || stored.status === 'incomplete')
    throw new NotFoundError(subscriptionId ? NO_PRODUCT : NO_SUBSCRIPTION);
  const updated = await withStripe(async () =>
    (await stripe()).subscriptions.update(stored.subscriptionId, { cancel_at_period_end: cancelAtPeriodEnd }),
  );
  const state = await subscriptionState(updated, stored.email);
  if (state) {
    await applySubscriptionEvent(
      {
        id: `request:${user.sub}:${Date.now()}`,
        type: cancelAtPeriodEnd ? 'subscription.cancel_requested' : 'subscription.resume_requested',
        // Stripe's answer to our own request is newer than every event Stripe sent up to this second (events
        // carry whole seconds): one second on, so a late webhook for an earlier change (a cancel just before this
        // resume) cannot undo it, and the webhook for this same change finds nothing newer to do.
        created: Math.max(stored.lastEventAt, Math.floor(Date.now() / 1000)) + 1,
      },
      state,
    );
  }
  return billingOverview(user);
}
