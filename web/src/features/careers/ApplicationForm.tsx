// Their own modules, not the package root: the form is an island too (ApplyContent.tsx), whose chunk holds no more.
import { COVER_LETTER_MAX } from '@cq/shared/schemas/careers';
import { honeypotFilled } from '@cq/shared/schemas/honeypot';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { Field } from '@/components/ui/form-field';
import { HoneypotField, honeypotValue } from '@/components/ui/honeypot-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/cn';
import { api } from '@/lib/api/call';
import { showFieldErrors, submitError } from '@/lib/api/submitError';
import {
  APPLICATION_FIELDS,
  applicationFormSchema,
  applicationMessage,
  applicationPayload,
  fieldMessage,
  type ApplicationFormOutput,
  type ApplicationFormValues,
} from './applicationSchema';

const ALERT_ID = 'application-error';
/** The fields' ids, fixed rather than `useId`'s: the island's render must give the prerendered page's. */
const ID = (field: keyof ApplicationFormValues) => `apply-${field}`;

const DEFAULTS: ApplicationFormValues = {
  full_name: '',
  email: '',
  linkedin: '',
  portfolio: '',
  resume_url: '',
  cover_letter: '',
  consent: false,
  website: '',
};

/**
 * The job application form (spec §4, §5, §8): idle, submitting, ok, err. Validation messages come from the
 * shared schema; a filled honeypot short-circuits to success without a request.
 */
export function ApplicationForm({ jobId, onSubmitted }: { jobId: string | null; onSubmitted: () => void }) {
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ApplicationFormValues, unknown, ApplicationFormOutput>({
    resolver: zodResolver(applicationFormSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
    defaultValues: DEFAULTS,
  });
  // Registered here, in form order, not inside the Field render props (which run later): the order of
  // registration is the order shouldFocusError searches for the first invalid field.
  const reg = {
    full_name: form.register('full_name'),
    email: form.register('email'),
    linkedin: form.register('linkedin'),
    portfolio: form.register('portfolio'),
    resume_url: form.register('resume_url'),
    cover_letter: form.register('cover_letter'),
    consent: form.register('consent'),
    website: form.register('website'),
  };
  const { errors, isSubmitting } = form.formState;
  const invalidMessage = applicationMessage(errors);
  const message = invalidMessage ?? failure;

  const send = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await api('POST /api/careers/apply', { body: applicationPayload(values, jobId) });
      onSubmitted();
    } catch (error) {
      const { message: text, fields } = submitError(error, { serverText: true });
      setFailure(text);
      showFieldErrors(form.setError, APPLICATION_FIELDS, fields);
    }
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Spec §5: a filled honeypot means a bot; the form shows success and sends nothing.
    if (honeypotFilled({ website: honeypotValue(event.currentTarget) })) {
      onSubmitted();
      return;
    }
    void send(event);
  };

  const field = (name: (typeof APPLICATION_FIELDS)[number]) => ({
    id: ID(name),
    error: fieldMessage(errors[name]?.message),
    invalid: Boolean(errors[name]),
    describedBy: errors[name] && message ? ALERT_ID : undefined,
  });
  const required = { 'aria-required': true } as const;

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-label="Job application">
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Full Name *" {...field('full_name')}>
          {(control) => <Input {...control} {...required} autoComplete="name" {...reg.full_name} />}
        </Field>
        <Field label="Email *" {...field('email')}>
          {(control) => <Input {...control} {...required} type="email" autoComplete="email" {...reg.email} />}
        </Field>
        <Field label="LinkedIn profile" hint="Optional" {...field('linkedin')}>
          {(control) => (
            <Input {...control} type="url" placeholder="https://www.linkedin.com/in/..." {...reg.linkedin} />
          )}
        </Field>
        <Field label="Portfolio or website" hint="Optional" {...field('portfolio')}>
          {(control) => <Input {...control} type="url" placeholder="https://" {...reg.portfolio} />}
        </Field>
        <Field
          label="Resume link *"
          hint="A link to your resume (Google Drive, Dropbox, OneDrive or your own site)."
          className="sm:col-span-2"
          {...field('resume_url')}
        >
          {(control) => <Input {...control} {...required} type="url" placeholder="https://" {...reg.resume_url} />}
        </Field>
      </div>
      <Field
        label="Cover letter *"
        hint="A few paragraphs on your experience and why this role."
        limit={{ value: form.watch('cover_letter'), max: COVER_LETTER_MAX }}
        {...field('cover_letter')}
      >
        {(control) => <Textarea {...control} {...required} rows={7} {...reg.cover_letter} />}
      </Field>

      <div
        className={cn(
          'flex items-start gap-3 rounded-md border bg-surface p-4',
          errors.consent ? 'border-destructive' : 'border-border',
        )}
      >
        <input
          id={ID('consent')}
          type="checkbox"
          className="mt-0.5 size-5 shrink-0 accent-primary"
          aria-required="true"
          aria-invalid={errors.consent ? true : undefined}
          aria-describedby={errors.consent && message ? ALERT_ID : undefined}
          {...reg.consent}
        />
        <label htmlFor={ID('consent')} className="text-sm">
          I agree that Clarity Clinical QA may store my details and contact me about this application. *
        </label>
      </div>

      {/* A bot that fills it gets a success screen and nothing is sent. */}
      <HoneypotField id={ID('website')} {...reg.website} />

      {message && <FormAlert id={ALERT_ID}>{message}</FormAlert>}
      <Button type="submit" size="lg" loading={isSubmitting} className="w-full sm:w-auto sm:justify-self-start">
        {isSubmitting ? 'Submitting...' : 'Submit Application'}
      </Button>
    </form>
  );
}
