import Stripe from 'stripe';
import { newId } from './account';

/** Stripe's API version of the SDK we use: events are rendered for it. */
const API_VERSION = Stripe.API_VERSION;
/** Stripe retries for days with growing gaps; locally a few quick tries show the same behaviour. */
export const RETRY_DELAYS_MS = [0, 500, 2000, 5000, 10000];

export interface Delivery {
  eventId: string;
  type: string;
  attempts: number;
  delivered: boolean;
  lastStatus: number | null;
}

/**
 * Sends events to the webhook endpoint one after another, in the order they happened, each signed with the
 * endpoint secret by the SDK's own helper, and retried when the endpoint does not answer 2xx.
 */
export class WebhookSender {
  private queue: Promise<void> = Promise.resolve();
  private stopped = false;
  readonly deliveries: Delivery[] = [];
  private readonly stripe = new Stripe('sk_test_signing_only');

  constructor(
    private readonly endpoint: () => string,
    private readonly secret: string,
    private readonly log: (line: string) => void,
  ) {}

  send(type: string, object: Record<string, unknown>, created: number): void {
    const event = {
      id: newId('evt'),
      object: 'event',
      api_version: API_VERSION,
      created,
      livemode: false,
      pending_webhooks: 1,
      type,
      data: { object: structuredClone(object) },
    };
    const delivery: Delivery = { eventId: event.id, type, attempts: 0, delivered: false, lastStatus: null };
    this.deliveries.push(delivery);
    this.queue = this.queue.then(() => this.deliver(JSON.stringify(event), delivery));
  }

  private async deliver(payload: string, delivery: Delivery): Promise<void> {
    for (const delay of RETRY_DELAYS_MS) {
      if (this.stopped) return;
      if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
      delivery.attempts++;
      try {
        const res = await fetch(this.endpoint(), {
          method: 'POST',
          headers: {
            'content-type': 'application/json; charset=utf-8',
            'stripe-signature': this.stripe.webhooks.generateTestHeaderString({ payload, secret: this.secret }),
          },
          body: payload,
          signal: AbortSignal.timeout(15000),
        });
        delivery.lastStatus = res.status;
        await res.arrayBuffer();
        if (res.ok) {
          delivery.delivered = true;
          return;
        }
      } catch {
        delivery.lastStatus = null;
      }
      this.log(
        `stripe stand-in: ${delivery.type} ${delivery.eventId} not accepted (${delivery.lastStatus ?? 'no answer'}), will retry`,
      );
    }
  }

  /** Resolves when every event sent so far has been delivered or given up on. */
  idle(): Promise<void> {
    return this.queue;
  }

  stop(): void {
    this.stopped = true;
  }
}
