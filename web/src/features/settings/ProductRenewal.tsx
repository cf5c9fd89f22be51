import type { BillingOverview } from '@cq/shared/billing/schemas';
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { api, apiQueryKey } from '@/lib/api/client';
import { refusalOf } from '@/lib/api/refusal';
import { formatDate } from '@/lib/dates';
import { toast } from '@/lib/toast';
import { usePending } from '@/lib/usePending';

type Entitlement = BillingOverview['entitlements'][number];

const running = (e: Entitlement) => ['active', 'trialing', 'past_due'].includes(e.status);

/**
 * A product's renewal or end date, and Cancel (at the period's end, asked first, like Pro's) or Resume before it
 * ends (issue 22).
 */
export function ProductRenewal({ entitlement: e }: { entitlement: Entitlement }) {
  const queryClient = useQueryClient();
  const pending = usePending();
  const [confirming, setConfirming] = useState(false);
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
    // A cancel's failure stays in its dialog; a resume has none, so it gets a toast.
    onError: (error, cancelled) =>
      cancelled || toast({ title: 'Not changed', description: refusalOf(error)?.message ?? 'Please try again.' }),
  });
  const cancel = () =>
    update
      .mutateAsync(true)
      .then(() => setConfirming(false))
      .catch(() => undefined);
  if (!running(e)) return null;
  return (
    <span className="flex flex-wrap items-center gap-2 text-sm">
      {until && <span>{e.cancelAtPeriodEnd ? `Ends on ${until}` : `Renews on ${until}`}</span>}
      <Button
        size="sm"
        variant="outline"
        loading={pending.busy}
        onClick={
          e.cancelAtPeriodEnd
            ? pending.guard(() => update.mutateAsync(false).catch(() => undefined))
            : () => setConfirming(true)
        }
        aria-label={`${e.cancelAtPeriodEnd ? 'Resume' : 'Cancel'} ${e.name}`}
      >
        {e.cancelAtPeriodEnd ? 'Resume' : 'Cancel'}
      </Button>
      {confirming && (
        <ConfirmDialog
          title={`Cancel ${e.name}?`}
          description={`${e.name} stays active until ${until ?? 'the end of the current period'}, then ends and you are not charged again. You can resume it before then.`}
          confirmLabel="Cancel at Period End"
          busyLabel="Saving…"
          failure={update.error ? (refusalOf(update.error)?.message ?? 'Please try again.') : null}
          onConfirm={cancel}
          onClose={() => setConfirming(false)}
        />
      )}
    </span>
  );
}
