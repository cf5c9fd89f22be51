import { runWebhookWorker } from '../../functions/src/jobs/webhookDeliveries';
import { startPeriodicJob } from './periodicJob';

/** How often the local stack looks for due webhook deliveries (the cloud's schedule runs every minute). */
const RUN_EVERY_MS = 2_000;

/**
 * The local stand-in for the cloud's webhook worker (infra/lib/constructs/webhook-worker.ts): the same run on a
 * short interval, so a local receiver sees an event within seconds. Loopback receivers are allowed here only
 * because the stack sets WEBHOOK_ALLOW_LOOPBACK.
 */
export function startWebhookWorker(log: (line: string) => void): { stop: () => Promise<void> } {
  return startPeriodicJob(
    RUN_EVERY_MS,
    async () => {
      const { delivered, retrying, failed } = await runWebhookWorker();
      return delivered + retrying + failed > 0
        ? `🪝 Webhooks: ${delivered} delivered, ${retrying} to retry, ${failed} given up`
        : null;
    },
    (line) => log(line.startsWith('✗') ? `🪝 Webhook worker failed: ${line.slice(2)}` : line),
  );
}
