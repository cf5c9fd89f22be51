import { InvalidInputError } from '../domain/errors';
import { createGroupHandler, type Operations, type RequestContext } from '../http/groupHandler';
import { stripeWebhookContract } from '@cq/shared/contract/stripeWebhook';
import { counted } from '../http/tableGuards';
import { stripe, webhookSecret } from '../services/billing/client';
import { processEvent } from './events';

/** Stripe's own default: a signature older than five minutes is a replay. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;
/**
 * The webhook's own body cap. Stripe's events carry whole objects (an invoice with its lines, a Checkout Session),
 * and some are far beyond the 64 KB of the other routes; one refused with 413 would be retried and then lost.
 * Nothing is parsed or stored before the signature is checked, so the larger cap gives a forger nothing.
 */
export const WEBHOOK_MAX_BODY_BYTES = 512 * 1024;
/** One answer for every refused delivery: a forger learns nothing from it. */
export const INVALID_WEBHOOK = 'Invalid webhook request';

/**
 * Stripe → us. The signature is checked on the raw body with the endpoint secret; a verified event is
 * processed exactly once. A failure while processing answers 5xx, so Stripe delivers it again.
 */
async function receive({ event }: RequestContext<'POST /api/stripe/webhook'>) {
  const signature = event.headers['stripe-signature'];
  if (!event.body || !signature) throw new InvalidInputError(INVALID_WEBHOOK);
  const raw = Buffer.from(event.body, event.isBase64Encoded ? 'base64' : 'utf8');
  const secret = await webhookSecret();
  const client = await stripe();
  let verified;
  try {
    verified = client.webhooks.constructEvent(raw, signature, secret, SIGNATURE_TOLERANCE_SECONDS);
  } catch {
    throw new InvalidInputError(INVALID_WEBHOOK);
  }
  await processEvent(verified);
  return { body: { received: true as const } };
}

export const operations: Operations<'stripeWebhook'> = {
  'POST /api/stripe/webhook': { maxBodyBytes: WEBHOOK_MAX_BODY_BYTES, handle: receive },
};

export const handler = createGroupHandler('stripeWebhook', stripeWebhookContract, operations, counted);
