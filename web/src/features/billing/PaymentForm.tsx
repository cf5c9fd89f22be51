import type { PaymentsConfig } from '@cq/shared/billing/schemas';
import { lazy, Suspense } from 'react';
import { FormAlert } from '@/components/ui/form-alert';
import { PageSpinner } from '@/components/ui/spinner';
import { confirmLocalPayment } from './localStripe';
import { LocalCardForm } from './LocalCardForm';
import { absoluteUrl, PAYMENTS_UNAVAILABLE, type ConfirmResult } from './payments';

/** Stripe.js and Stripe's React bindings, fetched only when this deployment takes cards through Stripe. */
const StripePaymentForm = lazy(() => import('./StripePaymentForm'));

export interface PaymentFormProps {
  payments: PaymentsConfig;
  /** The PaymentIntent's client secret (`POST /api/create-subscription`). */
  clientSecret: string;
  /** Where the provider sends the browser after paying (a path of this site). */
  returnPath: string;
  submitLabel: string;
  /** Called once per attempt with `{ ok: true }` or `{ error: provider message }`. */
  onResult: (result: ConfirmResult) => void;
}

/**
 * The payment form seam (issue 11): Stripe's Payment Element when a publishable key is configured, the local
 * stand-in's clearly labelled test card form on the local stack, or a plain notice where no provider is set.
 * Whichever it is, the page gets one answer: `{ ok: true }` or `{ error: message }`.
 */
export function PaymentForm({ payments, clientSecret, returnPath, submitLabel, onResult }: PaymentFormProps) {
  const returnUrl = absoluteUrl(returnPath);
  switch (payments.provider) {
    case 'stripe':
      return (
        <Suspense fallback={<PageSpinner label="Loading secure payment form…" />}>
          <StripePaymentForm
            publishableKey={payments.publishableKey}
            clientSecret={clientSecret}
            returnUrl={returnUrl}
            submitLabel={submitLabel}
            onResult={onResult}
          />
        </Suspense>
      );
    case 'local':
      return (
        <LocalCardForm
          submitLabel={submitLabel}
          onPay={({ card }) => confirmLocalPayment(clientSecret, card, returnUrl)}
          onResult={onResult}
        />
      );
    default:
      return <FormAlert>{PAYMENTS_UNAVAILABLE}</FormAlert>;
  }
}
