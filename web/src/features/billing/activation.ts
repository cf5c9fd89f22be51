import type { QueryClient } from '@tanstack/react-query';
import { isPro } from '@cq/shared/progress/plans';
import { CURRENT_USER_KEY } from '@/features/session';
import { api } from '@/lib/api/client';

export interface ActivationPoll {
  attempts: number;
  intervalMs: number;
}

export const ACTIVATION_POLL: ActivationPoll = { attempts: 20, intervalMs: 1000 };

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * After the card is accepted, Pro starts when Stripe's webhook reaches the server, usually within a second or
 * two. Until then the profile still says free, so it is read again (once a second, for up to 20 s) and put in
 * the cache as it comes; then the usage counters and the billing overview are read afresh, so the dashboard's
 * usage card shows the unlimited Pro limits. Runs detached from the page (the browser has moved on).
 */
export async function awaitProActivation(
  client: QueryClient,
  poll: ActivationPoll = ACTIVATION_POLL,
): Promise<boolean> {
  let active = false;
  for (let attempt = 0; attempt < poll.attempts && !active; attempt++) {
    if (attempt > 0) await wait(poll.intervalMs);
    try {
      const user = await api('GET /api/auth/user');
      client.setQueryData(CURRENT_USER_KEY, user);
      active = isPro(user.subscriptionStatus);
    } catch {
      break;
    }
  }
  await Promise.all(
    (['GET /api/usage/stats', 'GET /api/billing'] as const).map((key) => client.invalidateQueries({ queryKey: [key] })),
  );
  return active;
}
