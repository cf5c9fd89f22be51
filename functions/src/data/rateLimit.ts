import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { tooManyRequests } from '../lib/errors';
import { db, tableName } from './client';
import { keys } from './keys';

export interface RateLimit {
  /** A name for the thing being limited, e.g. `error-logs`. */
  bucket: string;
  limit: number;
  windowSeconds: number;
}

/**
 * Fixed-window counter per client and bucket: one atomic ADD per request. Over the limit → 429 with
 * Retry-After set to the end of the window. Counters expire by TTL shortly after their window.
 */
export async function enforceRateLimit({ bucket, limit, windowSeconds }: RateLimit, client: string): Promise<void> {
  const nowSeconds = Math.floor(Date.now() / 1000);
  const window = Math.floor(nowSeconds / windowSeconds);
  const out = await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.rateWindow(bucket, client, window),
      UpdateExpression: 'ADD #count :one SET expiresAt = if_not_exists(expiresAt, :exp)',
      ExpressionAttributeNames: { '#count': 'count' },
      ExpressionAttributeValues: { ':one': 1, ':exp': (window + 1) * windowSeconds + 60 },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  const count = Number(out.Attributes?.count ?? 0);
  if (count > limit) throw tooManyRequests(Math.max(1, (window + 1) * windowSeconds - nowSeconds));
}

/** Per-client rate limits of the public POSTs, in one place. */
export const RATE_LIMITS = {
  errorLogs: { bucket: 'error-logs', limit: 30, windowSeconds: 60 },
  contactMessages: { bucket: 'contact-messages', limit: 5, windowSeconds: 600 },
  consultationRequests: { bucket: 'consultation-requests', limit: 5, windowSeconds: 600 },
  jobApplications: { bucket: 'job-applications', limit: 5, windowSeconds: 600 },
  newsletterSubscriptions: { bucket: 'newsletter-subscriptions', limit: 5, windowSeconds: 600 },
  calendlyAuth: { bucket: 'calendly-auth', limit: 20, windowSeconds: 600 },
} satisfies Record<string, RateLimit>;
