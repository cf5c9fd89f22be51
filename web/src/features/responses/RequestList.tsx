import { useState } from 'react';
import { REQUEST_STATUS_LABELS, type ResponseRequestDetail } from '@cq/shared/responses/schemas';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { CanWrite } from '@/features/workspace';
import { submitError } from '@/lib/api/submitError';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/dates';
import { toast } from '@/lib/toast';
import { useRevokeRequest } from './api';

const STATUS_CLASSES: Record<ResponseRequestDetail['status'], string> = {
  sent: 'border border-input',
  opened: 'bg-muted',
  responded: 'bg-success-surface text-success',
  overdue: 'bg-warning-surface text-warning-foreground',
  revoked: 'bg-muted text-muted-foreground line-through',
};

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

function RequestItem({ request, onRevoke }: { request: ResponseRequestDetail; onRevoke: () => void }) {
  const answered = request.responses.filter((r) => r.status !== 'draft').length;
  return (
    <li className="grid gap-1 rounded-[var(--radius-card)] border border-border bg-background p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="min-w-0 font-semibold break-words">
          {request.recipientName}{' '}
          <span className="font-normal text-muted-foreground">&lt;{request.recipientEmail}&gt;</span>
        </p>
        <span className={cn('rounded-full px-2.5 py-0.5 text-xs font-semibold', STATUS_CLASSES[request.status])}>
          {REQUEST_STATUS_LABELS[request.status]}
        </span>
      </div>
      <p className="text-sm text-muted-foreground">
        {plural(request.findingIds.length, 'finding')} · {answered} answered · Due {formatDate(request.dueDate)} · Sent{' '}
        {formatDate(request.createdAt)}
        {request.shareReport && ' · Report shared'}
      </p>
      {request.status !== 'revoked' && (
        <CanWrite>
          <Button
            size="sm"
            variant="outline"
            className="mt-1 w-fit"
            aria-label={`Revoke the link sent to ${request.recipientName}`}
            onClick={onRevoke}
          >
            Revoke
          </Button>
        </CanWrite>
      )}
    </li>
  );
}

/** The audit's response requests, newest first, each with where it stands and Revoke (asked first). */
export function RequestList({ requests }: { requests: ResponseRequestDetail[] }) {
  const revoke = useRevokeRequest();
  const [revoking, setRevoking] = useState<ResponseRequestDetail | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const close = () => {
    setRevoking(null);
    setFailure(null);
  };
  return (
    <>
      <ul className="grid gap-3" aria-label="Response requests">
        {[...requests].reverse().map((r) => (
          <RequestItem key={r.id} request={r} onRevoke={() => setRevoking(r)} />
        ))}
      </ul>
      {revoking && (
        <ConfirmDialog
          title="Revoke link"
          description={`The link sent to ${revoking.recipientName} stops working at once and no reminder goes out for it. Responses already submitted stay.`}
          confirmLabel="Revoke"
          busyLabel="Revoking…"
          failure={failure}
          onClose={close}
          onConfirm={async () => {
            try {
              await revoke.mutateAsync(revoking.id);
              toast({ title: 'Link revoked', description: revoking.recipientName });
              close();
            } catch (error) {
              setFailure(submitError(error, { serverText: true }).message);
            }
          }}
        />
      )}
    </>
  );
}
