import { isPro } from '@cq/shared/progress/plans';
import { SITE } from '@cq/shared/site';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Check, CheckCircle2, Headset, Lock, Quote, RotateCcw, ShieldCheck } from 'lucide-react';
import { useCallback, useEffect, useId, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormAlert } from '@/components/ui/form-alert';
import { PageSpinner, Spinner } from '@/components/ui/spinner';
import { CURRENT_USER_KEY, useCurrentUser } from '@/features/session';
import { api, apiQueryKey } from '@/lib/api/client';
import { isUnauthorized } from '@/lib/api/request';
import { refusalOf } from '@/lib/api/refusal';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';
import { usePageTitle } from '@/lib/usePageTitle';
import { awaitProActivation } from './activation';
import { PaymentForm } from './PaymentForm';
import { PAYMENTS_UNAVAILABLE, usePaymentsConfig, type ConfirmResult } from './payments';
import {
  PAYMENT_FAILED_TITLE,
  PAYMENT_RETURN_PATH,
  PAYMENT_SUCCESS_TITLE,
  paymentSuccessText,
  REASSURANCES,
  SETUP_FAILED_TEXT,
  SUBSCRIBE_PLANS,
  SUBSCRIBE_TESTIMONIAL,
  type SubscribePlanId,
} from './subscribeContent';
import { TickList } from '@/components/ui/tick-list';

const SUBMIT_LABEL = 'Subscribe to Pro Plan';
const REASSURANCE_ICONS = { guarantee: RotateCcw, cancel: CheckCircle2, secure: ShieldCheck } as const;

function AlreadySubscribed() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <CheckCircle2 className="size-14 text-success" aria-hidden="true" />
      <h1 className="mt-4 text-3xl font-bold tracking-tight">You're Already Subscribed!</h1>
      <p className="mt-3 text-lg text-muted-foreground">
        Your Pro plan is active: audits and Quala interactions are unlimited. Billing is in Settings.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild size="lg">
          <Link to="/dashboard">Back to Dashboard</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to="/settings">Manage billing</Link>
        </Button>
      </div>
    </section>
  );
}

function PlanCards({ selected, onSelect }: { selected: SubscribePlanId; onSelect: (id: SubscribePlanId) => void }) {
  const name = useId();
  return (
    <fieldset className="grid gap-4">
      <legend className="mb-2 text-lg font-semibold">Choose your plan</legend>
      {SUBSCRIBE_PLANS.map((plan) => {
        const checked = plan.id === selected;
        const part = (what: string) => `${name}-${plan.id}-${what}`;
        return (
          <label
            key={plan.id}
            className={cn(
              'relative block cursor-pointer rounded-[var(--radius-card)] border-2 bg-background p-5 shadow-sm transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-offset-2',
              checked ? 'border-primary' : 'border-border hover:border-input',
            )}
          >
            <input
              type="radio"
              name={name}
              value={plan.id}
              checked={checked}
              onChange={() => onSelect(plan.id)}
              // Named by the plan and its price; the features describe it (the whole card would be a long name).
              aria-labelledby={`${part('name')} ${part('price')}`}
              aria-describedby={`${part('badge')} ${part('features')}`}
              className="sr-only"
            />
            <span className="flex flex-wrap items-start justify-between gap-2">
              <span>
                <span id={part('name')} className="block text-xl font-semibold">
                  {plan.name}
                </span>
                <span id={part('price')} className="mt-1 block">
                  <span className="text-3xl font-bold tracking-tight">{plan.price}</span>
                  {plan.priceSuffix && <span className="text-muted-foreground">{plan.priceSuffix}</span>}
                </span>
              </span>
              <Badge id={part('badge')} variant={plan.id === 'pro' ? 'default' : 'secondary'}>
                {plan.badge}
              </Badge>
            </span>
            <TickList
              id={part('features')}
              items={plan.features}
              className="mt-4 grid gap-2 sm:grid-cols-2"
              itemClassName="text-sm"
            />
            {checked && (
              <span className="absolute top-3 right-3 hidden size-6 items-center justify-center rounded-full bg-primary text-primary-foreground sm:flex">
                <Check className="size-4" aria-hidden="true" />
              </span>
            )}
          </label>
        );
      })}
    </fieldset>
  );
}

function ContactSalesPanel() {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <Headset className="size-5 text-primary" aria-hidden="true" /> Contact Sales Team
        </CardTitle>
        <CardDescription>
          Enterprise plans are scoped with you: integrations, on-premise deployment, support hours and SLAs.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <p className="text-sm">
          Tell us about your team and studies and we will reply within one business day ({SITE.businessHoursShort}).
        </p>
        <Button asChild size="lg" className="w-full">
          <Link to="/contact">Contact Sales Team</Link>
        </Button>
      </CardContent>
    </Card>
  );
}

/**
 * The Professional panel: asks the server for the Pro subscription's first payment (its client secret), then
 * shows the payment form seam. A 409 means the caller is already subscribed; a 401 is handled by the app
 * (toast and sign-in); any other failure gets the spec's toast and a way to try again.
 */
function ProPaymentPanel({ onAlreadySubscribed }: { onAlreadySubscribed: () => void }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const payments = usePaymentsConfig();
  const canPay = payments.data !== undefined && payments.data.provider !== 'none';
  // A POST read through the query cache: one call however often the panel renders (StrictMode, re-selection);
  // gcTime 0 drops the secret once the page is left. The server reuses an incomplete subscription.
  const setup = useQuery({
    queryKey: apiQueryKey('POST /api/create-subscription'),
    queryFn: () => api('POST /api/create-subscription'),
    enabled: canPay,
    gcTime: 0,
  });
  const status = setup.error ? (refusalOf(setup.error)?.status ?? null) : null;

  useEffect(() => {
    if (!setup.error || isUnauthorized(setup.error)) return;
    if (status === 409) onAlreadySubscribed();
    else toast({ title: 'Error', description: SETUP_FAILED_TEXT, variant: 'destructive' });
  }, [setup.error, status, onAlreadySubscribed]);

  const onResult = (result: ConfirmResult) => {
    if ('error' in result) {
      toast({ title: PAYMENT_FAILED_TITLE, description: result.error, variant: 'destructive' });
      return;
    }
    toast({ title: PAYMENT_SUCCESS_TITLE, description: paymentSuccessText(SITE.brandName) });
    void awaitProActivation(queryClient);
    void navigate(PAYMENT_RETURN_PATH);
  };

  let body;
  if (payments.isPending) body = <PageSpinner label="Loading payment options…" />;
  else if (!canPay) body = <FormAlert>{PAYMENTS_UNAVAILABLE}</FormAlert>;
  else if (setup.data)
    body = (
      <PaymentForm
        // Stripe's Elements take the client secret once: a new secret is a new form.
        key={setup.data.clientSecret}
        payments={payments.data}
        clientSecret={setup.data.clientSecret}
        returnPath={PAYMENT_RETURN_PATH}
        submitLabel={SUBMIT_LABEL}
        onResult={onResult}
      />
    );
  else if (setup.isError && !isUnauthorized(setup.error) && status !== 409)
    body = (
      <div className="grid gap-3">
        <FormAlert>{SETUP_FAILED_TEXT}</FormAlert>
        <Button variant="outline" className="w-fit" onClick={() => void setup.refetch()}>
          Try again
        </Button>
      </div>
    );
  else
    body = (
      <p role="status" className="flex items-center gap-2 py-6 text-muted-foreground">
        <Spinner className="size-5 text-primary" /> Setting up your subscription...
      </p>
    );

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <Lock className="size-5 text-primary" aria-hidden="true" /> Payment Details
        </CardTitle>
        <CardDescription>
          Professional plan, {SUBSCRIBE_PLANS[0]!.price}
          {SUBSCRIBE_PLANS[0]!.priceSuffix}. Renews monthly until you cancel.
        </CardDescription>
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  );
}

/** /subscribe (workspace spec §2): Professional by card, Enterprise through sales; already-Pro users are told so. */
export function SubscribePage() {
  usePageTitle('Upgrade to Pro');
  const { data: user } = useCurrentUser();
  const queryClient = useQueryClient();
  const [plan, setPlan] = useState<SubscribePlanId>('pro');
  const [alreadySubscribed, setAlreadySubscribed] = useState(false);

  // A 409 from the setup call: the profile is behind the server (Pro started elsewhere); read it again.
  const onAlreadySubscribed = useCallback(() => {
    setAlreadySubscribed(true);
    void queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
  }, [queryClient]);

  if (!user) return <PageSpinner />;
  if (isPro(user.subscriptionStatus) || alreadySubscribed) return <AlreadySubscribed />;

  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-8 sm:py-10">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Upgrade to Pro</h1>
        <p className="mt-1 text-muted-foreground">
          Unlimited audits and Quala interactions for your QA work. Pick a plan to continue.
        </p>
      </div>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="grid content-start gap-8">
          <PlanCards selected={plan} onSelect={setPlan} />
          <ul className="grid gap-4 sm:grid-cols-3" aria-label="Why subscribe with confidence">
            {REASSURANCES.map((r) => {
              const Icon = REASSURANCE_ICONS[r.id];
              return (
                <li key={r.id} className="flex gap-3 rounded-md bg-surface p-4">
                  <Icon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
                  <span>
                    <span className="block font-semibold">{r.title}</span>
                    <span className="block text-sm text-muted-foreground">{r.text}</span>
                  </span>
                </li>
              );
            })}
          </ul>
          <figure className="rounded-[var(--radius-card)] border border-border p-6">
            <Quote className="size-6 text-primary" aria-hidden="true" />
            <blockquote className="mt-2 text-lg">“{SUBSCRIBE_TESTIMONIAL.quote}”</blockquote>
            <figcaption className="mt-3 text-sm text-muted-foreground">
              <span className="font-semibold text-foreground">{SUBSCRIBE_TESTIMONIAL.author}</span>,{' '}
              {SUBSCRIBE_TESTIMONIAL.title}
            </figcaption>
          </figure>
        </div>
        <div className="lg:sticky lg:top-24 lg:self-start">
          {plan === 'pro' ? <ProPaymentPanel onAlreadySubscribed={onAlreadySubscribed} /> : <ContactSalesPanel />}
        </div>
      </div>
    </div>
  );
}

export default SubscribePage;
