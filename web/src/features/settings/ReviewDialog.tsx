import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import * as z from '@cq/shared/schemas/z';
import { REPORT_MESSAGES } from '@cq/shared/reports/schemas';
import { SIGNING_CODES } from '@cq/shared/signing/rules';
import {
  TRAIL_MESSAGES,
  TRAIL_REVIEW_NOTES_MAX,
  TRAIL_REVIEW_RESULT_LABELS,
  TRAIL_REVIEW_RESULTS,
} from '@cq/shared/trail/schemas';
import { Dialog } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { Field, FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { api } from '@/lib/api/client';
import { refusalOf } from '@/lib/api/refusal';
import { showFieldErrors, submitError } from '@/lib/api/submitError';
import { toast } from '@/lib/toast';
import { SigningActions, SigningPassword, useSignatureStatement } from '@/features/session';
import { checkRange, rangeFormFields, utcToday } from './TrailExportForm';

const reviewFormSchema = z
  .object({
    ...rangeFormFields,
    result: z.enum(TRAIL_REVIEW_RESULTS, { error: TRAIL_MESSAGES.resultRequired }),
    notes: z.string().check(z.trim(), z.maxLength(TRAIL_REVIEW_NOTES_MAX)),
    password: z.string().check(z.minLength(1, REPORT_MESSAGES.passwordRequired)),
  })
  .check(
    z.superRefine(checkRange),
    z.superRefine((v, ctx) => {
      if (v.result === 'issues_found' && !v.notes) {
        ctx.addIssue({ code: 'custom', path: ['notes'], message: TRAIL_MESSAGES.notesRequired });
      }
    }),
  );
type ReviewValues = z.infer<typeof reviewFormSchema>;

const RESULT_OPTIONS = TRAIL_REVIEW_RESULTS.map((value) => ({ value, label: TRAIL_REVIEW_RESULT_LABELS[value] }));
const FIELDS = ['from', 'to', 'result', 'notes', 'password'] as const;
const SIGNATURE_REJECTED = 'SIGNATURE_REJECTED';

/**
 * "Record a review" (Annex 11 §9): the range reviewed, the result and notes, signed with the password again
 * (21 CFR 11.200). A wrong password records nothing and counts toward the signing lockout, as for reports.
 */
export function ReviewDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const client = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ReviewValues>({
    resolver: zodResolver(reviewFormSchema),
    defaultValues: { from: utcToday(), to: utcToday(), result: 'no_issues', notes: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const statement = useSignatureStatement();
  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    if (!statement.check()) return;
    try {
      await statement.accept();
      const review = await api('POST /api/trail/reviews', { body });
      await client.invalidateQueries({ queryKey: ['GET /api/trail/reviews'] });
      toast({ title: 'Trail review recorded', description: `${review.from} to ${review.to}` });
      form.reset();
      onOpenChange(false);
    } catch (error) {
      form.resetField('password');
      if (statement.handled(error)) return;
      const { message, fields } = submitError(error, { serverText: true });
      const code = refusalOf(error)?.code;
      if (code === SIGNATURE_REJECTED) {
        form.setError('password', { message }, { shouldFocus: true });
        return;
      }
      showFieldErrors(form.setError, FIELDS, fields);
      // Locked: said above the form.
      if (Object.keys(fields).length === 0 || code === SIGNING_CODES.locked) setFailure(message);
    }
  });
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Record a review"
      description="Your electronic signature is the legally binding equivalent of your handwritten signature. It means: Reviewed."
    >
      <form onSubmit={submit} noValidate className="grid gap-4">
        {failure && <FormAlert>{failure}</FormAlert>}
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="From" type="date" error={errors.from?.message} {...form.register('from')} />
          <FormField label="To" type="date" error={errors.to?.message} {...form.register('to')} />
        </div>
        <Field label="Result" error={errors.result?.message}>
          {(control) => <NativeSelect {...control} options={RESULT_OPTIONS} {...form.register('result')} />}
        </Field>
        <Field
          label="Notes"
          error={errors.notes?.message}
          limit={{ value: form.watch('notes'), max: TRAIL_REVIEW_NOTES_MAX }}
        >
          {(control) => <Textarea {...control} rows={3} {...form.register('notes')} />}
        </Field>
        {statement.field}
        <SigningPassword error={errors.password?.message} registration={form.register('password')} />
        <SigningActions submitting={isSubmitting} onCancel={() => onOpenChange(false)}>
          Sign review
        </SigningActions>
      </form>
    </Dialog>
  );
}
