import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { Finding } from '@cq/shared/findings/schemas';
import {
  RESPONSE_DUE_DAYS,
  responseRequestFormSchema,
  type ResponseRequestFormValues,
} from '@cq/shared/responses/schemas';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { WriteErrorAlert } from '@/features/audits';
import { refusalOf } from '@/lib/api/refusal';
import { showFieldErrors } from '@/lib/api/submitError';
import { toast } from '@/lib/toast';
import { useSendRequest } from './api';

const FIELDS = ['recipientName', 'recipientEmail', 'findingIds', 'dueDate', 'message'] as const;
const MESSAGE_MAX = 2000;

/** Today plus `days` as the browser's local calendar day (YYYY-MM-DD). */
export function daysFromToday(days: number, today = new Date()): string {
  const d = new Date(today.getFullYear(), today.getMonth(), today.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/**
 * "Send to auditee": who answers, which of the audit's open findings (all by default), by when (30 days by
 * default), an optional message, and whether the portal offers the audit's approved report as PDF (off by default).
 */
export function SendToAuditeeDialog({
  auditId,
  findings,
  onClose,
  onReload,
}: {
  auditId: string;
  findings: Finding[];
  onClose: () => void;
  onReload: () => void;
}) {
  const send = useSendRequest(auditId);
  const form = useForm<ResponseRequestFormValues>({
    resolver: zodResolver(responseRequestFormSchema),
    defaultValues: {
      recipientName: '',
      recipientEmail: '',
      findingIds: findings.map((f) => f.id),
      dueDate: daysFromToday(RESPONSE_DUE_DAYS),
      message: '',
      shareReport: false,
    },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (body) => {
    try {
      await send.mutateAsync(body);
      toast({ title: 'Sent to auditee', description: `${body.recipientName} <${body.recipientEmail}>` });
      onClose();
    } catch (error) {
      const refusal = refusalOf(error);
      if (refusal?.status === 400) showFieldErrors(form.setError, FIELDS, refusal.fields);
    }
  });
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Send to auditee"
      description="The recipient gets a link by e-mail and answers each finding with a root cause and a CAPA plan. No account is needed."
    >
      <form onSubmit={submit} noValidate className="grid gap-4">
        {send.isError && <WriteErrorAlert error={send.error} onReload={onReload} />}
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            label="Recipient name"
            autoComplete="off"
            error={errors.recipientName?.message}
            {...form.register('recipientName')}
          />
          <FormField
            label="Recipient e-mail"
            type="email"
            autoComplete="off"
            error={errors.recipientEmail?.message}
            {...form.register('recipientEmail')}
          />
        </div>
        <fieldset className="grid gap-2" aria-describedby={errors.findingIds ? 'send-findings-error' : undefined}>
          <legend className="mb-1 text-sm font-medium">Findings to send</legend>
          {findings.map((f) => (
            <label key={f.id} className="flex items-start gap-2 text-sm">
              <input
                type="checkbox"
                value={f.id}
                className="mt-0.5 size-4 shrink-0 accent-primary"
                {...form.register('findingIds')}
              />
              <span>{f.title}</span>
            </label>
          ))}
          {errors.findingIds && (
            <p id="send-findings-error" className="text-sm text-destructive">
              {errors.findingIds.message}
            </p>
          )}
        </fieldset>
        <Field label="Response due" error={errors.dueDate?.message}>
          {(control) => <Input {...control} type="date" {...form.register('dueDate')} />}
        </Field>
        <Field
          label="Message (optional)"
          error={errors.message?.message}
          limit={{ value: form.watch('message'), max: MESSAGE_MAX }}
        >
          {(control) => <Textarea {...control} rows={3} className="min-h-20" {...form.register('message')} />}
        </Field>
        <label className="flex items-start gap-2 text-sm">
          <input type="checkbox" className="mt-0.5 size-4 shrink-0 accent-primary" {...form.register('shareReport')} />
          <span>Share the approved report (PDF)</span>
        </label>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {isSubmitting ? 'Sending…' : 'Send'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
