import { SIGNING_LOCKOUT } from '@cq/shared/signing/rules';
import { SigningLockedError } from '../../domain/errors';
import { retryOnContention } from '../core/contention';
import { store } from '../core/store';
import { trailedWrite } from '../trail/trail';
import '../core/rateWindow.entity';

/**
 * Wrong signing passwords per person (21 CFR 11.300(d)), kept as rate-window items: one atomic counter per
 * minute (`signing-failures`), summed over the last ten by one Query, and the lock as one item
 * (`signing-lock`, window 0) whose `expiresAt` is the unlock time, read with one GetItem on every signing.
 * Both expire by TTL; the lock is also compared with the clock, since TTL deletes late.
 */
const FAILURES = 'signing-failures';
const LOCK = 'signing-lock';
const MINUTE = 60;

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** When the person's signing unlocks, or null when it is not locked (GetItem). */
export async function signingLockedUntil(userId: string): Promise<string | null> {
  const { data } = await store().rateWindow.get({ bucket: LOCK, client: userId, window: 0 }).go({ consistent: true });
  const until = Number(data?.expiresAt ?? 0);
  return until > nowSeconds() ? new Date(until * 1000).toISOString() : null;
}

/** Refuses (423) while the person's signing is locked, whatever the password. */
export async function assertSigningUnlocked(userId: string): Promise<void> {
  const until = await signingLockedUntil(userId);
  if (until) throw new SigningLockedError(until);
}

export interface FailureOutcome {
  /** Wrong passwords within the window, this one included. */
  failures: number;
  /** The unlock time when this failure locked signing (only the request that created the lock sees it). */
  lockedUntil: string | null;
}

/**
 * Records one wrong signing password: the minute's counter and a `signature.failed` entry on the person's trail
 * in one transaction, then the failures of the window are counted; reaching the limit writes the lock with a
 * `signature.locked` entry. The lock is created only where none is in force, so concurrent failures lock (and
 * alert) once.
 */
export async function recordSigningFailure(userId: string, email: string): Promise<FailureOutcome> {
  const now = nowSeconds();
  const minute = Math.floor(now / MINUTE);
  await retryOnContention(() =>
    trailedWrite(
      {
        entityType: 'User',
        entityId: userId,
        actor: userId,
        action: 'signature.failed',
        before: null,
        after: { email },
      },
      ({ rateWindow }) => [
        {
          item: rateWindow
            .update({ bucket: FAILURES, client: userId, window: minute })
            .add({ count: 1 })
            .data(({ expiresAt }, { ifNotExists }) =>
              ifNotExists(expiresAt, (minute + 1) * MINUTE + SIGNING_LOCKOUT.windowMinutes * MINUTE),
            )
            .commit(),
        },
      ],
    ),
  );
  const { data } = await store()
    .rateWindow.query.byClient({ bucket: FAILURES, client: userId })
    .gt({ window: minute - SIGNING_LOCKOUT.windowMinutes })
    .go({ consistent: true, pages: 'all' });
  const failures = data.reduce((sum, item) => sum + Number(item.count ?? 0), 0);
  if (failures < SIGNING_LOCKOUT.failures) return { failures, lockedUntil: null };
  const until = now + SIGNING_LOCKOUT.lockMinutes * MINUTE;
  const lockedUntil = new Date(until * 1000).toISOString();
  try {
    await retryOnContention(() =>
      trailedWrite(
        {
          entityType: 'User',
          entityId: userId,
          actor: userId,
          action: 'signature.locked',
          before: null,
          after: { lockedUntil, failures, windowMinutes: SIGNING_LOCKOUT.windowMinutes },
        },
        ({ rateWindow }) => [
          {
            item: rateWindow
              .put({ bucket: LOCK, client: userId, window: 0, count: failures, expiresAt: until })
              .where(({ expiresAt }, { notExists, lt }) => `${notExists(expiresAt)} OR ${lt(expiresAt, now)}`)
              .commit(),
            refusal: () => new SigningLockedError(lockedUntil),
          },
        ],
      ),
    );
  } catch (error) {
    // Another failure locked it a moment ago: that request alerted; this one only reports the lock.
    if (error instanceof SigningLockedError) return { failures, lockedUntil: null };
    throw error;
  }
  return { failures, lockedUntil };
}
