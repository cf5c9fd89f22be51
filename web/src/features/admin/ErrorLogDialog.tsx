import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ERROR_LOG_NOTE_MAX, type ErrorLogDetail } from '@cq/shared/admin/schemas';
import { isTooLong } from '@cq/shared/schemas/limits';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { Field } from '@/components/ui/form-field';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { apiQuery } from '@/lib/api/client';
import { submitError } from '@/lib/api/submitError';
import { formatUtcTimestamp } from '@/lib/dates';
import { toast } from '@/lib/toast';
import { usePending } from '@/lib/usePending';
import { useErrorLogResolve } from './api';
import { useActorLabel } from './display';
import { DetailItem } from './lists';

const orDash = (value: string | null) => value || '—';

/** A detail that takes the whole width on wider screens. */
const WIDE = 'sm:col-span-2';

function Detail({ log }: { log: ErrorLogDetail }) {
  const actor = useActorLabel();
  return (
    <dl className="grid gap-3 sm:grid-cols-2">
      <DetailItem label="Message" className={WIDE}>
        {log.error_message}
      </DetailItem>
      <DetailItem label="Type">{log.error_type}</DetailItem>
      <DetailItem label="Received">{formatUtcTimestamp(log.receivedAt)}</DetailItem>
      <DetailItem label="Reported by the browser">{log.timestamp ? formatUtcTimestamp(log.timestamp) : '—'}</DetailItem>
      <DetailItem label="Component">{orDash(log.component_context)}</DetailItem>
      <DetailItem label="Page" className={WIDE}>
        {orDash(log.page_url)}
      </DetailItem>
      <DetailItem label="User agent" className={WIDE}>
        {orDash(log.user_agent)}
      </DetailItem>
      <DetailItem label="Stack trace" className={WIDE}>
        {log.stack_trace ? (
          <pre
            tabIndex={0}
            role="region"
            aria-label="Stack trace"
            className="max-h-60 overflow-auto rounded-md bg-muted p-3 font-mono text-xs whitespace-pre"
          >
            {log.stack_trace}
          </pre>
        ) : (
          '—'
        )}
      </DetailItem>
      {log.resolved && (
        <DetailItem label="Resolved" className={WIDE}>
          {log.resolvedAt ? formatUtcTimestamp(log.resolvedAt) : 'Yes'}
          {log.resolvedBy && ` by ${actor(log.resolvedBy)}`}
        </DetailItem>
      )}
    </dl>
  );
}

function ResolveForm({ log }: { log: ErrorLogDetail }) {
  const resolve = useErrorLogResolve(log.id);
  const [note, setNote] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const pending = usePending();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (isTooLong(note, ERROR_LOG_NOTE_MAX)) return; // the field says why
    try {
      await resolve.mutateAsync({ version: log.version, resolved: true, ...(note.trim() && { note: note.trim() }) });
      toast({ title: 'Error marked resolved' });
    } catch (error) {
      setFailure(submitError(error, { serverText: true }).message);
    }
  };
  return (
    <form noValidate className="grid gap-3 border-t border-border pt-4" onSubmit={pending.guard(submit)}>
      {failure && <FormAlert>{failure}</FormAlert>}
      <Field label="Note (optional)" limit={{ value: note, max: ERROR_LOG_NOTE_MAX }}>
        {(control) => (
          <Textarea {...control} rows={2} className="min-h-16" value={note} onChange={(e) => setNote(e.target.value)} />
        )}
      </Field>
      <Button type="submit" className="justify-self-end" loading={pending.busy}>
        {pending.busy ? 'Saving…' : 'Mark resolved'}
      </Button>
    </form>
  );
}

/** One error log whole (stack, page, user agent), and Mark resolved while it is open. */
export function ErrorLogDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const detail = useQuery(apiQuery('GET /api/admin/error-logs/{id}', { params: { id } }));
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title="Error details" className="max-w-2xl">
      {detail.isPending ? (
        <div role="status" className="grid gap-3">
          <span className="sr-only">Loading the error…</span>
          <Skeleton className="h-5 w-3/4" />
          <Skeleton className="h-24 w-full" />
        </div>
      ) : detail.isError ? (
        <FormAlert>This error log could not be loaded.</FormAlert>
      ) : (
        <>
          <Detail log={detail.data} />
          {!detail.data.resolved && <ResolveForm log={detail.data} />}
        </>
      )}
    </Dialog>
  );
}
