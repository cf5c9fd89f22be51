import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import * as z from '@cq/shared/schemas/z';
import { TRAIL_EXPORT_FORMATS, TRAIL_MESSAGES, TRAIL_RANGE_MAX_DAYS, rangeProblem } from '@cq/shared/trail/schemas';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { Field, FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { apiUrl } from '@/lib/api/client';
import { showFieldErrors, submitError } from '@/lib/api/submitError';
import { downloadFile } from '@/lib/download';
import { toast } from '@/lib/toast';

/** Today as the trail counts days: UTC. */
export const utcToday = (): string => new Date().toISOString().slice(0, 10);

/** A range of UTC days as the API checks it, with the same messages. */
export const rangeFormFields = {
  from: z.iso.date({ error: TRAIL_MESSAGES.fromRequired }),
  to: z.iso.date({ error: TRAIL_MESSAGES.toRequired }),
};
export const checkRange = (v: { from: string; to: string }, ctx: z.core.$RefinementCtx) => {
  const problem = rangeProblem(v.from, v.to, utcToday());
  if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
};

const exportFormSchema = z
  .object({ ...rangeFormFields, format: z.enum(TRAIL_EXPORT_FORMATS) })
  .check(z.superRefine(checkRange));
type ExportValues = z.infer<typeof exportFormSchema>;

const FORMAT_OPTIONS = [
  { value: 'csv', label: 'CSV (spreadsheet)' },
  { value: 'pdf', label: 'PDF' },
];

/** Exports every trail entry of the workspace's records in a range of UTC days (21 CFR 11.10(b)). */
export function TrailExportForm() {
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ExportValues>({
    resolver: zodResolver(exportFormSchema),
    defaultValues: { from: utcToday(), to: utcToday(), format: 'csv' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (query) => {
    setFailure(null);
    try {
      const name = await downloadFile(apiUrl('GET /api/trail/export', { query }), `trail.${query.format}`);
      toast({ title: 'Trail exported', description: name });
    } catch (error) {
      const { message, fields } = submitError(error, { serverText: true });
      showFieldErrors(form.setError, ['from', 'to', 'format'], fields);
      if (Object.keys(fields).length === 0) setFailure(message);
    }
  });
  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Export the trail">
      {failure && <FormAlert>{failure}</FormAlert>}
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField label="From" type="date" error={errors.from?.message} {...form.register('from')} />
        <FormField
          label="To"
          type="date"
          hint={`UTC days, at most ${TRAIL_RANGE_MAX_DAYS}.`}
          error={errors.to?.message}
          {...form.register('to')}
        />
        <Field label="Format" error={errors.format?.message}>
          {(control) => <NativeSelect {...control} options={FORMAT_OPTIONS} {...form.register('format')} />}
        </Field>
      </div>
      <Button type="submit" className="w-fit" loading={isSubmitting}>
        {isSubmitting ? 'Exporting…' : 'Export trail'}
      </Button>
    </form>
  );
}
