import { applySubscriptionEvent, eventProcessed, getSubscription, type EventOutcome } from '../data/billing/billing';
import { logger } from '../lib/logger';
import { notify } from '../services/mail';
import { receiptMail } from './receipt';
import { stripe, type Stripe } from '../services/billing/client';
import { invoiceSubscriptionId, subscriptionState } from '../services/billing/subscriptions';

/** The events that move a plan or an entitlement; every other type is acknowledged and ignored. */
export const HANDLED_EVENTS = [
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
] as const;

type Handled = (typeof HANDLED_EVENTS)[number];
const isHandled = (type: string): type is Handled => (HANDLED_EVENTS as readonly string[]).includes(type);

/**
 * The subscription an event is about, as it is now or as the event carries it. Subscription events carry the
 * object itself; a completed Checkout and an invoice name it, so it is read from Stripe (with the Checkout's
 * e-mail, which the customer may not have yet).
 */
async function subscriptionOf(
  event: Stripe.Event,
): Promise<{ sub: Stripe.Subscription; email?: string | null } | null> {
  const object = event.data.object;
  switch (event.type as Handled) {
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return { sub: object as Stripe.Subscription };
    case 'checkout.session.completed': {
      const session = object as Stripe.Checkout.Session;
      const id = typeof session.subscription === 'string' ? session.subscription : session.subscription?.id;
      if (session.mode !== 'subscription' || !id) return null;
      return { sub: await (await stripe()).subscriptions.retrieve(id), email: session.customer_details?.email };
    }
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const id = invoiceSubscriptionId(object as Stripe.Invoice);
      return id ? { sub: await (await stripe()).subscriptions.retrieve(id) } : null;
    }
  }
}

export type EventResult = EventOutcome | 'ignored';

/** Processes one verified event exactly once (see applySubscriptionEvent); replays change nothing. */
export async function processEvent(event: Stripe.Event): Promise<EventResult> {
  if (!isHandled(event.type)) return 'ignored';
  if (await eventProcessed(event.id)) return 'duplicate';
  const found = await subscriptionOf(event);
  // A subscription we already keep knows its buyer's e-mail: no customer read from Stripe for it.
  const known = found && !found.email ? await getSubscription(found.sub.id) : null;
  const state = found ? await subscriptionState(found.sub, found.email ?? known?.email) : null;
  if (!state) return 'ignored';
  const outcome = await applySubscriptionEvent({ id: event.id, type: event.type, created: event.created }, state);
  logger.info('stripe_event', { eventId: event.id, type: event.type, outcome, subscriptionId: state.subscriptionId });
  // Once per paid invoice: a redelivery of this event is a duplicate and never gets here. A stale event still
  // stands for a payment taken, so it is receipted too.
  if (event.type === 'invoice.paid' && outcome !== 'duplicate') {
    const invoice = event.data.object as Stripe.Invoice;
    await notify([receiptMail(invoice, state)], { eventId: event.id, invoiceId: invoice.id });
  }
  return outcome;
}
