import { useState, type FormEvent } from 'react';
import { canMoveLead, LEAD_STATUS_LABELS, LEAD_STATUSES, type LeadStatus } from '@cq/shared/admin/rules';
import { ADMIN_MESSAGES, LEAD_KIND_LABELS, LEAD_NOTE_MAX, type AdminLead } from '@cq/shared/admin/schemas';
import { isTooLong } from '@cq/shared/schemas/limits';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { Field } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { submitError } from '@/lib/api/submitError';
import { formatUtcTimestamp } from '@/lib/dates';
import { toast } from '@/lib/toast';
import { usePending } from '@/lib/usePending';
import { useLeadUpdate } from './api';
import { useActorLabel } from './display';
import { DetailItem } from './lists';

/** A form field's name as a label: `trial_phase` → 'Trial phase'. */
const fieldLabel = (name: string) => {
  const words = name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * One lead whole (every submitted field, the job of an application, the notes so far) and its next step:
 * status new → contacted → qualified → closed (forward only, as the API checks), with a note.
 */
export function LeadDialog({ lead, onClose }: { lead: AdminLead; onClose: () => void }) {
  const update = useLeadUpdate();
  const [status, setStatus] = useState<LeadStatus>(lead.status);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const options = LEAD_STATUSES.filter((s) => canMoveLead(lead.status, s)).map((value) => ({
    value,
    label: LEAD_STATUS_LABELS[value],
  }));
  const fields = Object.entries(lead.fields);
  const actor = useActorLabel();
  const pending = usePending();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setNoteError(null);
    const text = note.trim();
    if (status === lead.status && !text) {
      setNoteError(ADMIN_MESSAGES.noteRequired);
      return;
    }
    if (isTooLong(note, LEAD_NOTE_MAX)) return; // the field says why
    try {
      const saved = await update.mutateAsync({
        id: lead.id,
        body: { version: lead.version, status, ...(text && { note: text }) },
      });
      toast({ title: 'Lead updated', description: `Status: ${LEAD_STATUS_LABELS[saved.status]}` });
      onClose();
    } catch (error) {
      const { message, fields: errors } = submitError(error, { serverText: true });
      if (errors.note) setNoteError(errors.note);
      setFailure(message);
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={lead.name ?? lead.email}
      description={`${LEAD_KIND_LABELS[lead.kind]}, received ${formatUtcTimestamp(lead.createdAt)}`}
      className="max-w-2xl"
    >
      {lead.job && (
        <p className="text-sm">
          Applied for <strong>{lead.job.title}</strong>
        </p>
      )}
      <dl className="grid gap-3 sm:grid-cols-2">
        {fields.map(([name, value]) => (
          <DetailItem key={name} label={fieldLabel(name)} className={value.length > 80 ? 'sm:col-span-2' : undefined}>
            {value || '—'}
          </DetailItem>
        ))}
      </dl>
      {lead.notes.length > 0 && (
        <section aria-label="Notes" className="grid gap-2">
          <h3 className="text-sm font-semibold">Notes</h3>
          <ol className="grid gap-2">
            {lead.notes.map((n) => (
              <li key={`${n.at}-${n.by}`} className="rounded-md bg-muted p-3 text-sm">
                <p className="break-words whitespace-pre-wrap">{n.text}</p>
                <p className="mt-1 text-xs text-muted-foreground">
                  {actor(n.by)}, {formatUtcTimestamp(n.at)}
                </p>
              </li>
            ))}
          </ol>
        </section>
      )}
      <form noValidate className="grid gap-3 border-t border-border pt-4" onSubmit={pending.guard(submit)}>
        {failure && <FormAlert>{failure}</FormAlert>}
        <div className="grid gap-3 sm:grid-cols-[12rem_1fr]">
          <Field label="Status">
            {(control) => (
              <NativeSelect
                {...control}
                value={status}
                disabled={lead.status === 'closed'}
                onChange={(e) => setStatus(e.target.value as LeadStatus)}
                options={options}
              />
            )}
          </Field>
          <Field label="Note" error={noteError ?? undefined} limit={{ value: note, max: LEAD_NOTE_MAX }}>
            {(control) => (
              <Textarea
                {...control}
                rows={2}
                className="min-h-16"
                value={note}
                onChange={(e) => setNote(e.target.value)}
              />
            )}
          </Field>
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={pending.busy}>
            {pending.busy ? 'Saving…' : 'Save'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
