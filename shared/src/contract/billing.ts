import type { GroupContract } from './types';
import { id, checkoutUrl } from './parts';
import { planCheckoutSchema, productCheckoutSchema, signedInCheckoutSchema } from '../schemas/checkout';
import {
  billingSchema,
  checkoutSessionStatusSchema,
  createSubscriptionResponseSchema,
  subscriptionUpdateSchema,
} from '../billing/schemas';

/** The `billing` group's routes: what each takes and answers (see ../contract.ts). */
export const billingContract = {
  'POST /api/stripe/checkout': { body: productCheckoutSchema, response: checkoutUrl },
  'POST /api/checkout/session': { body: planCheckoutSchema, response: checkoutUrl },
  /** Public: a Checkout Session id is unguessable and the answer says only what was bought and whether it is paid. */
  'GET /api/checkout/session/{id}': { params: id, response: checkoutSessionStatusSchema },
  /** No body. 409 'Already subscribed' when the caller's Pro subscription is active. */
  'POST /api/create-subscription': { response: createSubscriptionResponseSchema },
  'GET /api/billing': { response: billingSchema },
  'PATCH /api/billing/subscription': { body: subscriptionUpdateSchema, response: billingSchema },
  /** Checkout for a signed-in buyer: the same body as either public call, tied to the caller's Stripe customer. */
  'POST /api/billing/checkout': { body: signedInCheckoutSchema, response: checkoutUrl },
} as const satisfies GroupContract<'billing'>;
