import type { PaymentsConfig } from '@cq/shared/billing/schemas';
import { useQuery } from '@tanstack/react-query';
import { loadConfig } from '@/lib/config';

/**
 * The payment form seam's one answer, whichever provider took the card: paid, or the provider's own message
 * ('Your card was declined.'), which the page shows as 'Payment Failed'.
 */
export type ConfirmResult = { ok: true } | { error: string };

/**
 * Whether a confirmed PaymentIntent's status means paid: `succeeded`, or `processing` (a bank debit settles later;
 * the webhook grants the plan then). `requires_payment_method`, `requires_action`, `requires_confirmation`,
 * `requires_capture` and `canceled` mean the money is not on its way.
 */
export const paymentSettles = (status: string | null | undefined): boolean =>
  status === 'succeeded' || status === 'processing';

/** A payment call that got no usable answer (network down, a proxy's error page). */
export const PAYMENT_UNREACHABLE = 'We could not reach the payment service. Please try again.';

/** Provider 'none': a deployment without Stripe keys cannot take a card, and says so instead of failing later. */
export const PAYMENTS_UNAVAILABLE = 'Card payments are not available right now. Please contact us to subscribe.';

/** Which payment provider this deployment uses, from /config.json. */
export function usePaymentsConfig() {
  return useQuery<PaymentsConfig>({
    queryKey: ['/config.json', 'payments'],
    queryFn: async () => (await loadConfig()).payments ?? { provider: 'none' },
  });
}

/** The absolute address a provider sends the browser back to (Stripe requires one). */
export const absoluteUrl = (path: string): string => new URL(path, window.location.origin).href;
