import type { BillingOverview } from '@cq/shared/billing/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { api, apiQueryKey } from '@/lib/api/client';
import { refusalOf } from '@/lib/api/refusal';
import { formatDate } from '@/lib/dates';
import { toast } from '@/lib/toast';
import { usePending } from '@/lib/usePending';

type Entitlement = BillingOverview['entitlements'][number];

const running = (e: Entitlement) => ['active', 'trialing', 'past_due'].includes(e.status);

/** A product's renewal or end date, and Cancel (at the period's end) or Resume before it ends (issue 22). */
export function ProductRenewal({ entitlement: e }: { entitlement: Entitlement }) {
  const queryClient = useQueryClient();
  const pending = usePending();
  const until = e.currentPeriodEnd ? formatDate(e.currentPeriodEnd) : null;
  const update = useMutation({
    mutationFn: (cancelAtPeriodEnd: boolean) =>
      api('PATCH /api/billing/subscription', { body: { cancelAtPeriodEnd, subscriptionId: e.subscriptionId } }),
    onSuccess: (billing, cancelled) => {
      queryClient.setQueryData(apiQueryKey('GET /api/billing'), billing);
      toast(
        cancelled
          ? { title: `${e.name} canceled`, description: until ? `It stays active until ${until}.` : undefined }
          : { title: `${e.name} resumed`, description: until ? `It renews on ${until}.` : undefined },
      );
    },
    onError: (error) => toast({ title: 'Not changed', description: refusalOf(error)?.message ?? 'Please try again.' }),
  });
  if (!running(e)) return null;
  return (
    <span className="flex flex-wrap items-center gap-2 text-sm">
      {until && <span>{e.cancelAtPeriodEnd ? `Ends on ${until}` : `Renews on ${until}`}</span>}
      <Button
        size="sm"
        variant="outline"
        loading={pending.busy}
        onClick={pending.guard(() => update.mutateAsync(!e.cancelAtPeriodEnd).catch(() => undefined))}
        aria-label={`${e.cancelAtPeriodEnd ? 'Resume' : 'Cancel'} ${e.name}`}
      >
        {e.cancelAtPeriodEnd ? 'Resume' : 'Cancel'}
      </Button>
    </span>
  );
}
