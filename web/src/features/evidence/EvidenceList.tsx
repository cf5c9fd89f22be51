import { Copy, Download, FileText, Paperclip, Trash2 } from 'lucide-react';
import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { formatBytes } from '@cq/shared/content/rules';
import {
  EVIDENCE_LIMITS,
  EVIDENCE_MAX_BYTES,
  EVIDENCE_MESSAGES,
  EVIDENCE_TYPES,
  evidenceFileRefusal,
  shortHash,
} from '@cq/shared/evidence/rules';
import type { Evidence, EvidenceTarget } from '@cq/shared/evidence/schemas';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { Field } from '@/components/ui/form-field';
import { ProgressBar } from '@/components/ui/progress-bar';
import { Textarea } from '@/components/ui/textarea';
import { useCan } from '@/features/workspace';
import { submitError } from '@/lib/api/submitError';
import { formatDate } from '@/lib/dates';
import { toast } from '@/lib/toast';
import { UploadTransferError } from '@/lib/uploadBytes';
import { usePending } from '@/lib/usePending';
import { downloadEvidence, useEvidence, useEvidenceRemove, useEvidenceSupersede, useEvidenceUpload } from './api';

const ACCEPT = Object.values(EVIDENCE_TYPES)
  .flatMap((t) => t.extensions.map((ext) => `.${ext}`))
  .join(',');
const TYPES_HINT = `${Object.values(EVIDENCE_TYPES)
  .map((t) => t.label)
  .join(', ')}; up to ${formatBytes(EVIDENCE_MAX_BYTES)} each`;

const messageOf = (error: unknown) =>
  error instanceof UploadTransferError ? error.message : submitError(error, { serverText: true }).message;

/** What sends a picked file: a member's upload, or the auditee portal's with its own bearer. */
export type SendFile = (args: { file: File; onProgress: (fraction: number) => void }) => Promise<Evidence>;

/**
 * Picks a file and sends it straight away (`send`), checking name and size first with the API's own messages.
 */
export function AttachFile({ send: upload, label }: { send: SendFile; label: string }) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<{ name: string; percent: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const pending = usePending();

  async function send(file: File) {
    setError(null);
    const refusal = evidenceFileRefusal(file);
    if (refusal) return setError(refusal);
    setProgress({ name: file.name, percent: 0 });
    try {
      const saved = await upload({
        file,
        onProgress: (f) => setProgress({ name: file.name, percent: Math.round(f * 100) }),
      });
      toast({ title: 'Evidence attached', description: saved.name });
    } catch (err) {
      setError(messageOf(err));
    } finally {
      setProgress(null);
      if (input.current) input.current.value = '';
    }
  }

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) void pending.run(() => send(file));
  };

  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <label
          htmlFor={inputId}
          className="inline-flex h-9 cursor-pointer items-center gap-2 rounded-md border border-input bg-background px-3 text-sm font-medium hover:bg-muted has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60"
        >
          <Paperclip className="size-4" aria-hidden="true" />
          {pending.busy ? 'Uploading…' : 'Attach file'}
          <span className="sr-only"> to {label}</span>
          <input
            ref={input}
            id={inputId}
            type="file"
            accept={ACCEPT}
            className="sr-only"
            disabled={pending.busy}
            aria-describedby={error ? `${hintId} ${errorId}` : hintId}
            aria-invalid={error ? true : undefined}
            onChange={pick}
          />
        </label>
        <span id={hintId} className="text-xs text-muted-foreground">
          {TYPES_HINT}
        </span>
      </div>
      {progress && (
        <div className="grid gap-1">
          <ProgressBar value={progress.percent} label={`Uploading ${progress.name}`} />
          <p className="text-xs text-muted-foreground" role="status">
            {progress.percent < 100 ? `Uploading… ${progress.percent}%` : 'Checking the file…'}
          </p>
        </div>
      )}
      {error && <FormAlert id={errorId}>{error}</FormAlert>}
    </div>
  );
}

function MemberAttach({ target, label }: { target: EvidenceTarget; label: string }) {
  const upload = useEvidenceUpload(target);
  return <AttachFile send={upload.mutateAsync} label={label} />;
}

function RemoveDialog({ target, file, onClose }: { target: EvidenceTarget; file: Evidence; onClose: () => void }) {
  const remove = useEvidenceRemove(target);
  const pending = usePending();
  async function confirm() {
    try {
      await remove.mutateAsync(file);
      toast({ title: 'Evidence removed', description: file.name });
      onClose();
    } catch (error) {
      toast({
        title: 'Could not remove the file',
        description: submitError(error, { serverText: true }).message,
        variant: 'destructive',
      });
    }
  }
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Remove this file?"
      description="The removal is recorded in the audit trail. Once the report is approved, files can no longer be removed."
    >
      <p className="font-medium break-all">{file.name}</p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose} disabled={pending.busy}>
          Cancel
        </Button>
        <Button variant="destructive" onClick={pending.guard(confirm)} loading={pending.busy}>
          Remove
        </Button>
      </div>
    </Dialog>
  );
}

function SupersedeDialog({ target, file, onClose }: { target: EvidenceTarget; file: Evidence; onClose: () => void }) {
  const supersede = useEvidenceSupersede(target);
  const pending = usePending();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (!reason.trim()) return setError(EVIDENCE_MESSAGES.reasonRequired);
    try {
      await supersede.mutateAsync({ file, reason });
      toast({ title: 'File marked superseded', description: file.name });
      onClose();
    } catch (err) {
      setError(submitError(err, { serverText: true }).message);
    }
  }
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Mark this file superseded?"
      description="It stays listed and downloadable, marked superseded, with your reason in the audit trail."
    >
      <form onSubmit={pending.guard(submit)} noValidate className="grid gap-4">
        <p className="font-medium break-all">{file.name}</p>
        <Field
          label="Why is it superseded?"
          error={error ?? undefined}
          limit={{ value: reason, max: EVIDENCE_LIMITS.reason }}
        >
          {(control) => <Textarea {...control} rows={3} value={reason} onChange={(e) => setReason(e.target.value)} />}
        </Field>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={onClose} disabled={pending.busy}>
            Cancel
          </Button>
          <Button type="submit" loading={pending.busy}>
            Mark superseded
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

function FileRow({
  file,
  removable,
  onRemove,
  onSupersede,
}: {
  file: Evidence;
  removable: boolean;
  onRemove: () => void;
  /** Offered where the file can no longer be removed (absent for readers). */
  onSupersede?: () => void;
}) {
  const pending = usePending();
  const download = async () => {
    try {
      await downloadEvidence(file);
    } catch (error) {
      toast({
        title: 'Could not download the file',
        description: submitError(error, { serverText: true }).message,
        variant: 'destructive',
      });
    }
  };
  const copy = async () => {
    await navigator.clipboard?.writeText(file.sha256);
    toast({ title: 'SHA-256 copied', description: file.sha256 });
  };
  return (
    <li className="grid gap-1 rounded-md border border-border px-3 py-2 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <FileText className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        <span className="min-w-0 font-medium break-all">{file.name}</span>
        {file.superseded && (
          <Badge variant="warning" title={file.supersededReason ?? undefined}>
            Superseded
          </Badge>
        )}
      </div>
      <p className="text-xs text-muted-foreground">
        {formatBytes(file.size)} · {file.uploaderName} · {formatDate(file.uploadedAt)}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-xs">
          SHA-256{' '}
          <code className="rounded bg-muted px-1 font-mono" title={file.sha256} data-sha256={file.sha256}>
            {shortHash(file.sha256)}…
          </code>
        </span>
        <Button variant="ghost" size="sm" onClick={() => void copy()}>
          <Copy className="size-4" aria-hidden="true" /> Copy hash<span className="sr-only"> of {file.name}</span>
        </Button>
        <Button variant="outline" size="sm" onClick={pending.guard(download)} loading={pending.busy}>
          <Download className="size-4" aria-hidden="true" /> Download<span className="sr-only"> {file.name}</span>
        </Button>
        {removable && (
          <Button variant="ghost" size="sm" onClick={onRemove}>
            <Trash2 className="size-4" aria-hidden="true" /> Remove<span className="sr-only"> {file.name}</span>
          </Button>
        )}
        {!removable && onSupersede && !file.superseded && (
          <Button variant="ghost" size="sm" onClick={onSupersede}>
            Mark superseded<span className="sr-only"> {file.name}</span>
          </Button>
        )}
      </div>
    </li>
  );
}

/**
 * The evidence files of one record (a checklist answer, a finding, a CAPA, an audit plan): listed with name, size,
 * uploader, time and hash, downloadable by members, attached and (before the report is approved) removed by
 * members who may write. `label` names the record for screen readers ("question 3").
 */
export function EvidenceList({
  target,
  label,
  canAdd = true,
  canRemove = true,
}: {
  target: EvidenceTarget;
  label: string;
  /** False once the record takes no more files (an approved report's answers). */
  canAdd?: boolean;
  /** False once files are kept for good (the report approved, the audit closed). */
  canRemove?: boolean;
}) {
  const writable = useCan('write');
  const { files, isPending, isError } = useEvidence(target);
  const [removing, setRemoving] = useState<Evidence | null>(null);
  const [superseding, setSuperseding] = useState<Evidence | null>(null);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <h4 id={headingId} className="text-sm font-semibold">
        Evidence<span className="sr-only"> for {label}</span>
        {files && files.length > 0 && <span className="font-normal text-muted-foreground"> ({files.length})</span>}
      </h4>
      {isError && <p className="text-sm text-destructive">The files could not be loaded.</p>}
      {!isPending && files?.length === 0 && <p className="text-sm text-muted-foreground">No files attached.</p>}
      {files && files.length > 0 && (
        <ul className="grid gap-2">
          {files.map((file) => (
            <FileRow
              key={file.id}
              file={file}
              removable={writable && canRemove}
              onRemove={() => setRemoving(file)}
              onSupersede={writable ? () => setSuperseding(file) : undefined}
            />
          ))}
        </ul>
      )}
      {writable && canAdd && <MemberAttach target={target} label={label} />}
      {removing && <RemoveDialog target={target} file={removing} onClose={() => setRemoving(null)} />}
      {superseding && <SupersedeDialog target={target} file={superseding} onClose={() => setSuperseding(null)} />}
    </section>
  );
}
