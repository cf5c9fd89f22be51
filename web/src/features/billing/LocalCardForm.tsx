import { zodResolver } from '@hookform/resolvers/zod';
import { FlaskConical, Lock } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import * as z from '@cq/shared/schemas/z';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { cardDetails, cardFieldsSchema, formatCardNumber, formatExpiry, TEST_CARDS, type CardDetails } from './card';
import type { ConfirmResult } from './payments';

const EMAIL_MESSAGE = 'Invalid email address';

function localFormSchema(collectEmail: boolean, now?: () => Date) {
  return z.extend(cardFieldsSchema(now), {
    email: collectEmail
      ? z.pipe(
          z.string().check(z.trim(), z.minLength(1, 'Email is required'), z.maxLength(254, EMAIL_MESSAGE)),
          z.email(EMAIL_MESSAGE),
        )
      : z.string(),
  });
}
type LocalFormInput = z.input<ReturnType<typeof localFormSchema>>;
type LocalFormOutput = z.output<ReturnType<typeof localFormSchema>>;

export interface LocalCardFormProps {
  /** The pay button's text, e.g. 'Subscribe to Pro Plan'. */
  submitLabel: string;
  /** Ask for the buyer's e-mail too (the hosted checkout stand-in), starting from this value. */
  email?: { defaultValue: string };
  /** Sends the card to the stand-in; the form shows an error it answers, and stays locked once paid. */
  onPay: (payment: { card: CardDetails; email: string }) => Promise<ConfirmResult>;
  onResult?: (result: ConfirmResult) => void;
  /** Fixes "today" for the expiry check in tests. */
  now?: () => Date;
}

/**
 * The local stack's card form (issue 11): it stands in for Stripe's Payment Element and hosted Checkout page
 * where Stripe cannot be reached, and says plainly that it is a test and charges nothing. Fields are checked
 * as Stripe checks them; the stand-in then succeeds or declines as Stripe's test cards do.
 */
export function LocalCardForm({ submitLabel, email, onPay, onResult, now }: LocalCardFormProps) {
  const headingId = useId();
  const schema = useMemo(() => localFormSchema(Boolean(email), now), [email, now]);
  const form = useForm<LocalFormInput, unknown, LocalFormOutput>({
    resolver: zodResolver(schema),
    defaultValues: { number: '', expiry: '', cvc: '', email: email?.defaultValue ?? '' },
  });
  const { errors, isSubmitting } = form.formState;
  const [failure, setFailure] = useState<string | null>(null);
  const [paid, setPaid] = useState(false);

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    const result = await onPay({ card: cardDetails(values), email: values.email });
    if ('error' in result) setFailure(result.error);
    else setPaid(true);
    onResult?.(result);
  });

  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <div className="rounded-md border border-dashed border-[#b45309] bg-warning-surface p-3 text-sm text-warning-foreground">
        <h3 id={headingId} className="flex items-center gap-2 font-semibold">
          <FlaskConical className="size-4" aria-hidden="true" /> Local test payment
        </h3>
        <p className="mt-1">
          This is a local test, not a real payment: no card is charged and nothing is sent to Stripe.
        </p>
        <ul className="mt-2 grid gap-0.5">
          {TEST_CARDS.map((c) => (
            <li key={c.number}>
              <span className="font-mono">{c.number}</span> {c.outcome}
            </li>
          ))}
          <li>Any future expiry date and any 3-digit CVC.</li>
        </ul>
      </div>
      <form onSubmit={submit} noValidate className="grid gap-4" aria-label={`${submitLabel} (local test)`}>
        {failure && <FormAlert>{failure}</FormAlert>}
        {email && (
          <FormField
            label="Email"
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            {...form.register('email')}
          />
        )}
        <FormField
          label="Card number"
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 1234 1234 1234"
          error={errors.number?.message}
          {...form.register('number', {
            onChange: (e: { target: { value: string } }) => form.setValue('number', formatCardNumber(e.target.value)),
          })}
        />
        <div className="grid grid-cols-2 gap-4">
          <FormField
            label="Expiry (MM / YY)"
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM / YY"
            error={errors.expiry?.message}
            {...form.register('expiry', {
              onChange: (e: { target: { value: string } }) => form.setValue('expiry', formatExpiry(e.target.value)),
            })}
          />
          <FormField
            label="CVC"
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
            maxLength={4}
            error={errors.cvc?.message}
            {...form.register('cvc')}
          />
        </div>
        <Button type="submit" size="lg" className="w-full" loading={isSubmitting} disabled={paid}>
          {!isSubmitting && <Lock className="size-4" aria-hidden="true" />}
          {isSubmitting ? 'Processing…' : submitLabel}
        </Button>
      </form>
    </section>
  );
}
