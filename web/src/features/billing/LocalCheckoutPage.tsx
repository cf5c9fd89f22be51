import { formatUsd, INTERVAL_SUFFIX } from '@cq/shared/pricing';
import { useQuery } from '@tanstack/react-query';
import { FlaskConical } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { FormAlert } from '@/components/ui/form-alert';
import { PageSpinner } from '@/components/ui/spinner';
import { getLocalCheckoutSession, LocalStripeError, payLocalCheckout, type LocalCheckoutSession } from './localStripe';
import type { CardDetails } from './card';
import { LocalCardForm } from './LocalCardForm';
import type { ConfirmResult } from './payments';

const INTERVAL_WORD = { month: 'month', year: 'year', quarter: 'quarter' } as const;

/**
 * Follows a URL the stand-in named (success or cancel page) on this site only: its path, query and fragment,
 * so a session can never send the browser elsewhere.
 */
export function goWithinSite(url: string): void {
  const target = new URL(url, window.location.origin);
  window.location.assign(`${target.pathname}${target.search}${target.hash}`);
}

function Shell({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto grid max-w-lg gap-6 px-4 py-10">
      <div>
        <p className="inline-flex items-center gap-1.5 rounded-full bg-warning-surface px-3 py-1 text-xs font-semibold text-warning-foreground">
          <FlaskConical className="size-3.5" aria-hidden="true" /> Local test checkout
        </p>
        <h1 className="mt-3 text-3xl font-bold tracking-tight">Local test checkout</h1>
        <p className="mt-1 text-muted-foreground">
          This page stands in for Stripe's hosted checkout on this machine. No real payment is taken.
        </p>
      </div>
      {children}
    </div>
  );
}

function Problem({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{title}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">{children}</CardContent>
    </Card>
  );
}

function OpenCheckout({ session }: { session: LocalCheckoutSession }) {
  const amount = formatUsd(session.amount_total);
  const pay = async ({ card, email }: { card: CardDetails; email: string }): Promise<ConfirmResult> => {
    const result = await payLocalCheckout(session.id, email, card);
    if ('error' in result) return result;
    goWithinSite(result.redirectUrl);
    return { ok: true };
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{session.name}</CardTitle>
        <p>
          <span className="text-3xl font-bold tracking-tight">{amount}</span>
          <span className="text-muted-foreground">{INTERVAL_SUFFIX[session.interval]}</span>
        </p>
        <p className="text-sm text-muted-foreground">
          Subscription, billed every {INTERVAL_WORD[session.interval]} in {session.currency.toUpperCase()} until
          canceled.
        </p>
      </CardHeader>
      <CardContent className="grid gap-4">
        <LocalCardForm
          submitLabel={`Pay ${amount}`}
          email={{ defaultValue: session.customer_email ?? '' }}
          onPay={pay}
        />
        <Button variant="outline" className="w-full" onClick={() => goWithinSite(session.cancel_url)}>
          Cancel
        </Button>
      </CardContent>
    </Card>
  );
}

/** /local-checkout/:id: the local stand-in's hosted checkout (product, amount and interval, e-mail, test card). */
export function LocalCheckoutPage() {
  const { id = '' } = useParams();
  const session = useQuery({
    queryKey: ['local-stripe', 'checkout-session', id],
    queryFn: () => getLocalCheckoutSession(id),
    gcTime: 0,
  });

  if (session.isPending) return <PageSpinner label="Loading checkout…" />;
  if (session.isError) {
    const notFound = session.error instanceof LocalStripeError && session.error.status === 404;
    return (
      <Shell>
        <Problem title={notFound ? 'Checkout not found' : 'Checkout could not be loaded'}>
          <FormAlert>
            {notFound
              ? 'This checkout link is not valid. Start again from the pricing page.'
              : 'The checkout could not be loaded. Please try again.'}
          </FormAlert>
          <Button asChild variant="outline" className="w-fit">
            <Link to="/pricing">Back to Pricing</Link>
          </Button>
        </Problem>
      </Shell>
    );
  }
  const data = session.data;
  if (data.status === 'complete')
    return (
      <Shell>
        <Problem title="Already paid">
          <p>This checkout has been paid for already.</p>
          <Button className="w-fit" onClick={() => goWithinSite(data.success_url)}>
            Continue
          </Button>
        </Problem>
      </Shell>
    );
  if (data.status !== 'open')
    return (
      <Shell>
        <Problem title="Checkout expired">
          <p>This checkout has expired and can no longer be paid. Nothing was charged.</p>
          <Button asChild variant="outline" className="w-fit">
            <Link to="/pricing">Back to Pricing</Link>
          </Button>
        </Problem>
      </Shell>
    );
  return (
    <Shell>
      <OpenCheckout session={data} />
    </Shell>
  );
}

export default LocalCheckoutPage;
