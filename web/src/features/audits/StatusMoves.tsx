import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  AUDIT_FOLLOWS_REPORTS,
  AUDIT_STATUS_LABELS,
  AUDIT_TRANSITIONS,
  isFinalAuditStatus,
  type AuditStatus,
} from '@cq/shared/audits/rules';
import { AUDIT_MESSAGES, type Audit } from '@cq/shared/audits/schemas';
import { TRAIL_REASON_MAX } from '@cq/shared/schemas/limits';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { showFieldErrors } from '@/lib/api/submitError';
import { toast } from '@/lib/toast';
import { refusalOf } from './api';
import { moveFormSchema, type MoveFormValues } from './auditForm';
import { WriteErrorAlert } from './WriteErrorAlert';
import { useAuditUpdate } from './writes';

/** Moving the audit forward is the main action (filled); scheduling is secondary; back and cancel are outlined. */
const MOVE_VARIANTS: Record<AuditStatus, 'default' | 'secondary' | 'outline'> = {
  draft: 'outline',
  scheduled: 'secondary',
  in_progress: 'default',
  completed: 'default',
  cancelled: 'outline',
};

/** The button of each move (the rules in shared/src/audits decide which are offered). */
export const MOVE_LABELS: Record<AuditStatus, string> = {
  draft: 'Back to Draft',
  scheduled: 'Schedule',
  in_progress: 'Start Audit',
  completed: 'Complete Audit',
  cancelled: 'Cancel Audit',
};

function MoveDialog({
  audit,
  to,
  onClose,
  onReload,
}: {
  audit: Audit;
  to: AuditStatus;
  onClose: () => void;
  onReload: () => void;
}) {
  const update = useAuditUpdate(audit.id);
  const needsDate = to === 'scheduled';
  const form = useForm<MoveFormValues>({
    resolver: zodResolver(moveFormSchema),
    defaultValues: { scheduledDate: audit.scheduledDate?.slice(0, 10) ?? '', reason: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ scheduledDate, reason }) => {
    if (needsDate && !scheduledDate) {
      form.setError('scheduledDate', { message: AUDIT_MESSAGES.scheduledDateRequired }, { shouldFocus: true });
      return;
    }
    try {
      await update.mutateAsync({
        version: audit.version,
        status: to,
        ...(needsDate && scheduledDate !== audit.scheduledDate?.slice(0, 10) ? { scheduledDate } : {}),
        ...(reason ? { reason } : {}),
      });
      toast({ title: `Audit moved to ${AUDIT_STATUS_LABELS[to]}` });
      onClose();
    } catch (error) {
      const refusal = refusalOf(error);
      if (refusal?.status === 400) showFieldErrors(form.setError, ['scheduledDate', 'reason'], refusal.fields);
    }
  });
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Move to ${AUDIT_STATUS_LABELS[to]}`}
      description={
        isFinalAuditStatus(to)
          ? `A ${AUDIT_STATUS_LABELS[to]} audit is final: it cannot be changed afterwards.`
          : `${audit.title} moves from ${AUDIT_STATUS_LABELS[audit.status]} to ${AUDIT_STATUS_LABELS[to]}.`
      }
    >
      <form onSubmit={submit} noValidate className="grid gap-4">
        {update.isError && (
          <WriteErrorAlert
            error={update.error}
            onReload={() => {
              onReload();
              onClose();
            }}
          />
        )}
        {needsDate && (
          <Field label="Scheduled date" error={errors.scheduledDate?.message}>
            {(control) => <Input {...control} type="date" {...form.register('scheduledDate')} />}
          </Field>
        )}
        <Field
          label="Reason (optional)"
          hint="Kept with this change in the audit trail."
          error={errors.reason?.message}
          limit={{ value: form.watch('reason'), max: TRAIL_REASON_MAX }}
        >
          {(control) => <Input {...control} autoComplete="off" {...form.register('reason')} />}
        </Field>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose}>
            Keep {AUDIT_STATUS_LABELS[audit.status]}
          </Button>
          <Button type="submit" loading={isSubmitting} variant={to === 'cancelled' ? 'destructive' : 'default'}>
            {MOVE_LABELS[to]}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/**
 * Only the moves the rules allow from the current status; none for a completed or cancelled audit. An audit with
 * a report follows it: only cancelling is left to a person.
 */
export function StatusMoves({
  audit,
  followsReport = false,
  onReload,
}: {
  audit: Audit;
  followsReport?: boolean;
  onReload: () => void;
}) {
  const [moving, setMoving] = useState<AuditStatus | null>(null);
  const moves = AUDIT_TRANSITIONS[audit.status].filter((to) => !followsReport || to === 'cancelled');
  if (moves.length === 0) return null;
  return (
    <>
      {followsReport && <p className="text-sm text-muted-foreground">{AUDIT_FOLLOWS_REPORTS}</p>}
      <div role="group" aria-label="Move audit" className="flex flex-wrap gap-2">
        {moves.map((to) => (
          <Button
            key={to}
            size="sm"
            variant={MOVE_VARIANTS[to]}
            className={to === 'cancelled' ? 'text-destructive' : undefined}
            onClick={() => setMoving(to)}
          >
            {MOVE_LABELS[to]}
          </Button>
        ))}
      </div>
      {moving && (
        <MoveDialog key={moving} audit={audit} to={moving} onClose={() => setMoving(null)} onReload={onReload} />
      )}
    </>
  );
}
