import type { BillingOverview } from '@cq/shared/billing/schemas';
import { PRO_MONTHLY_CENTS } from '@cq/shared/billing/catalogue';
import { formatUsd } from '@cq/shared/pricing';
import { FREE_LIMITS } from '@cq/shared/progress/plans';
import { PLAN_LABELS } from '@cq/shared/schemas/user';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CreditCard, ExternalLink } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Dialog } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { CURRENT_USER_KEY } from '@/features/session';
import { api, apiQuery, apiQueryKey } from '@/lib/api/client';
import { refusalOf } from '@/lib/api/refusal';
import { formatDate } from '@/lib/dates';
import { toast } from '@/lib/toast';
import { usePending } from '@/lib/usePending';
import { ColumnHeaders } from '@/components/ui/column-headers';
import { ProductHomeLink } from '@/features/billing';
import { ProductRenewal } from './ProductRenewal';

type Subscription = NonNullable<BillingOverview['subscription']>;

const STATUS_LABEL: Record<string, string> = {
  active: 'Active',
  trialing: 'Trial',
  past_due: 'Past due',
  unpaid: 'Unpaid',
  canceled: 'Canceled',
  incomplete: 'Awaiting first payment',
  incomplete_expired: 'First payment not made',
  paused: 'Paused',
  paid: 'Paid',
  open: 'Open',
  draft: 'Draft',
  void: 'Void',
  uncollectible: 'Uncollectible',
};

/** Stripe's status words as people read them; an unknown one is shown as given, tidied. */
export const statusLabel = (status: string): string =>
  STATUS_LABEL[status] ?? status.charAt(0).toUpperCase() + status.slice(1).replace(/_/g, ' ');

export const formatMoney = (cents: number, currency: string): string =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);

/** A subscription that still renews or runs to its period's end (what cancel and resume act on). */
const isRunning = (s: Subscription) => ['active', 'trialing', 'past_due'].includes(s.status);

const BILLED = { month: 'Billed monthly', year: 'Billed annually', quarter: 'Billed quarterly' } as const;

const UPDATE_FAILED = 'Your subscription could not be changed. Please try again.';

function CancelOrResume({ subscription }: { subscription: Subscription }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const cancel = !subscription.cancelAtPeriodEnd;
  const until = subscription.currentPeriodEnd ? formatDate(subscription.currentPeriodEnd) : null;
  const update = useMutation({
    mutationFn: (cancelAtPeriodEnd: boolean) => api('PATCH /api/billing/subscription', { body: { cancelAtPeriodEnd } }),
    onSuccess: (billing) => {
      queryClient.setQueryData(apiQueryKey('GET /api/billing'), billing);
      void queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
      setOpen(false);
      toast(
        billing.subscription?.cancelAtPeriodEnd
          ? { title: 'Subscription canceled', description: until ? `Pro stays active until ${until}.` : undefined }
          : { title: 'Subscription resumed', description: until ? `Pro renews on ${until}.` : undefined },
      );
    },
  });
  const pending = usePending();
  const error = update.isError ? (refusalOf(update.error)?.message ?? UPDATE_FAILED) : null;

  return (
    <>
      <Button
        variant={cancel ? 'outline' : 'default'}
        className="w-fit"
        onClick={() => {
          update.reset();
          setOpen(true);
        }}
      >
        {cancel ? 'Cancel at Period End' : 'Resume Subscription'}
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={cancel ? 'Cancel your Pro subscription?' : 'Resume your Pro subscription?'}
        description={
          cancel
            ? `Pro stays active until ${until ?? 'the end of the current period'}. After that your account returns to the Free plan (${FREE_LIMITS.audits} audits and ${FREE_LIMITS.qualaInteractions} Quala interactions a month) and you are not charged again. You can resume before then.`
            : `Pro will renew on ${until ?? 'the next billing date'} at ${formatUsd(PRO_MONTHLY_CENTS)}/month.`
        }
      >
        {error && <FormAlert>{error}</FormAlert>}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => setOpen(false)}>
            {cancel ? 'Keep Pro' : 'Not Now'}
          </Button>
          <Button
            variant={cancel ? 'destructive' : 'default'}
            loading={pending.busy}
            // Failures are shown in the dialog (update.error).
            onClick={pending.guard(() => update.mutateAsync(cancel).catch(() => undefined))}
          >
            {pending.busy ? 'Saving…' : cancel ? 'Cancel at Period End' : 'Resume Subscription'}
          </Button>
        </div>
      </Dialog>
    </>
  );
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[10rem_1fr] sm:gap-4">
      <dt className="text-sm text-muted-foreground">{term}</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}

function Plan({ billing }: { billing: BillingOverview }) {
  const sub = billing.subscription;
  const periodEnd = sub?.currentPeriodEnd ? formatDate(sub.currentPeriodEnd) : null;
  return (
    <div className="grid gap-4">
      <dl className="grid gap-3">
        <Row term="Plan">{PLAN_LABELS[billing.subscriptionStatus]}</Row>
        {sub && <Row term="Status">{statusLabel(sub.status)}</Row>}
        {sub && periodEnd && isRunning(sub) && (
          <Row term={sub.cancelAtPeriodEnd ? 'Ends on' : 'Renews on'}>{periodEnd}</Row>
        )}
        {sub && periodEnd && !isRunning(sub) && sub.status === 'canceled' && <Row term="Ended on">{periodEnd}</Row>}
      </dl>
      {sub && isRunning(sub) ? (
        <CancelOrResume subscription={sub} />
      ) : (
        <Button asChild className="w-fit">
          <Link to="/subscribe">Upgrade to Pro</Link>
        </Button>
      )}
    </div>
  );
}

function Entitlements({ billing }: { billing: BillingOverview }) {
  return (
    <section aria-labelledby="billing-entitlements" className="grid gap-2">
      <h3 id="billing-entitlements" className="font-semibold">
        Digital products
      </h3>
      {billing.entitlements.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          None yet. The SOP Library, Learning Hub, Regulatory Briefings and Mock Inspections are on{' '}
          <Link to="/subscriptions" className="font-medium text-accent underline underline-offset-2">
            the subscriptions page
          </Link>
          .
        </p>
      ) : (
        <ul className="grid gap-2">
          {billing.entitlements.map((e) => (
            <li
              key={e.subscriptionId}
              className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-border p-3"
            >
              <span>
                <span className="block font-medium">{e.name}</span>
                <ProductHomeLink product={e.product} />
                <span className="block text-sm text-muted-foreground">
                  {BILLED[e.interval]}
                  {e.currentPeriodEnd ? `, current period ends ${formatDate(e.currentPeriodEnd)}` : ''}
                </span>
              </span>
              <span className="flex flex-wrap items-center gap-2">
                <ProductRenewal entitlement={e} />
                <Badge variant={e.status === 'active' ? 'default' : 'secondary'}>{statusLabel(e.status)}</Badge>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Invoices({ billing }: { billing: BillingOverview }) {
  return (
    <section aria-labelledby="billing-invoices" className="grid gap-2">
      <h3 id="billing-invoices" className="font-semibold">
        Invoices
      </h3>
      {billing.invoices.length === 0 ? (
        <p className="text-sm text-muted-foreground">No invoices yet.</p>
      ) : (
        // Focusable, so a keyboard can scroll the table when it is wider than a phone (axe scrollable-region-focusable).
        <div className="overflow-x-auto" tabIndex={0} role="region" aria-labelledby="billing-invoices">
          <table className="w-full text-left text-sm">
            <ColumnHeaders columns={['Date', 'Invoice', 'Amount', 'Status']} className="text-muted-foreground" />
            <tbody>
              {billing.invoices.map((inv) => (
                <tr key={inv.id} className="border-t border-border">
                  <td className="py-2 pr-4 whitespace-nowrap">{formatDate(inv.createdAt)}</td>
                  <td className="py-2 pr-4">
                    {inv.hostedInvoiceUrl ? (
                      <a
                        href={inv.hostedInvoiceUrl}
                        target="_blank"
                        rel="noopener noreferrer"
                        className="inline-flex items-center gap-1 font-medium text-accent underline underline-offset-2"
                      >
                        {inv.number ?? inv.id}
                        <ExternalLink className="size-3.5" aria-hidden="true" />
                        <span className="sr-only">(opens in a new tab)</span>
                      </a>
                    ) : (
                      (inv.number ?? inv.id)
                    )}
                  </td>
                  <td className="py-2 pr-4 whitespace-nowrap">
                    {formatMoney(inv.status === 'paid' ? inv.amountPaidCents : inv.amountDueCents, inv.currency)}
                  </td>
                  <td className="py-2 pr-4">{statusLabel(inv.status)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** Settings → Manage billing (issue 11): the plan and its renewal, cancel at period end or resume, products, invoices. */
export function ManageBillingCard() {
  const billing = useQuery(apiQuery('GET /api/billing'));
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId} className="flex items-center gap-2 text-lg">
          <CreditCard className="size-5 text-primary" aria-hidden="true" /> Manage billing
        </CardTitle>
        <CardDescription>Your plan, its renewal, your digital products and invoices.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {billing.data ? (
          <>
            <Plan billing={billing.data} />
            <Entitlements billing={billing.data} />
            <Invoices billing={billing.data} />
          </>
        ) : billing.isError ? (
          <div className="grid gap-3">
            <FormAlert>Billing could not be loaded.</FormAlert>
            <Button variant="outline" className="w-fit" onClick={() => void billing.refetch()}>
              Try again
            </Button>
          </div>
        ) : (
          <div role="status" className="grid gap-3">
            <span className="sr-only">Loading billing…</span>
            <Skeleton className="h-5 w-48" />
            <Skeleton className="h-5 w-64" />
            <Skeleton className="h-9 w-40" />
          </div>
        )}
      </CardContent>
    </Card>
  );
}
