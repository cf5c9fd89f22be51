import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  FINDING_DESCRIPTION_MAX,
  FINDING_RESOLUTION_MAX,
  type Finding,
  type FindingCreateInput,
} from '@cq/shared/findings/schemas';
import { TRAIL_REASON_MAX } from '@cq/shared/schemas/limits';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { showFieldErrors } from '@/lib/api/submitError';
import { pastDueHint } from '@/lib/dates';
import { toast } from '@/lib/toast';
import { refusalOf } from './api';
import {
  closeFindingFormSchema,
  NEW_FINDING_FIELDS,
  newFindingFormSchema,
  SEVERITY_OPTIONS,
  type CloseFindingValues,
  type NewFindingFormValues,
} from './findingForm';
import { WriteErrorAlert } from './WriteErrorAlert';
import { useFindingCreate, useFindingUpdate } from './writes';

const NEW_FINDING_DEFAULTS: NewFindingFormValues = {
  title: '',
  description: '',
  // The select starts on its placeholder (never a choosable empty value), so 'severity' is required until chosen.
  severity: '' as NewFindingFormValues['severity'],
  responseRequired: false,
  dueDate: '',
};

/** Add Finding: title, description, severity, due date and whether a response is required. */
export function NewFindingDialog({
  auditId,
  open,
  onOpenChange,
  onReload,
}: {
  auditId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onReload: () => void;
}) {
  const create = useFindingCreate(auditId);
  const form = useForm<NewFindingFormValues, unknown, FindingCreateInput>({
    resolver: zodResolver(newFindingFormSchema),
    defaultValues: NEW_FINDING_DEFAULTS,
  });
  const reg = {
    title: form.register('title'),
    description: form.register('description'),
    severity: form.register('severity'),
    dueDate: form.register('dueDate'),
    responseRequired: form.register('responseRequired'),
  };
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (body) => {
    try {
      const finding = await create.mutateAsync(body);
      form.reset(NEW_FINDING_DEFAULTS);
      create.reset();
      onOpenChange(false);
      toast({ title: 'Finding added', description: finding.title });
    } catch (error) {
      const refusal = refusalOf(error);
      if (refusal?.status === 400) showFieldErrors(form.setError, NEW_FINDING_FIELDS, refusal.fields);
    }
  });
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Add Finding" description="Record what the audit found.">
      <form onSubmit={submit} noValidate className="grid gap-4">
        {create.isError && <WriteErrorAlert error={create.error} onReload={onReload} />}
        <FormField label="Title" autoComplete="off" error={errors.title?.message} {...reg.title} />
        <Field
          label="Description"
          error={errors.description?.message}
          limit={{ value: form.watch('description'), max: FINDING_DESCRIPTION_MAX }}
        >
          {(control) => <Textarea {...control} rows={3} className="min-h-20" {...reg.description} />}
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Severity" error={errors.severity?.message}>
            {(control) => (
              <NativeSelect
                {...control}
                defaultValue=""
                placeholder="Select severity"
                options={SEVERITY_OPTIONS}
                {...reg.severity}
              />
            )}
          </Field>
          <Field label="Due date (optional)" error={errors.dueDate?.message} hint={pastDueHint(form.watch('dueDate'))}>
            {(control) => <Input {...control} type="date" {...reg.dueDate} />}
          </Field>
        </div>
        <label className="flex items-center gap-2 text-sm font-medium">
          <input type="checkbox" className="size-4 accent-primary" {...reg.responseRequired} />
          Response required
        </label>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {isSubmitting ? 'Adding…' : 'Add Finding'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** Close Finding: the resolution note it needs (closed is final) and an optional reason for the trail. */
export function CloseFindingDialog({
  finding,
  onClose,
  onReload,
}: {
  finding: Finding;
  onClose: () => void;
  onReload: () => void;
}) {
  const update = useFindingUpdate();
  const form = useForm<CloseFindingValues>({
    resolver: zodResolver(closeFindingFormSchema),
    defaultValues: { resolution: '', reason: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ resolution, reason }) => {
    try {
      await update.mutateAsync({
        id: finding.id,
        body: { version: finding.version, status: 'closed', resolution, ...(reason ? { reason } : {}) },
      });
      toast({ title: 'Finding closed', description: finding.title });
      onClose();
    } catch (error) {
      const refusal = refusalOf(error);
      if (refusal?.status === 400) showFieldErrors(form.setError, ['resolution', 'reason'], refusal.fields);
    }
  });
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Close Finding"
      description={`${finding.title}: a closed finding is final.`}
    >
      <form onSubmit={submit} noValidate className="grid gap-4">
        {update.isError && (
          <WriteErrorAlert
            error={update.error}
            onReload={() => {
              onReload();
              onClose();
            }}
          />
        )}
        <Field
          label="Resolution note"
          error={errors.resolution?.message}
          limit={{ value: form.watch('resolution'), max: FINDING_RESOLUTION_MAX }}
        >
          {(control) => <Textarea {...control} rows={4} className="min-h-24" {...form.register('resolution')} />}
        </Field>
        <Field
          label="Reason (optional)"
          hint="Kept with this change in the audit trail."
          error={errors.reason?.message}
          limit={{ value: form.watch('reason'), max: TRAIL_REASON_MAX }}
        >
          {(control) => <Input {...control} autoComplete="off" {...form.register('reason')} />}
        </Field>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {isSubmitting ? 'Closing…' : 'Close Finding'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
