import { zodResolver } from '@hookform/resolvers/zod';
import { REASON_FOR_CHANGE_LABEL, reasonRefusal } from '@cq/shared/trail/reasonForChange';
import { useEffect, useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { AUDIT_TYPES } from '@cq/shared/audits/rules';
import { AUDIT_DESCRIPTION_MAX, AUDIT_MESSAGES, type Audit } from '@cq/shared/audits/schemas';
import { TRAIL_REASON_MAX } from '@cq/shared/schemas/limits';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Field, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { useWorkspace } from '@/features/orgs';
import { AUDIT_TYPE_LABELS } from '@/features/workspace';
import { showFieldErrors } from '@/lib/api/submitError';
import { todayIso } from '@/lib/dates';
import { toast } from '@/lib/toast';
import { refusalOf } from './api';
import { AssignmentFields, type Assignment } from './AssignmentFields';
import { PlanFields } from './PlanFields';
import {
  checkPlanDates,
  EDIT_AUDIT_FIELDS,
  editAuditFormSchema,
  NO_ASSIGNEE,
  type EditAuditFormValues,
  type EditAuditValues,
} from './auditForm';
import { WriteErrorAlert } from './WriteErrorAlert';
import { useAuditUpdate } from './writes';
import * as z from '@cq/shared/schemas/z';

const TYPE_OPTIONS = AUDIT_TYPES.map((value) => ({ value, label: AUDIT_TYPE_LABELS[value] }));

/** Two values alike: auditors as a set (their order means nothing), the rest as they are. */
const same = (a: unknown, b: unknown): boolean =>
  Array.isArray(a) && Array.isArray(b) ? a.length === b.length && a.every((v) => b.includes(v)) : a === b;

/** The fields that differ from the audit as read: only those are sent (and trailed). */
export function changedFields(audit: Audit, values: EditAuditValues) {
  const next = {
    title: values.title,
    description: values.description,
    type: values.type,
    progress: values.progress,
    auditeeId: values.auditeeId || null,
    studyId: values.studyId || null,
    mode: (values.mode || null) as Audit['mode'],
    plannedStart: values.plannedStart || null,
    plannedEnd: values.plannedEnd || null,
    actualStart: values.actualStart || null,
    actualEnd: values.actualEnd || null,
    scope: values.scope || null,
    agenda: values.agenda || null,
    leadAuditorId: values.leadAuditorId || null,
    auditorIds: values.auditorIds,
    reviewerId: values.reviewerId || null,
  };
  // An audit planned before plans existed has only its scheduled date: that day is its planned start.
  const current = { ...audit, plannedStart: plannedStartOf(audit) || null };
  return Object.fromEntries(
    Object.entries(next).filter(([field, value]) => !same(current[field as keyof typeof next], value)),
  ) as Partial<typeof next>;
}

const plannedStartOf = (audit: Audit) => audit.plannedStart ?? audit.scheduledDate?.slice(0, 10) ?? '';

/**
 * Edit an audit against the version it was read at. A 409 (someone else changed it first) says so and offers
 * a reload; the form is remounted with the fresh audit (see the page's `key`).
 */
export function AuditEditForm({ audit, onDone, onReload }: { audit: Audit; onDone: () => void; onReload: () => void }) {
  const update = useAuditUpdate(audit.id);
  const schema = useMemo(
    () =>
      editAuditFormSchema.check(
        z.superRefine(checkPlanDates(() => todayIso(), { ...audit, plannedStart: plannedStartOf(audit) || null })),
      ),
    [audit],
  );
  const form = useForm<EditAuditFormValues, unknown, EditAuditValues>({
    resolver: zodResolver(schema),
    defaultValues: {
      title: audit.title,
      description: audit.description,
      type: audit.type,
      progress: audit.progress,
      auditeeId: audit.auditeeId ?? '',
      studyId: audit.studyId ?? '',
      mode: audit.mode ?? '',
      plannedStart: plannedStartOf(audit),
      plannedEnd: audit.plannedEnd ?? '',
      actualStart: audit.actualStart ?? '',
      actualEnd: audit.actualEnd ?? '',
      scope: audit.scope ?? '',
      agenda: audit.agenda ?? '',
      leadAuditorId: audit.leadAuditorId ?? NO_ASSIGNEE,
      auditorIds: audit.auditorIds,
      reviewerId: audit.reviewerId ?? NO_ASSIGNEE,
      reason: '',
    },
  });
  const [leadAuditorId, auditorIds, reviewerId] = useWatch({
    control: form.control,
    name: ['leadAuditorId', 'auditorIds', 'reviewerId'],
  });
  const assign = (change: Partial<Assignment>) =>
    Object.entries(change).forEach(([field, value]) =>
      form.setValue(field as keyof Assignment, value, { shouldDirty: true }),
    );
  // Assignments are an organisation's (or an audit that already names someone).
  const { id: workspaceId } = useWorkspace();
  const assigning =
    workspaceId !== null || audit.leadAuditorId !== null || audit.auditorIds.length > 0 || audit.reviewerId !== null;
  const reg = {
    title: form.register('title'),
    description: form.register('description'),
    type: form.register('type'),
    progress: form.register('progress', { valueAsNumber: true }),
    reason: form.register('reason'),
  };
  const { errors, isSubmitting } = form.formState;
  // Opening the form (Edit) moves focus into it, to its first field.
  useEffect(() => form.setFocus('title'), [form]);

  const submit = form.handleSubmit(async (values) => {
    const changes = changedFields(audit, values);
    if (audit.status === 'scheduled' && changes.plannedStart === null) {
      form.setError('plannedStart', { message: AUDIT_MESSAGES.scheduledDateRequired }, { shouldFocus: true });
      return;
    }
    if (Object.keys(changes).length === 0) {
      onDone();
      return;
    }
    const missing = reasonRefusal(
      'audit',
      { ...audit, plannedStart: plannedStartOf(audit) || null },
      changes,
      values.reason,
    );
    if (missing) return form.setError('reason', { message: missing }, { shouldFocus: true });
    try {
      await update.mutateAsync({
        version: audit.version,
        ...changes,
        ...(values.reason ? { reason: values.reason } : {}),
      });
      toast({ title: 'Audit updated' });
      onDone();
    } catch (error) {
      const refusal = refusalOf(error);
      if (refusal?.status === 400) showFieldErrors(form.setError, EDIT_AUDIT_FIELDS, refusal.fields);
    }
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Edit Audit</CardTitle>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="grid gap-4">
          {update.isError && <WriteErrorAlert error={update.error} onReload={onReload} />}
          <FormField label="Title" autoComplete="off" error={errors.title?.message} {...reg.title} />
          <Field
            label="Description"
            error={errors.description?.message}
            limit={{ value: form.watch('description'), max: AUDIT_DESCRIPTION_MAX }}
          >
            {(control) => <Textarea {...control} rows={3} className="min-h-20" {...reg.description} />}
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Type" error={errors.type?.message}>
              {(control) => <NativeSelect {...control} options={TYPE_OPTIONS} {...reg.type} />}
            </Field>
            <Field label="Progress (%)" error={errors.progress?.message}>
              {(control) => (
                <Input {...control} type="number" inputMode="numeric" min={0} max={100} step={1} {...reg.progress} />
              )}
            </Field>
          </div>
          <PlanFields form={form} scheduled={audit.status === 'scheduled'} edit />
          {assigning && (
            <AssignmentFields
              value={{ leadAuditorId, auditorIds, reviewerId }}
              onChange={assign}
              errors={{
                leadAuditorId: errors.leadAuditorId?.message,
                auditorIds: errors.auditorIds?.message,
                reviewerId: errors.reviewerId?.message,
              }}
            />
          )}
          <Field
            label={REASON_FOR_CHANGE_LABEL}
            hint="Kept with this change in the audit trail."
            error={errors.reason?.message}
            limit={{ value: form.watch('reason'), max: TRAIL_REASON_MAX }}
          >
            {(control) => <Input {...control} autoComplete="off" aria-required {...reg.reason} />}
          </Field>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={onDone}>
              Cancel
            </Button>
            <Button type="submit" loading={isSubmitting}>
              {isSubmitting ? 'Saving…' : 'Save Changes'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
