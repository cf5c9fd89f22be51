import {
  claimDelivery,
  dropDelivery,
  dueDeliveries,
  endpointForDelivery,
  fanOutBatches,
  settleDelivery,
  type QueuedDelivery,
} from '../data/integrations/webhookQueue';
import { env } from '../lib/env';
import { logger } from '../lib/logger';
import type { Resolver } from '../services/webhooks/publicAddress';
import { DELIVERY_TIMEOUT_MS, postSigned } from '../services/webhooks/post';

/** Retries for this long after the event; then the delivery is given up (logged as failed). */
export const RETRY_WINDOW_MS = 24 * 60 * 60 * 1000;
/** The first retry's delay; each next one doubles, up to RETRY_DELAY_MAX_MS. */
export const RETRY_DELAY_BASE_MS = 30_000;
export const RETRY_DELAY_MAX_MS = 4 * 60 * 60 * 1000;
/** Longer than an attempt can take, so a live attempt's delivery is never taken by another run. */
const LEASE_MS = 2 * 60 * 1000;
/** A run's bound: batches fanned out and deliveries attempted (the schedule runs every minute). */
const BATCHES_PER_RUN = 25;
const DELIVERIES_PER_RUN = 50;
const PARALLEL = 5;

/** The delay before attempt `attempt + 1`: 30 s, 1 min, 2 min, … up to 4 h (about 15 attempts in 24 h). */
export const retryDelay = (attempt: number) =>
  Math.min(RETRY_DELAY_BASE_MS * 2 ** Math.max(0, attempt - 1), RETRY_DELAY_MAX_MS);

export interface WorkerOptions {
  /** The clock (tests move it to check the 24-hour window). */
  now?: () => Date;
  resolve?: Resolver;
  timeoutMs?: number;
  allowLoopback?: boolean;
}

export interface WorkerRun {
  fannedOut: number;
  delivered: number;
  retrying: number;
  failed: number;
}

async function attempt(delivery: QueuedDelivery, options: Required<Omit<WorkerOptions, 'resolve'>> & WorkerOptions) {
  const started = options.now();
  if (!(await claimDelivery(delivery, started, LEASE_MS))) return null;
  const endpoint = await endpointForDelivery(delivery.workspaceId, delivery.endpointId);
  if (!endpoint) {
    await dropDelivery(delivery);
    return null;
  }
  const result = await postSigned(endpoint.url, delivery.body, {
    secret: endpoint.secret,
    allowLoopback: options.allowLoopback,
    timeoutMs: options.timeoutMs,
    resolve: options.resolve,
    now: started,
  });
  const number = delivery.attempts + 1;
  const at = options.now();
  const next = new Date(at.getTime() + retryDelay(number));
  const outcome =
    result.error === null
      ? 'delivered'
      : next.getTime() - Date.parse(delivery.createdAt) > RETRY_WINDOW_MS
        ? 'failed'
        : 'retrying';
  await settleDelivery(delivery, { attempt: number, at, outcome, ...result }, outcome === 'retrying' ? next : null);
  return outcome;
}

/**
 * One run of the delivery worker: new events fanned out per endpoint, then the deliveries that are due, each
 * attempted once (signed, SSRF-checked at this moment), logged, and retried with exponential backoff until 24
 * hours after the event. Bounded per run; the schedule (cloud) or the interval (local) runs it again.
 */
export async function runWebhookWorker(options: WorkerOptions = {}): Promise<WorkerRun> {
  const settings = {
    now: options.now ?? (() => new Date()),
    timeoutMs: options.timeoutMs ?? DELIVERY_TIMEOUT_MS,
    allowLoopback: options.allowLoopback ?? env.webhookAllowLoopback(),
    resolve: options.resolve,
  };
  const run: WorkerRun = { fannedOut: await fanOutBatches(BATCHES_PER_RUN), delivered: 0, retrying: 0, failed: 0 };
  const due = await dueDeliveries(settings.now(), DELIVERIES_PER_RUN);
  for (let i = 0; i < due.length; i += PARALLEL) {
    const outcomes = await Promise.all(due.slice(i, i + PARALLEL).map((d) => attempt(d, settings)));
    for (const outcome of outcomes) if (outcome) run[outcome] += 1;
  }
  return run;
}

/** The scheduled Lambda (infra/lib/constructs/webhook-worker.ts). Not an API route, so no manifest group. */
export async function handler(): Promise<WorkerRun> {
  const run = await runWebhookWorker();
  if (run.fannedOut + run.delivered + run.retrying + run.failed > 0) logger.info('webhook deliveries', { ...run });
  return run;
}
