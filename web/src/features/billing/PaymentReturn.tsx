import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { PaymentsConfig } from '@cq/shared/billing/schemas';
import { SITE } from '@cq/shared/site';
import { toast } from '@/lib/toast';
import { awaitProActivation } from './activation';
import { paymentSettles, usePaymentsConfig } from './payments';
import { stripeFor } from './stripeJs';
import { PAYMENT_FAILED_TITLE, PAYMENT_SUCCESS_TITLE, paymentSuccessText } from './subscribeContent';

/** The parameters Stripe adds to the return address after a payment that left the page. */
export const RETURN_PARAMS = ['payment_intent', 'payment_intent_client_secret', 'redirect_status'] as const;
export const PAYMENT_NOT_COMPLETED = 'The payment was not completed. Please try again.';

/** What Stripe said about a failed payment, read with the payment's client secret (Stripe.js). */
async function failureMessage(payments: PaymentsConfig, clientSecret: string | null): Promise<string> {
  if (payments.provider !== 'stripe' || !clientSecret) return PAYMENT_NOT_COMPLETED;
  try {
    const stripe = await stripeFor(payments.publishableKey);
    const result = await stripe?.retrievePaymentIntent(clientSecret);
    return result?.paymentIntent?.last_payment_error?.message ?? PAYMENT_NOT_COMPLETED;
  } catch {
    return PAYMENT_NOT_COMPLETED;
  }
}

/**
 * A payment method that leaves the page (3-D Secure, a bank's own page) comes back to the return address with
 * `redirect_status`: the same toasts as a payment made on /subscribe, the same wait for Pro, and an address
 * cleaned of the payment's parameters so a reload says nothing twice.
 */
export default function PaymentReturn() {
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const { data: payments } = usePaymentsConfig();
  const handled = useRef(false);
  const status = params.get('redirect_status');
  const clientSecret = params.get('payment_intent_client_secret');

  useEffect(() => {
    if (!status || !payments || handled.current) return;
    handled.current = true;
    void (async () => {
      if (paymentSettles(status)) {
        toast({ title: PAYMENT_SUCCESS_TITLE, description: paymentSuccessText(SITE.brandName) });
        void awaitProActivation(queryClient);
      } else {
        const description = await failureMessage(payments, clientSecret);
        toast({ title: PAYMENT_FAILED_TITLE, description, variant: 'destructive' });
      }
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const name of RETURN_PARAMS) next.delete(name);
          return next;
        },
        { replace: true },
      );
    })();
  }, [status, clientSecret, payments, queryClient, setParams]);

  return null;
}
