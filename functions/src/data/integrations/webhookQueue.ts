import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { store } from '../core/store';
import './webhook.entity';

/** How long the delivery log keeps an attempt. */
export const ATTEMPT_RETENTION_DAYS = 30;

export interface QueuedDelivery {
  workspaceId: string;
  endpointId: string;
  eventId: string;
  type: string;
  createdAt: string;
  body: string;
  attempts: number;
  dueAt: string;
}

const refusedByCondition = (error: unknown) => error instanceof ConditionalCheckFailedException;

/**
 * Fans the oldest event batches out into one delivery per endpoint and event (up to `limit` batches; one bounded
 * Query of GSI1 `WHNEW`). Each delivery is created only if absent, so a fan-out cut short and run again makes no
 * duplicates; the batch is deleted after all of its deliveries exist. Returns how many deliveries it made.
 */
export async function fanOutBatches(limit: number): Promise<number> {
  const { data: batches } = await store().webhookBatch.query.byCreation({}).go({ limit });
  let made = 0;
  for (const batch of batches) {
    for (const event of batch.events) {
      for (const endpointId of event.endpointIds) {
        try {
          await store()
            .webhookDelivery.create({
              workspaceId: batch.workspaceId,
              endpointId,
              eventId: event.eventId,
              type: event.type,
              createdAt: batch.createdAt,
              body: event.body,
              attempts: 0,
              dueAt: batch.createdAt,
            })
            .go({ originalErr: true });
          made += 1;
        } catch (error) {
          if (!refusedByCondition(error)) throw error;
        }
      }
    }
    await store().webhookBatch.delete({ workspaceId: batch.workspaceId, id: batch.id }).go();
  }
  return made;
}

/** Access pattern (worker): deliveries due by `now`, oldest first, at most `limit` (one Query of GSI1 `WHDUE`). */
export async function dueDeliveries(now: Date, limit: number): Promise<QueuedDelivery[]> {
  const { data } = await store().webhookDelivery.query.byDue({}).lte({ dueAt: now.toISOString() }).go({ limit });
  return data;
}

/**
 * Takes a delivery for one attempt: counts the attempt and moves it `leaseMs` ahead, on the condition that nobody
 * else did since it was read (the index is eventually consistent; two workers may see it). If the worker dies
 * mid-attempt, the delivery is due again when the lease ends: at least once. False when someone else has it.
 */
export async function claimDelivery(delivery: QueuedDelivery, now: Date, leaseMs: number): Promise<boolean> {
  const key = { workspaceId: delivery.workspaceId, endpointId: delivery.endpointId, eventId: delivery.eventId };
  try {
    await store()
      .webhookDelivery.patch(key)
      .set({ attempts: delivery.attempts + 1, dueAt: new Date(now.getTime() + leaseMs).toISOString() })
      .where(({ attempts, dueAt }, { eq }) => `${eq(attempts, delivery.attempts)} AND ${eq(dueAt, delivery.dueAt)}`)
      .go({ originalErr: true });
    return true;
  } catch (error) {
    if (refusedByCondition(error)) return false;
    throw error;
  }
}

export interface AttemptRecord {
  attempt: number;
  at: Date;
  statusCode: number | null;
  error: string | null;
  outcome: 'delivered' | 'retrying' | 'failed';
}

/**
 * Logs an attempt and settles the delivery: gone when delivered or given up, due again at `retryAt` otherwise.
 * The log entry is written first, so a crash in between repeats an attempt rather than losing one from the log.
 */
export async function settleDelivery(delivery: QueuedDelivery, record: AttemptRecord, retryAt: Date | null) {
  const key = { workspaceId: delivery.workspaceId, endpointId: delivery.endpointId, eventId: delivery.eventId };
  await store()
    .webhookAttempt.create({
      ...key,
      at: record.at.toISOString(),
      type: delivery.type,
      attempt: record.attempt,
      outcome: record.outcome,
      ...(record.statusCode !== null ? { statusCode: record.statusCode } : {}),
      ...(record.error !== null ? { error: record.error } : {}),
      expiresAt: Math.floor(record.at.getTime() / 1000) + ATTEMPT_RETENTION_DAYS * 86_400,
    })
    .go();
  if (retryAt) {
    await store()
      .webhookDelivery.patch(key)
      .set({ dueAt: retryAt.toISOString() })
      .where(({ attempts }, { eq }) => eq(attempts, record.attempt))
      .go();
  } else {
    await store().webhookDelivery.delete(key).go();
  }
}

/** Drops a delivery whose endpoint is gone (deleted since the event). */
export async function dropDelivery(delivery: QueuedDelivery): Promise<void> {
  await store()
    .webhookDelivery.delete({
      workspaceId: delivery.workspaceId,
      endpointId: delivery.endpointId,
      eventId: delivery.eventId,
    })
    .go();
}

/** The endpoint's URL and secret at delivery time (GetItem); null when deleted. */
export async function endpointForDelivery(workspaceId: string, id: string) {
  const { data } = await store().webhookEndpoint.get({ workspaceId, id }).go({ consistent: true });
  return data ? { url: data.url, secret: data.secret } : null;
}
