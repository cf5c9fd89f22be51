import { zodResolver } from '@hookform/resolvers/zod';
import { REASON_FOR_CHANGE_LABEL, reasonRefusal } from '@cq/shared/trail/reasonForChange';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { Auditee } from '@cq/shared/auditees/schemas';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { WriteErrorAlert } from '@/features/audits';
import { showFieldErrors } from '@/lib/api/submitError';
import { toast } from '@/lib/toast';
import { refusalOf } from './api';
import { AuditeeFields } from './AuditeeFields';
import {
  AUDITEE_FIELDS,
  changedAuditeeFields,
  editAuditeeSchema,
  editDefaults,
  type EditAuditeeFormValues,
  type EditAuditeeValues,
} from './auditeeForm';
import { useAuditeeUpdate } from './writes';

/**
 * Edit an auditee against the version it was read at, with the reason for the trail. A 409 (someone else changed
 * it first) says so and offers a Reload; the page remounts the form with the record as it now is.
 */
export function AuditeeEditForm({
  auditee,
  onDone,
  onReload,
}: {
  auditee: Auditee;
  onDone: () => void;
  onReload: () => void;
}) {
  const update = useAuditeeUpdate(auditee.id);
  const form = useForm<EditAuditeeFormValues, unknown, EditAuditeeValues>({
    resolver: zodResolver(editAuditeeSchema),
    defaultValues: editDefaults(auditee),
  });
  const { errors, isSubmitting } = form.formState;
  useEffect(() => form.setFocus('name'), [form]);

  const submit = form.handleSubmit(async (values) => {
    const changes = changedAuditeeFields(auditee, values);
    if (Object.keys(changes).length === 0) return onDone();
    const missing = reasonRefusal('auditee', auditee, changes, values.reason);
    if (missing) return form.setError('reason', { message: missing }, { shouldFocus: true });
    try {
      await update.mutateAsync({
        version: auditee.version,
        ...changes,
        ...(values.reason ? { reason: values.reason } : {}),
      });
      toast({ title: 'Auditee updated', description: values.name });
      onDone();
    } catch (error) {
      const refusal = refusalOf(error);
      if (refusal?.status === 400) showFieldErrors(form.setError, [...AUDITEE_FIELDS, 'reason'], refusal.fields);
    }
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Edit auditee</CardTitle>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="grid gap-4">
          {update.isError && <WriteErrorAlert error={update.error} onReload={onReload} />}
          <AuditeeFields form={form} />
          <FormField
            label={REASON_FOR_CHANGE_LABEL}
            hint="Kept with this change in the audit trail."
            autoComplete="off"
            aria-required
            error={errors.reason?.message}
            {...form.register('reason')}
          />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={onDone}>
              Cancel
            </Button>
            <Button type="submit" loading={isSubmitting}>
              {isSubmitting ? 'Saving…' : 'Save changes'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
