import type { ProductCheckoutRequest } from '@cq/shared/pricing';
// call.ts, not client.ts: /subscriptions' island (SubscriptionPlans.tsx) checks out without the query cache.
import { api } from '@/lib/api/call';
import { HttpError } from '@/lib/api/request';
import { sessionLikely } from '@/lib/auth/session';
import { toast } from '@/lib/toast';

/** Spec §8 failure texts. */
export const CHECKOUT_FAILED = 'Checkout failed. Please try again.';
export const CHECKOUT_ERROR = 'Something went wrong. Please try again.';
export const PRICING_UNAVAILABLE = 'Temporarily unavailable—contact us';

/** Sends the browser to the checkout page; a seam so tests can observe it. */
export const goTo = (url: string): void => window.location.assign(url);

const fail = (title: string) => toast({ title, variant: 'destructive' });

/**
 * A signed-in buyer checks out on their own account (`POST /api/billing/checkout`: their Stripe customer and
 * e-mail); a visitor, or a session that turns out to be over (401), through the public call.
 */
async function checkoutUrl(
  body: ProductCheckoutRequest | { priceId: string },
  publicCall: () => Promise<{ url: string }>,
): Promise<{ url: string }> {
  if (await sessionLikely()) {
    try {
      return await api('POST /api/billing/checkout', { body });
    } catch (error) {
      if (!(error instanceof HttpError && error.status === 401)) throw error;
    }
  }
  return publicCall();
}

/**
 * Subscriptions page: `POST /api/stripe/checkout`, then follow `url`. No url → 'Checkout failed. Please try
 * again.'; any exception (HTTP error, network) → 'Something went wrong. Please try again.'
 */
export async function startProductCheckout(request: ProductCheckoutRequest): Promise<void> {
  let url: unknown;
  try {
    url = (await checkoutUrl(request, () => api('POST /api/stripe/checkout', { body: request })))?.url;
  } catch (error) {
    console.error('Checkout error', error);
    fail(CHECKOUT_ERROR);
    return;
  }
  if (typeof url === 'string' && url) goTo(url);
  else fail(CHECKOUT_FAILED);
}

/** Pricing page: `POST /api/checkout/session` with the plan's price id; any failure → 'Temporarily unavailable—contact us'. */
export async function startPlanCheckout(priceId: string): Promise<void> {
  try {
    const body = await checkoutUrl({ priceId }, () => api('POST /api/checkout/session', { body: { priceId } }));
    if (typeof body?.url === 'string' && body.url) {
      goTo(body.url);
      return;
    }
  } catch (error) {
    console.error('Checkout error', error);
  }
  fail(PRICING_UNAVAILABLE);
}
