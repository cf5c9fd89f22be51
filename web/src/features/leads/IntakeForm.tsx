// Its own module, not the package root: the form is an island too (IntakeSection.tsx), whose chunk holds no more.
import {
  BUDGET_OPTIONS,
  INTAKE_MATERIALS_MAX,
  INTAKE_NOTES_MAX,
  INTAKE_SCOPE_MAX,
  TRIAL_PHASE_OPTIONS,
  URGENCY_OPTIONS,
} from '@cq/shared/schemas/leads';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { Field, FormField } from '@/components/ui/form-field';
import { HoneypotField } from '@/components/ui/honeypot-field';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { api } from '@/lib/api/call';
import { showFieldErrors, submitError } from '@/lib/api/submitError';
import { INTAKE_FIELDS, intakeFormSchema, type IntakeFormValues, type IntakePayload } from './intakeSchema';
import { localIsoDate } from './payload';

const DEFAULTS = {
  full_name: '',
  company_name: '',
  role: '',
  email: '',
  phone: '',
  scope: '',
  preferred_date: '',
  nda_required: false,
  review_materials: '',
  additional_notes: '',
  website: '',
};

/** The fields' ids, fixed rather than `useId`'s: the island's render must give the prerendered page's. */
const ID = (field: keyof typeof DEFAULTS | 'trial_phase' | 'urgency' | 'budget') => `intake-${field}`;

function Group({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <fieldset className="grid gap-5 border-t border-border pt-6 first:border-t-0 first:pt-0 sm:grid-cols-2">
      <legend className="float-left mb-1 w-full text-lg font-semibold tracking-tight sm:col-span-2">{title}</legend>
      {children}
    </fieldset>
  );
}

/**
 * The project intake form (spec §5, §9): every field of the consultation request, the shared schema's messages,
 * selects that start on a placeholder and can never submit an empty value. On failure the entries stay.
 */
export function IntakeForm({ onSubmitted }: { onSubmitted: () => void }) {
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<IntakeFormValues, unknown, IntakePayload>({
    resolver: zodResolver(intakeFormSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
    defaultValues: DEFAULTS,
  });
  // Registered here, in form order, not inside the Field render props (which run later): the order of
  // registration is the order shouldFocusError searches for the first invalid field.
  const reg = {
    full_name: form.register('full_name'),
    company_name: form.register('company_name'),
    role: form.register('role'),
    email: form.register('email'),
    phone: form.register('phone'),
    trial_phase: form.register('trial_phase'),
    preferred_date: form.register('preferred_date'),
    scope: form.register('scope'),
    urgency: form.register('urgency'),
    budget: form.register('budget'),
    nda_required: form.register('nda_required'),
    review_materials: form.register('review_materials'),
    additional_notes: form.register('additional_notes'),
    website: form.register('website'),
  };
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (payload) => {
    setFailure(null);
    try {
      await api('POST /api/consultation-requests', { body: payload });
      onSubmitted();
    } catch (error) {
      const { message, fields } = submitError(error);
      setFailure(message);
      showFieldErrors(form.setError, INTAKE_FIELDS, fields);
    }
  });

  const required = { 'aria-required': true } as const;
  return (
    <form onSubmit={submit} noValidate className="grid gap-8" aria-label="Project intake">
      <Group title="About you">
        <FormField
          id={ID('full_name')}
          label="Full Name *"
          autoComplete="name"
          {...required}
          error={errors.full_name?.message}
          {...reg.full_name}
        />
        <FormField
          id={ID('company_name')}
          label="Company Name *"
          autoComplete="organization"
          {...required}
          error={errors.company_name?.message}
          {...reg.company_name}
        />
        <FormField
          id={ID('role')}
          label="Your Role *"
          autoComplete="organization-title"
          placeholder="e.g. Head of Clinical QA"
          {...required}
          error={errors.role?.message}
          {...reg.role}
        />
        <FormField
          id={ID('email')}
          label="Email Address *"
          type="email"
          autoComplete="email"
          {...required}
          error={errors.email?.message}
          {...reg.email}
        />
        <FormField
          id={ID('phone')}
          label="Phone Number"
          type="tel"
          autoComplete="tel"
          error={errors.phone?.message}
          {...reg.phone}
        />
      </Group>

      <Group title="Your project">
        <Field id={ID('trial_phase')} label="Clinical Trial Phase *" error={errors.trial_phase?.message}>
          {(control) => (
            <NativeSelect
              {...control}
              {...required}
              defaultValue=""
              placeholder="Select trial phase"
              options={TRIAL_PHASE_OPTIONS}
              {...reg.trial_phase}
            />
          )}
        </Field>
        <Field id={ID('preferred_date')} label="Preferred Consultation Date *" error={errors.preferred_date?.message}>
          {(control) => (
            <input
              {...control}
              {...required}
              type="date"
              min={localIsoDate()}
              className="h-10 w-full rounded-md border border-input bg-background px-3 text-base text-foreground aria-invalid:border-destructive"
              {...reg.preferred_date}
            />
          )}
        </Field>
        <Field
          id={ID('scope')}
          label="Project Scope *"
          error={errors.scope?.message}
          hint="What needs auditing, reviewing or building, and by when."
          limit={{ value: form.watch('scope'), max: INTAKE_SCOPE_MAX }}
          className="sm:col-span-2"
        >
          {(control) => <Textarea {...control} {...required} rows={5} {...reg.scope} />}
        </Field>
        <Field id={ID('urgency')} label="Urgency *" error={errors.urgency?.message}>
          {(control) => (
            <NativeSelect
              {...control}
              {...required}
              defaultValue=""
              placeholder="Select urgency level"
              options={URGENCY_OPTIONS}
              {...reg.urgency}
            />
          )}
        </Field>
        <Field id={ID('budget')} label="Budget Range" error={errors.budget?.message}>
          {(control) => (
            <NativeSelect
              {...control}
              defaultValue=""
              placeholder="Select budget range"
              options={BUDGET_OPTIONS}
              {...reg.budget}
            />
          )}
        </Field>
        <div className="flex items-start gap-3 rounded-md border border-border bg-surface p-4 sm:col-span-2">
          <input
            id="intake-nda"
            type="checkbox"
            className="mt-0.5 size-5 shrink-0 accent-primary"
            aria-describedby="intake-nda-hint"
            {...reg.nda_required}
          />
          <div className="grid gap-0.5">
            <label htmlFor="intake-nda" className="text-sm font-medium">
              An NDA is required before we discuss details
            </label>
            <p id="intake-nda-hint" className="text-xs text-muted-foreground">
              We routinely work under CDAs and MSAs; we'll send ours or sign yours before the call.
            </p>
          </div>
        </div>
        <Field
          id={ID('review_materials')}
          label="Materials for Review"
          error={errors.review_materials?.message}
          hint="SOPs, audit reports, CAPA plans or other documents you'd like us to look at."
          limit={{ value: form.watch('review_materials'), max: INTAKE_MATERIALS_MAX }}
          className="sm:col-span-2"
        >
          {(control) => <Textarea {...control} rows={3} className="min-h-[88px]" {...reg.review_materials} />}
        </Field>
        <Field
          id={ID('additional_notes')}
          label="Additional Notes"
          error={errors.additional_notes?.message}
          limit={{ value: form.watch('additional_notes'), max: INTAKE_NOTES_MAX }}
          className="sm:col-span-2"
        >
          {(control) => <Textarea {...control} rows={4} {...reg.additional_notes} />}
        </Field>
      </Group>

      {/* Sent like any field (blank is left out); the API answers a filled one with a fake success. */}
      <HoneypotField id={ID('website')} {...reg.website} />
      {failure && <FormAlert>{failure}</FormAlert>}
      <Button type="submit" size="lg" loading={isSubmitting} className="w-full sm:w-auto sm:justify-self-start">
        {isSubmitting ? 'Submitting...' : 'Submit Intake Form'}
      </Button>
    </form>
  );
}
