import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { Lock } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { PAYMENT_UNREACHABLE, paymentSettles, type ConfirmResult } from './payments';
import { stripeFor } from './stripeJs';

export interface StripePaymentFormProps {
  publishableKey: string;
  clientSecret: string;
  /** Absolute address Stripe returns to after a redirect-based method (3-D Secure pages, bank redirects). */
  returnUrl: string;
  submitLabel: string;
  onResult: (result: ConfirmResult) => void;
}

function ConfirmForm({
  returnUrl,
  submitLabel,
  onResult,
}: Omit<StripePaymentFormProps, 'publishableKey' | 'clientSecret'>) {
  const stripe = useStripe();
  const elements = useElements();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [paid, setPaid] = useState(false);

  /** Stripe's confirm, answered as the seam's `{ok} | {error}`: a card payment completes here without leaving. */
  const confirm = async (): Promise<ConfirmResult> => {
    if (!stripe || !elements) return { error: PAYMENT_UNREACHABLE };
    const { error, paymentIntent } = await stripe.confirmPayment({
      elements,
      confirmParams: { return_url: returnUrl },
      redirect: 'if_required',
    });
    if (error) return { error: error.message ?? PAYMENT_UNREACHABLE };
    return paymentSettles(paymentIntent.status) ? { ok: true } : { error: PAYMENT_UNREACHABLE };
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setFailure(null);
    const result = await confirm().catch((): ConfirmResult => ({ error: PAYMENT_UNREACHABLE }));
    setBusy(false);
    if ('error' in result) setFailure(result.error);
    else setPaid(true);
    onResult(result);
  };

  return (
    <form onSubmit={(e) => void submit(e)} className="grid gap-4">
      {failure && <FormAlert>{failure}</FormAlert>}
      <PaymentElement />
      <Button type="submit" size="lg" className="w-full" loading={busy} disabled={!stripe || !elements || paid}>
        {!busy && <Lock className="size-4" aria-hidden="true" />}
        {busy ? 'Processing…' : submitLabel}
      </Button>
    </form>
  );
}

/**
 * Stripe's Payment Element for a PaymentIntent's client secret. This module (and Stripe.js with it) is loaded
 * only by the payment form seam on /subscribe, and only when the deployment is configured for Stripe.
 */
export function StripePaymentForm({ publishableKey, clientSecret, ...form }: StripePaymentFormProps) {
  return (
    <Elements stripe={stripeFor(publishableKey)} options={{ clientSecret }}>
      <ConfirmForm {...form} />
    </Elements>
  );
}

export default StripePaymentForm;
