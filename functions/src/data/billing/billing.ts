import { isOlderState, planStatusFor } from '@cq/shared';
import { ConflictError } from '../../domain/errors';
import { ContentionError, retryOnContention } from '../core/contention';
import { getProfile } from '../people/users';
import { store, type TransactionEntities } from '../core/store';
import { trailedWrite, writeTogether, type Write } from '../trail/trail';
import './billing.entity';
import '../people/user.entity';

/** What we keep of one Stripe subscription, from an event (or a fresh read) about it. */
export interface SubscriptionState {
  subscriptionId: string;
  kind: 'pro' | 'product';
  lookupKey: string;
  customerId: string;
  email: string;
  userId: string | null;
  /** Stripe's status: incomplete, active, past_due, canceled, … */
  status: string;
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: string | null;
}

export interface StripeEventRef {
  id: string;
  type: string;
  /** The event's `created`, in seconds: the only clock events share. */
  created: number;
}

export type EventOutcome = 'applied' | 'stale' | 'duplicate';

/** The event was processed before (a retry or a replay): its effect is already there. */
class DuplicateEventError extends ConflictError {
  constructor() {
    super('Event already processed');
  }
}

const EVENT_RETENTION_SECONDS = 30 * 24 * 3600;

type StoredSubscription = NonNullable<
  Awaited<ReturnType<ReturnType<ReturnType<typeof store>['billingSubscription']['get']>['go']>>['data']
>;

/** Access pattern: one subscription by its Stripe id (GetItem). */
export async function getSubscription(subscriptionId: string): Promise<StoredSubscription | null> {
  const { data } = await store().billingSubscription.get({ subscriptionId }).go({ consistent: true });
  return data;
}

/** Access pattern: everything bought with one e-mail address (Query on GSI1). */
export async function subscriptionsOfBuyer(email: string): Promise<StoredSubscription[]> {
  const { data } = await store().billingSubscription.query.byBuyer({ email: email.toLowerCase() }).go({ pages: 'all' });
  return data;
}

/** Access pattern: every subscription to one price, whatever its state (Query on GSI2 `PRICE#<lookupKey>`). */
export async function subscriptionsOnPrice(lookupKey: string): Promise<StoredSubscription[]> {
  const { data } = await store().billingSubscription.query.byPrice({ lookupKey }).go({ pages: 'all' });
  return data;
}

const summary = (s: Pick<SubscriptionState, 'status' | 'cancelAtPeriodEnd' | 'currentPeriodEnd'> | null) =>
  s ? { status: s.status, cancelAtPeriodEnd: s.cancelAtPeriodEnd, currentPeriodEnd: s.currentPeriodEnd } : null;

function recordEvent(entities: TransactionEntities, event: StripeEventRef, outcome: EventOutcome): Write {
  return {
    item: entities.stripeEvent
      .create({
        eventId: event.id,
        eventType: event.type,
        receivedAt: new Date().toISOString(),
        outcome,
        expiresAt: Math.floor(Date.now() / 1000) + EVENT_RETENTION_SECONDS,
      })
      .commit({ response: 'all_old' }),
    refusal: () => new DuplicateEventError(),
  };
}

/**
 * Applies one Stripe event to our copy of the subscription and, for Pro, to its user's plan — the event record,
 * the subscription, the profile and the trail entry in one transaction, so an event is applied exactly once: a
 * retry after a failure finds nothing done, a replay finds the event record. An event older than the stored
 * state is recorded and otherwise ignored.
 */
export function applySubscriptionEvent(event: StripeEventRef, state: SubscriptionState): Promise<EventOutcome> {
  return retryOnContention(async () => {
    try {
      const stored = await getSubscription(state.subscriptionId);
      if (
        stored &&
        isOlderState({ at: event.created, status: state.status }, { at: stored.lastEventAt, status: stored.status })
      ) {
        await writeTogether((entities) => [recordEvent(entities, event, 'stale')]);
        return 'stale';
      }
      const profile = state.kind === 'pro' && state.userId ? await getProfile(state.userId) : null;
      const plan = planStatusFor(state.status);
      // A user's plan follows their current Pro subscription; an old one ending does not undo a newer one.
      const movesPlan =
        profile !== null &&
        plan !== null &&
        (plan === 'active' || !profile.stripeSubscriptionId || profile.stripeSubscriptionId === state.subscriptionId) &&
        (profile.subscriptionStatus !== plan || profile.stripeSubscriptionId !== state.subscriptionId);
      const now = new Date().toISOString();
      const item = {
        ...state,
        userId: state.userId ?? undefined,
        currentPeriodEnd: state.currentPeriodEnd ?? undefined,
        lastEventAt: event.created,
        updatedAt: now,
      };
      await trailedWrite(
        {
          entityType: 'Subscription',
          entityId: state.subscriptionId,
          actor: 'system:stripe',
          action: event.type,
          before: {
            ...summary(stored ? { ...stored, currentPeriodEnd: stored.currentPeriodEnd ?? null } : null),
            plan: profile?.subscriptionStatus ?? null,
          },
          after: { ...summary(state), plan: movesPlan ? plan : (profile?.subscriptionStatus ?? null) },
        },
        (entities) => [
          recordEvent(entities, event, 'applied'),
          {
            item: stored
              ? entities.billingSubscription
                  .put(item)
                  .where(
                    ({ lastEventAt, status }, { eq }) =>
                      `${eq(lastEventAt, stored.lastEventAt)} AND ${eq(status, stored.status)}`,
                  )
                  .commit()
              : entities.billingSubscription.create(item).commit(),
            // Another event about this subscription landed in between: read again.
            refusal: () => new ContentionError(),
          },
          ...(movesPlan && plan
            ? [
                {
                  item: entities.user
                    .patch({ id: profile.id })
                    .set({
                      subscriptionStatus: plan,
                      stripeSubscriptionId: state.subscriptionId,
                      stripeCustomerId: state.customerId,
                      updatedAt: now,
                      version: profile.version + 1,
                    })
                    .where(({ version }, { eq }) => eq(version, profile.version))
                    .commit(),
                  refusal: () => new ContentionError(),
                },
              ]
            : []),
        ],
      );
      return 'applied';
    } catch (error) {
      if (error instanceof DuplicateEventError) return 'duplicate';
      throw error;
    }
  });
}

/** Whether an event was processed already (GetItem), so a replay skips the calls to Stripe too. */
export async function eventProcessed(eventId: string): Promise<boolean> {
  const { data } = await store().stripeEvent.get({ eventId }).go({ consistent: true });
  return data !== null;
}

/** Records the caller's Stripe customer on their profile, once (a second writer keeps the first's). */
export async function rememberCustomer(userId: string, customerId: string): Promise<void> {
  await store()
    .user.patch({ id: userId })
    .set({ stripeCustomerId: customerId })
    .where(({ stripeCustomerId }, { notExists }) => notExists(stripeCustomerId))
    .go()
    .catch((error: unknown) => {
      if ((error as { cause?: { name?: string } }).cause?.name !== 'ConditionalCheckFailedException') throw error;
    });
}

/** Records the Pro subscription a user is paying for, so a second call reuses it while it is incomplete. */
export async function rememberSubscription(userId: string, subscriptionId: string): Promise<void> {
  await store().user.patch({ id: userId }).set({ stripeSubscriptionId: subscriptionId }).go();
}
