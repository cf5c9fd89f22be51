import { useQuery } from '@tanstack/react-query';
import type { FieldErrors, UseFormReturn } from 'react-hook-form';
import { AUDIT_MODE_LABELS, AUDIT_MODES } from '@cq/shared/audits/plan';
import { AUDIT_AGENDA_MAX, AUDIT_SCOPE_MAX } from '@cq/shared/audits/schemas';
import { Field } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { allAuditeesQuery, allStudiesQuery } from '@/features/auditees';
import { todayIso } from '@/lib/dates';

/** The plan's form values ('' is none); the edit form also has the actual dates and the agenda. */
export interface PlanFormValues {
  auditeeId: string;
  studyId: string;
  mode: string;
  plannedStart: string;
  plannedEnd: string;
  scope: string;
  actualStart?: string;
  actualEnd?: string;
  agenda?: string;
}

const NONE = { value: '', label: 'None' };
const MODE_OPTIONS = [NONE, ...AUDIT_MODES.map((value) => ({ value, label: AUDIT_MODE_LABELS[value] }))];

/**
 * Whose audit it is, how and when it runs (issue 19): the auditee and study are chosen among the workspace's own,
 * and the planned start of a scheduled audit offers no day before today (the API refuses one, with the message the
 * form shows too).
 */
export function PlanFields<V extends PlanFormValues>({
  form,
  scheduled,
  edit = false,
}: {
  form: UseFormReturn<V, unknown, unknown>;
  scheduled: boolean;
  edit?: boolean;
}) {
  // The form's own field names: one component for the New Audit dialog and the edit form.
  const f = form as unknown as UseFormReturn<PlanFormValues, unknown, unknown>;
  const errors = f.formState.errors as FieldErrors<PlanFormValues>;
  const auditees = useQuery(allAuditeesQuery()).data ?? [];
  const studies = useQuery(allStudiesQuery()).data ?? [];
  const auditeeOptions = [NONE, ...auditees.map((a) => ({ value: a.id, label: a.name }))];
  const studyOptions = [NONE, ...studies.map((s) => ({ value: s.id, label: `${s.protocolNumber} — ${s.title}` }))];
  return (
    <fieldset className="grid gap-4">
      <legend className="mb-2 text-sm font-semibold">Plan</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Auditee" error={errors.auditeeId?.message}>
          {(control) => <NativeSelect {...control} options={auditeeOptions} {...f.register('auditeeId')} />}
        </Field>
        <Field label="Study" error={errors.studyId?.message}>
          {(control) => <NativeSelect {...control} options={studyOptions} {...f.register('studyId')} />}
        </Field>
        <Field label="Mode" error={errors.mode?.message}>
          {(control) => <NativeSelect {...control} options={MODE_OPTIONS} {...f.register('mode')} />}
        </Field>
        <div className="hidden sm:block" />
        <Field label="Planned start" error={errors.plannedStart?.message}>
          {(control) => (
            <Input {...control} type="date" min={scheduled ? todayIso() : undefined} {...f.register('plannedStart')} />
          )}
        </Field>
        <Field label="Planned end" error={errors.plannedEnd?.message}>
          {(control) => <Input {...control} type="date" {...f.register('plannedEnd')} />}
        </Field>
        {edit && (
          <>
            <Field label="Actual start" error={errors.actualStart?.message}>
              {(control) => <Input {...control} type="date" {...f.register('actualStart')} />}
            </Field>
            <Field label="Actual end" error={errors.actualEnd?.message}>
              {(control) => <Input {...control} type="date" {...f.register('actualEnd')} />}
            </Field>
          </>
        )}
      </div>
      <Field label="Scope" error={errors.scope?.message} limit={{ value: f.watch('scope'), max: AUDIT_SCOPE_MAX }}>
        {(control) => <Textarea {...control} rows={2} className="min-h-16" {...f.register('scope')} />}
      </Field>
      {edit && (
        <Field
          label="Audit plan / agenda"
          hint="The plan's files are attached with the audit's evidence."
          error={errors.agenda?.message}
          limit={{ value: f.watch('agenda') ?? '', max: AUDIT_AGENDA_MAX }}
        >
          {(control) => <Textarea {...control} rows={4} className="min-h-24" {...f.register('agenda')} />}
        </Field>
      )}
    </fieldset>
  );
}
