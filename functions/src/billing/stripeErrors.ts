import { NotFoundError, UnavailableError } from '../domain/errors';
import { logger } from '../lib/logger';

export const PROVIDER_UNAVAILABLE = 'The payment provider is not reachable right now. Please try again.';

/**
 * Stripe's failures in our terms: a missing object is a 404, anything else (network, Stripe's 5xx, a rejected
 * request we built) is logged and answered as the provider being unavailable — never Stripe's own text.
 */
export async function withStripe<T>(call: () => Promise<T>, notFound?: string): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const e = error as { type?: string; code?: string; statusCode?: number; message?: string };
    if (typeof e.type !== 'string' || !e.type.startsWith('Stripe')) throw error;
    if (notFound && (e.code === 'resource_missing' || e.statusCode === 404)) throw new NotFoundError(notFound);
    logger.warn('stripe_call_failed', { type: e.type, code: e.code, statusCode: e.statusCode, message: e.message });
    throw new UnavailableError(PROVIDER_UNAVAILABLE);
  }
}
