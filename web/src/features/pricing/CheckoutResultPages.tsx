import type { CheckoutSessionStatus } from '@cq/shared/billing/schemas';
import { formatUsd, INTERVAL_SUFFIX } from '@cq/shared/pricing';
import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, Clock, HelpCircle, RefreshCw, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Button, buttonVariants } from '@/components/ui/button';
import { ProductHomeLink } from '@/features/billing';
import { PageSpinner } from '@/components/ui/spinner';
import { apiQuery } from '@/lib/api/client';
import { refusalOf } from '@/lib/api/refusal';

function Result({
  icon,
  title,
  children,
  actions,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  actions: ReactNode;
}) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      {icon}
      <h1 className="mt-4 text-3xl font-bold tracking-tight">{title}</h1>
      <div className="mt-3 text-lg text-muted-foreground">{children}</div>
      <div className="mt-8 flex flex-wrap justify-center gap-3">{actions}</div>
    </section>
  );
}

const SupportLink = () => (
  <Button asChild size="lg" variant="outline">
    <Link to="/contact">Contact Support</Link>
  </Button>
);

/** Back to the plans (Try Again, Back to Pricing) and Contact Support. */
function PricingAndSupport({ label }: { label: string }) {
  return (
    <>
      <Button asChild size="lg">
        <Link to="/pricing">{label}</Link>
      </Button>
      <SupportLink />
    </>
  );
}

/** Links every state of the success page offers, and where the product bought is used when it has a page. */
function SuccessLinks({ product }: { product: string }) {
  return (
    <>
      <ProductHomeLink product={product} className={buttonVariants({ size: 'lg' })} />
      <Button asChild size="lg">
        <Link to="/dashboard">Go to Dashboard</Link>
      </Button>
      <Button asChild size="lg" variant="outline">
        <Link to="/resources">Browse Resources</Link>
      </Button>
    </>
  );
}

const describe = (s: CheckoutSessionStatus) =>
  `${s.productName}, ${formatUsd(s.amountCents)}${INTERVAL_SUFFIX[s.interval]}`;

/**
 * /checkout/success?session_id=…: confirms the payment from the server (`GET /api/checkout/session/{id}`)
 * instead of taking the redirect's word for it. Paid → the spec's confirmation; still open or unpaid → an
 * honest "not confirmed yet" with a way to check again; unknown id → says so.
 */
export function CheckoutSuccessPage() {
  const [search] = useSearchParams();
  const id = search.get('session_id') ?? '';
  const session = useQuery({
    ...apiQuery('GET /api/checkout/session/{id}', { params: { id } }),
    enabled: id !== '',
  });
  const checkAgain = (
    <Button size="lg" variant="outline" loading={session.isFetching} onClick={() => void session.refetch()}>
      <RefreshCw className="size-4" aria-hidden="true" /> Check again
    </Button>
  );

  if (!id || (session.isError && [400, 404].includes(refusalOf(session.error)?.status ?? 0)))
    return (
      <Result
        icon={<HelpCircle className="size-14 text-muted-foreground" aria-hidden="true" />}
        title="We could not find this checkout"
        actions={<PricingAndSupport label="Back to Pricing" />}
      >
        <p>
          This link does not name a checkout we know, so we cannot confirm a payment from it. If you were charged, your
          receipt e-mail has the details; contact us and we will sort it out.
        </p>
      </Result>
    );
  if (session.isPending) return <PageSpinner label="Confirming your payment…" />;
  if (session.isError)
    return (
      <Result
        icon={<Clock className="size-14 text-muted-foreground" aria-hidden="true" />}
        title="We could not confirm your payment right now"
        actions={
          <>
            {checkAgain}
            <SupportLink />
          </>
        }
      >
        <p>Our payment service did not answer. Your payment is not lost: check again in a moment.</p>
      </Result>
    );

  const data = session.data;
  const paid = data.status === 'complete' && data.paymentStatus !== 'unpaid';
  if (paid)
    return (
      <Result
        icon={<CheckCircle2 className="size-14 text-success" aria-hidden="true" />}
        title="Thanks—subscription active!"
        actions={<SuccessLinks product={data.product} />}
      >
        <p>Your receipt has been emailed to {data.email ?? 'you'}. Your subscription is ready to use.</p>
        <p className="mt-2 text-base">{describe(data)}</p>
      </Result>
    );
  if (data.status === 'expired')
    return (
      <Result
        icon={<XCircle className="size-14 text-muted-foreground" aria-hidden="true" />}
        title="This checkout expired"
        actions={<PricingAndSupport label="Try Again" />}
      >
        <p>The checkout for {describe(data)} expired before it was paid. No charge was made.</p>
      </Result>
    );
  return (
    <Result
      icon={<Clock className="size-14 text-muted-foreground" aria-hidden="true" />}
      title="Payment not confirmed yet"
      actions={
        <>
          {checkAgain}
          <SupportLink />
        </>
      }
    >
      <p>
        We have not received the payment for {describe(data)} yet, so the subscription is not active. If you just paid,
        it can take a moment: check again shortly.
      </p>
    </Result>
  );
}

export function CheckoutCancelPage() {
  return (
    <Result
      icon={<XCircle className="size-14 text-muted-foreground" aria-hidden="true" />}
      title="Checkout canceled"
      actions={<PricingAndSupport label="Try Again" />}
    >
      <p>No charge was made. You can pick a plan again whenever you are ready.</p>
    </Result>
  );
}
