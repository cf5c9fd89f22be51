import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The caller's standing (the account not deactivated, a staff token not revoked) is one GetItem of their profile.
 * A read-only route does not wait for it before its own reads — that was a second round trip on every list — but
 * it answers only once the standing is confirmed, and any write the route makes on the way waits for it (the
 * DynamoDB client holds write commands until then, data/core/client.ts). A refused caller therefore gets the
 * refusal, never the data, and changes nothing.
 */
const pending = new AsyncLocalStorage<Promise<void>>();

export async function answerOnceStanding<T>(standing: Promise<void> | undefined, work: () => Promise<T>): Promise<T> {
  if (!standing) return work();
  // Both settle before the answer: a refusal wins over whatever the work did, and a refusal that comes while the
  // work still runs is handled, not an unhandled rejection.
  const [result, confirmed] = await Promise.allSettled([pending.run(standing, work), standing]);
  if (confirmed.status === 'rejected') throw confirmed.reason;
  if (result.status === 'rejected') throw result.reason;
  return result.value;
}

/** The standing the request being served still waits for, if any: what a write must wait for first. */
export const unconfirmedStanding = (): Promise<void> | undefined => pending.getStore();
