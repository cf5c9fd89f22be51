import type { SubscriptionStatus } from '../schemas/user';

/**
 * The plan a Stripe subscription status gives its user: active (and trialing) is Pro; a failed renewal
 * (past_due, unpaid) is past_due with the Free limits; a subscription that never started or has ended leaves
 * the user on free. `incomplete` (the first payment not made yet) changes nothing.
 */
export function planStatusFor(stripeStatus: string): SubscriptionStatus | null {
  switch (stripeStatus) {
    case 'active':
    case 'trialing':
      return 'active';
    case 'past_due':
    case 'unpaid':
      return 'past_due';
    case 'canceled':
    case 'incomplete_expired':
    case 'paused':
      return 'free';
    default:
      return null;
  }
}

/** How far along its life a status is: a tie on event time keeps the later stage (canceled beats active). */
const STAGE: Record<string, number> = {
  incomplete: 0,
  trialing: 1,
  active: 2,
  past_due: 2,
  unpaid: 3,
  paused: 3,
  incomplete_expired: 4,
  canceled: 4,
};

/**
 * Whether an event's state is older than what is stored: Stripe may deliver events late and out of order, and
 * their `created` second is the only clock they share. On the same second, the later lifecycle stage wins.
 */
export function isOlderState(
  incoming: { at: number; status: string },
  stored: { at: number; status: string } | null,
): boolean {
  if (!stored) return false;
  if (incoming.at !== stored.at) return incoming.at < stored.at;
  return (STAGE[incoming.status] ?? 0) < (STAGE[stored.status] ?? 0);
}
