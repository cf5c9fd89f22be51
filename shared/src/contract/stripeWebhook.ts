import * as z from '../schemas/z';
import type { GroupContract } from './types';

/** The `stripeWebhook` group's routes: what each takes and answers (see ../contract.ts). */
export const stripeWebhookContract = {
  /** Stripe's events: the signature is checked on the raw body, so no JSON schema applies here. */
  'POST /api/stripe/webhook': { response: z.object({ received: z.literal(true) }) },
} as const satisfies GroupContract<'stripeWebhook'>;
