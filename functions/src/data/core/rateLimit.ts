import { randomInt } from 'node:crypto';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { RateLimitedError } from '../../domain/errors';
import { store } from './store';
import './rateWindow.entity';

export interface RateLimit {
  /** A name for the thing being limited, e.g. `error-logs`. */
  bucket: string;
  limit: number;
  windowSeconds: number;
}

/**
 * Fixed-window counter per client and bucket: one atomic ADD per request. Over the limit → RateLimitedError
 * with the seconds left in the window (429 with Retry-After at the boundary). Counters expire by TTL shortly
 * after their window.
 */
export async function enforceRateLimit({ bucket, limit, windowSeconds }: RateLimit, client: string): Promise<void> {
  const nowSeconds = Math.floor(Date.now() / 1000);
  const window = Math.floor(nowSeconds / windowSeconds);
  const { data } = await store()
    .rateWindow.update({ bucket, client, window })
    .add({ count: 1 })
    .data(({ expiresAt }, { ifNotExists }) => ifNotExists(expiresAt, (window + 1) * windowSeconds + 60))
    .go({ response: 'updated_new' });
  const count = Number(data.count ?? 0);
  if (count > limit) throw new RateLimitedError(Math.max(1, (window + 1) * windowSeconds - nowSeconds));
}

/**
 * Counts one use like `enforceRateLimit`, and answers whether it was within the limit instead of refusing: for
 * something a request may do only so often, while the request itself goes on (a confirmation e-mail).
 */
export async function withinRateLimit(limit: RateLimit, client: string): Promise<boolean> {
  try {
    await enforceRateLimit(limit, client);
    return true;
  } catch (error) {
    if (error instanceof RateLimitedError) return false;
    throw error;
  }
}

/**
 * Runs `work` holding the one slot of `bucket` for `client`: a second call while it runs is refused with
 * RateLimitedError (429) and `busy` as its message. The slot is a rate-window item (window 0) created only when
 * absent or expired, so a holder that crashed frees it after `seconds`; the holder deletes only its own slot.
 */
export async function oneAtATime<T>(
  { bucket, client, seconds, busy }: { bucket: string; client: string; seconds: number; busy: string },
  work: () => Promise<T>,
): Promise<T> {
  const now = Math.floor(Date.now() / 1000);
  const holder = randomInt(1, 2 ** 47);
  const slot = { bucket, client, window: 0 };
  try {
    await store()
      .rateWindow.put({ ...slot, count: holder, expiresAt: now + seconds })
      .where(({ expiresAt }, { notExists, lt }) => `${notExists(expiresAt)} OR ${lt(expiresAt, now)}`)
      .go({ originalErr: true });
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) throw new RateLimitedError(seconds, busy);
    throw error;
  }
  try {
    return await work();
  } finally {
    await store()
      .rateWindow.delete(slot)
      .where(({ count }, { eq }) => eq(count, holder))
      .go({ originalErr: true })
      // Not ours any more (it expired and another request took it), or the table is down: it expires anyway.
      .catch(() => undefined);
  }
}

/** Intake confirmations sent per hour in all, whoever they are for (SES mail from our identity, to any address). */
export const INTAKE_CONFIRMATIONS_PER_HOUR = 50;

/** Per-client rate limits of the public POSTs (and per-user ones of signed-in routes), in one place. */
export const RATE_LIMITS = {
  errorLogs: { bucket: 'error-logs', limit: 30, windowSeconds: 60 },
  contactMessages: { bucket: 'contact-messages', limit: 5, windowSeconds: 600 },
  consultationRequests: { bucket: 'consultation-requests', limit: 5, windowSeconds: 600 },
  jobApplications: { bucket: 'job-applications', limit: 5, windowSeconds: 600 },
  newsletterSubscriptions: { bucket: 'newsletter-subscriptions', limit: 5, windowSeconds: 600 },
  calendlyAuth: { bucket: 'calendly-auth', limit: 20, windowSeconds: 600 },
  /** Starting a Stripe Checkout (public) and reading its outcome. */
  checkout: { bucket: 'checkout', limit: 10, windowSeconds: 600 },
  checkoutStatus: { bucket: 'checkout-status', limit: 60, windowSeconds: 600 },
  /** The intake form's confirmation to the visitor: once a UTC day per recipient, and a cap on all of them. */
  intakeConfirmationPerRecipient: { bucket: 'intake-confirmation-to', limit: 1, windowSeconds: 86_400 },
  intakeConfirmations: { bucket: 'intake-confirmations', limit: INTAKE_CONFIRMATIONS_PER_HOUR, windowSeconds: 3_600 },
  /**
   * Per signed-in user, every valid POST (the creates: audits, findings, reports, auditees, invitations, …):
   * far above what a person does, a wall for a script filling a workspace (issue 25, item 1).
   */
  userWrites: { bucket: 'user-writes', limit: 120, windowSeconds: 600 },
  userWritesDaily: { bucket: 'user-writes-day', limit: 1000, windowSeconds: 86_400 },
  /** Per signed-in user, not per client: questions to Quala. */
  qualaChat: { bucket: 'quala-chat', limit: 10, windowSeconds: 60 },
  /** Per API key, every request: a connected system polls and syncs, but one key cannot crowd out the rest. */
  apiKey: { bucket: 'api-key', limit: 120, windowSeconds: 60 },
  /** The auditee portal (issue 20), per client: codes mailed, and every other call of a link. */
  respondCode: { bucket: 'respond-code', limit: 5, windowSeconds: 600 },
  respond: { bucket: 'respond', limit: 120, windowSeconds: 600 },
  /** The public certificate check (issue 22), per client: a verifier checks a few, a script guessing codes is walled. */
  certificateCheck: { bucket: 'certificate-check', limit: 30, windowSeconds: 600 },
} satisfies Record<string, RateLimit>;
