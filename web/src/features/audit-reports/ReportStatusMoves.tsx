import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import {
  completionRefusal,
  REPORT_STATUS_LABELS,
  REPORT_TRANSITIONS,
  type ReportStatus,
} from '@cq/shared/reports/rules';
import type { Report } from '@cq/shared/reports/schemas';
import { isTooLong, TRAIL_REASON_MAX } from '@cq/shared/schemas/limits';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/lib/toast';
import { usePending } from '@/lib/usePending';
import { useReportUpdate } from './api';
import { wizardHref } from './display';
import { WriteError } from './WriteError';

/** Moves offered here; approval is by signing (the signature block), never a plain move. */
export function moveLabel(from: ReportStatus, to: ReportStatus): string | null {
  if (to === 'review') return 'Submit for Review';
  if (to === 'in_progress') return from === 'review' ? 'Back to In Progress' : null;
  if (to === 'completed') return 'Complete Report';
  return null;
}

function MoveDialog({
  report,
  to,
  onClose,
  onReload,
}: {
  report: Report;
  to: ReportStatus;
  onClose: () => void;
  onReload: () => void;
}) {
  const update = useReportUpdate(report.id);
  const pending = usePending();
  const [reason, setReason] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Past its limit the reason is refused here with the API's message (shown under the field), never cut.
    if (isTooLong(reason, TRAIL_REASON_MAX)) return;
    try {
      await update.mutateAsync({
        version: report.version,
        status: to,
        ...(reason.trim() ? { reason: reason.trim() } : {}),
      });
      toast({ title: `Report moved to ${REPORT_STATUS_LABELS[to]}` });
      onClose();
    } catch {
      // shown in the dialog
    }
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Move to ${REPORT_STATUS_LABELS[to]}`}
      description={
        to === 'completed'
          ? 'Completing locks the answers and opens a CAPA record for each finding that needs one.'
          : `${report.title} moves from ${REPORT_STATUS_LABELS[report.status]} to ${REPORT_STATUS_LABELS[to]}.`
      }
    >
      <form onSubmit={pending.guard(submit)} noValidate className="grid gap-4">
        {update.isError && (
          <WriteError
            error={update.error}
            onReload={() => {
              onReload();
              onClose();
            }}
          />
        )}
        <Field
          label="Reason (optional)"
          hint="Kept with this change in the audit trail."
          limit={{ value: reason, max: TRAIL_REASON_MAX }}
        >
          {(control) => (
            <Input {...control} autoComplete="off" value={reason} onChange={(e) => setReason(e.target.value)} />
          )}
        </Field>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose}>
            Keep {REPORT_STATUS_LABELS[report.status]}
          </Button>
          <Button type="submit" loading={pending.busy}>
            {moveLabel(report.status, to)}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** The moves the rules allow from the report's status, and the wizard for answering. */
export function ReportStatusMoves({ report, onReload }: { report: Report; onReload: () => void }) {
  const [moving, setMoving] = useState<ReportStatus | null>(null);
  const moves = REPORT_TRANSITIONS[report.status].filter((to) => moveLabel(report.status, to) !== null);
  const answering = report.status === 'draft' || report.status === 'in_progress';
  const unanswered = completionRefusal(report.checklist);
  if (moves.length === 0 && !answering) return null;
  return (
    <>
      <div role="group" aria-label="Report actions" className="flex flex-wrap gap-2">
        {answering && (
          <Button asChild size="sm" variant="outline">
            <Link to={wizardHref(report.id)}>Continue in Wizard</Link>
          </Button>
        )}
        {moves.map((to) => (
          <Button
            key={to}
            size="sm"
            variant={to === 'completed' ? 'default' : 'secondary'}
            onClick={() => setMoving(to)}
            disabled={to === 'completed' && unanswered !== null}
            aria-describedby={to === 'completed' && unanswered ? 'complete-blocked' : undefined}
          >
            {moveLabel(report.status, to)}
          </Button>
        ))}
      </div>
      {moves.includes('completed') && unanswered && (
        <p id="complete-blocked" className="text-sm text-muted-foreground">
          {unanswered}
        </p>
      )}
      {moving && (
        <MoveDialog key={moving} report={report} to={moving} onClose={() => setMoving(null)} onReload={onReload} />
      )}
    </>
  );
}
