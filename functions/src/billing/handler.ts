import { UnavailableError } from '../domain/errors';
import { createGroupHandler, type Operations } from '../http/groupHandler';

export const CHECKOUT_UNAVAILABLE = 'Checkout is not available yet';

/** Until billing lands, both checkout calls answer a clear 503 that the pricing pages show as a failure. */
async function checkoutUnavailable(): Promise<never> {
  throw new UnavailableError(CHECKOUT_UNAVAILABLE);
}

export const operations: Operations<'billing'> = {
  'POST /api/stripe/checkout': { handle: checkoutUnavailable },
  'POST /api/checkout/session': { handle: checkoutUnavailable },
  'GET /api/checkout/session/{id}': { handle: checkoutUnavailable },
  'POST /api/create-subscription': { handle: checkoutUnavailable },
  'GET /api/billing': { handle: checkoutUnavailable },
  'PATCH /api/billing/subscription': { handle: checkoutUnavailable },
};

export const handler = createGroupHandler('billing', operations);
