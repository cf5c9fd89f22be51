import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The caller's standing (the account not deactivated, a staff token not revoked) is one GetItem of their profile.
 * A read-only route does not wait for it before its own reads — that was a second round trip on every list — but
 * it answers only once the standing is confirmed, and any write the route makes on the way waits for it (the
 * DynamoDB client holds write commands until then, data/core/client.ts). A refused caller therefore gets the
 * refusal, never the data, and changes nothing.
 */
const pending = new AsyncLocalStorage<Promise<void>>();

type Outcome<T> = { ok: true; value: T } | { ok: false; error: unknown };

export async function answerOnceStanding<T>(standing: Promise<void> | undefined, work: () => Promise<T>): Promise<T> {
  if (!standing) return work();
  // Handled at once, so a refusal that comes while the work still runs is not an unhandled rejection.
  standing.catch(() => undefined);
  const outcome: Outcome<T> = await pending.run(standing, work).then(
    (value) => ({ ok: true, value }),
    (error: unknown) => ({ ok: false, error }),
  );
  await standing;
  if (!outcome.ok) throw outcome.error;
  return outcome.value;
}

/** The standing the request being served still waits for, if any: what a write must wait for first. */
export const unconfirmedStanding = (): Promise<void> | undefined => pending.getStore();
