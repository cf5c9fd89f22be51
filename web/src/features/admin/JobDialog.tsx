import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { JOB_SUMMARY_MAX, type AdminJob } from '@cq/shared/admin/schemas';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { Field, FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { refusalOf } from '@/lib/api/refusal';
import { submitError } from '@/lib/api/submitError';
import { toast } from '@/lib/toast';
import { jobUpdateBody, useJobCreate, useJobUpdate } from './api';
import {
  EMPTY_JOB,
  formFieldErrors,
  JOB_FORM_FIELDS,
  jobFormSchema,
  jobFormValues,
  type JobFormValues,
  type JobPostInput,
} from './jobForm';

/** A field's message, also when the schema named one line of a list (`responsibilities.2`). */
function messageOf(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  if ('message' in error && typeof error.message === 'string' && error.message) return error.message;
  return Object.values(error).map(messageOf).find(Boolean);
}

const TEXT_FIELDS = [
  { name: 'title', label: 'Title' },
  { name: 'level', label: 'Level' },
  { name: 'department', label: 'Department' },
  { name: 'location', label: 'Location' },
  { name: 'type', label: 'Type', hint: 'Full-time, Part-time, Contract…' },
  { name: 'compensationRange', label: 'Compensation range (optional)' },
] as const;

const LIST_FIELDS = [
  { name: 'responsibilities', label: 'Responsibilities' },
  { name: 'qualifications', label: 'Qualifications' },
  { name: 'niceToHaves', label: 'Nice to haves (optional)' },
] as const;

/** New job post, or the edit of one (the whole post, from its version); checked with the API's schema. */
export function JobDialog({ job, onClose }: { job: AdminJob | null; onClose: () => void }) {
  const create = useJobCreate();
  const update = useJobUpdate();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<JobFormValues, unknown, JobPostInput>({
    resolver: zodResolver(jobFormSchema),
    defaultValues: job ? jobFormValues(job) : EMPTY_JOB,
  });
  const { errors, isSubmitting } = form.formState;
  const error = (name: keyof JobFormValues) => messageOf((errors as FieldErrors<JobFormValues>)[name]);

  const submit = form.handleSubmit(async (input) => {
    setFailure(null);
    try {
      const saved = job
        ? await update.mutateAsync({ id: job.id, body: jobUpdateBody(job, input) })
        : await create.mutateAsync(input);
      toast({ title: job ? 'Job post updated' : 'Job post created', description: saved.title });
      onClose();
    } catch (err) {
      const { message } = submitError(err, { serverText: true });
      const fields = formFieldErrors(refusalOf(err)?.fields ?? {});
      JOB_FORM_FIELDS.filter((f) => fields[f]).forEach((f, i) =>
        form.setError(f, { message: fields[f] }, { shouldFocus: i === 0 }),
      );
      setFailure(message);
    }
  });

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={job ? 'Edit job post' : 'New job post'}
      description="Lists take one item a line. An active post is listed on /careers at once."
      className="max-w-2xl"
    >
      <form onSubmit={submit} noValidate className="grid gap-4">
        {failure && <FormAlert>{failure}</FormAlert>}
        <div className="grid gap-4 sm:grid-cols-2">
          {TEXT_FIELDS.map((f) => (
            <FormField
              key={f.name}
              label={f.label}
              autoComplete="off"
              error={error(f.name)}
              {...('hint' in f && { hint: f.hint })}
              {...form.register(f.name)}
            />
          ))}
        </div>
        <Field
          label="Summary (optional)"
          error={error('summary')}
          limit={{ value: form.watch('summary'), max: JOB_SUMMARY_MAX }}
        >
          {(control) => <Textarea {...control} rows={3} className="min-h-20" {...form.register('summary')} />}
        </Field>
        {LIST_FIELDS.map((f) => (
          <Field key={f.name} label={f.label} error={error(f.name)} hint="One a line">
            {(control) => <Textarea {...control} rows={4} className="min-h-24" {...form.register(f.name)} />}
          </Field>
        ))}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {isSubmitting ? 'Saving…' : job ? 'Save changes' : 'Create job post'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
