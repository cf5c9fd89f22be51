import type { FieldErrors, Path, RegisterOptions, UseFormReturn } from 'react-hook-form';
import { Field, FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { KIND_OPTIONS, RISK_OPTIONS, STATUS_OPTIONS, type AuditeeFormValues } from './auditeeForm';

/** The risk select's "Not rated" is '' on screen and null in the record. */
const nullWhenBlank = (v: unknown) => (v === '' || v === undefined ? null : v);

/** An auditee's fields, for the New auditee dialog and the edit form alike. */
export function AuditeeFields<T extends AuditeeFormValues, O>({ form }: { form: UseFormReturn<T, unknown, O> }) {
  const reg = (name: keyof AuditeeFormValues, options?: RegisterOptions<T, Path<T>>) =>
    form.register(name as Path<T>, options);
  const errors = form.formState.errors as FieldErrors<AuditeeFormValues>;
  return (
    <>
      <FormField label="Name" autoComplete="off" error={errors.name?.message} {...reg('name')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Kind" error={errors.kind?.message}>
          {(control) => <NativeSelect {...control} placeholder="Select kind" options={KIND_OPTIONS} {...reg('kind')} />}
        </Field>
        <Field label="Status" error={errors.status?.message}>
          {(control) => <NativeSelect {...control} options={STATUS_OPTIONS} {...reg('status')} />}
        </Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Country" autoComplete="off" error={errors.country?.message} {...reg('country')} />
        <FormField label="Address" autoComplete="off" error={errors.address?.message} {...reg('address')} />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField
          label="Contact name"
          autoComplete="off"
          error={errors.contactName?.message}
          {...reg('contactName')}
        />
        <FormField
          label="Contact e-mail"
          type="email"
          autoComplete="off"
          error={errors.contactEmail?.message}
          {...reg('contactEmail')}
        />
        <FormField
          label="Contact phone"
          type="tel"
          autoComplete="off"
          error={errors.contactPhone?.message}
          {...reg('contactPhone')}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-[12rem_1fr]">
        <Field label="Risk rating" error={errors.riskRating?.message}>
          {(control) => (
            <NativeSelect {...control} options={RISK_OPTIONS} {...reg('riskRating', { setValueAs: nullWhenBlank })} />
          )}
        </Field>
        <Field label="Risk reason" hint="Required with a risk rating." error={errors.riskReason?.message}>
          {(control) => <Textarea {...control} rows={2} className="min-h-16" {...reg('riskReason')} />}
        </Field>
      </div>
      <Field label="Notes" error={errors.notes?.message}>
        {(control) => <Textarea {...control} rows={3} className="min-h-20" {...reg('notes')} />}
      </Field>
    </>
  );
}
