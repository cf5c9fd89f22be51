import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { AUDIT_STATUS_LABELS, AUDIT_TYPES } from '@cq/shared/audits/rules';
import { AUDIT_DESCRIPTION_MAX, AUDIT_MESSAGES, type AuditCreateInput } from '@cq/shared/audits/schemas';
import { limitReachedMessage } from '@cq/shared/progress/plans';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { Field, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { useWorkspace } from '@/features/orgs';
import { AUDIT_TYPE_LABELS, refreshWorkspace } from '@/features/workspace';
import { apiQuery } from '@/lib/api/client';
import { showFieldErrors } from '@/lib/api/submitError';
import { toast } from '@/lib/toast';
import { LIMIT_REACHED, refusalOf } from './api';
import { AssignmentFields, type Assignment } from './AssignmentFields';
import { PlanFields } from './PlanFields';
import { useAuditCreate } from './writes';
import { CREATABLE_STATUSES, NEW_AUDIT_FIELDS, newAuditFormSchema, type NewAuditFormValues } from './auditForm';

const TYPE_OPTIONS = AUDIT_TYPES.map((value) => ({ value, label: AUDIT_TYPE_LABELS[value] }));
const STATUS_OPTIONS = CREATABLE_STATUSES.map((value) => ({ value, label: AUDIT_STATUS_LABELS[value] }));

const DEFAULTS: NewAuditFormValues = {
  title: '',
  description: '',
  // The select starts on its placeholder (never a choosable empty value), so 'type' is required until chosen.
  type: '' as NewAuditFormValues['type'],
  status: 'draft',
  progress: 0,
  auditeeId: '',
  studyId: '',
  mode: '',
  plannedStart: '',
  plannedEnd: '',
  scope: '',
  leadAuditorId: '',
  auditorIds: [],
  reviewerId: '',
};

/**
 * New Audit (spec §2, §4, §5, §8): on success the list refreshes, the dialog closes and the form resets; a
 * failure toasts 'Error' with the server's message or 'Failed to create audit' and says it in the dialog too,
 * keeping what was typed. The plan limit comes with an Upgrade link: when the usage numbers (the header
 * counter's) already say the month's audits are used up, the dialog says so first and the form is disabled.
 */
export function NewAuditDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const create = useAuditCreate();
  const [failure, setFailure] = useState<{ message: string; limit: boolean } | null>(null);
  const usage = useQuery(apiQuery('GET /api/usage/stats')).data?.audits;
  const usedUp = usage && usage.limit !== null && usage.used >= usage.limit ? usage.limit : null;
  const limitText = failure?.limit ? failure.message : usedUp !== null ? limitReachedMessage('audits', usedUp) : null;
  const form = useForm<NewAuditFormValues, unknown, AuditCreateInput>({
    resolver: zodResolver(newAuditFormSchema),
    defaultValues: DEFAULTS,
  });
  const reg = {
    title: form.register('title'),
    description: form.register('description'),
    type: form.register('type'),
    status: form.register('status'),
    progress: form.register('progress', { valueAsNumber: true }),
  };
  const status = useWatch({ control: form.control, name: 'status' });
  const [leadAuditorId, auditorIds, reviewerId] = useWatch({
    control: form.control,
    name: ['leadAuditorId', 'auditorIds', 'reviewerId'],
  });
  // Assignments name several people: an organisation's, not the personal workspace's.
  const { id: workspaceId } = useWorkspace();
  const assign = (change: Partial<Assignment>) =>
    Object.entries(change).forEach(([field, value]) =>
      form.setValue(field as keyof Assignment, value, { shouldDirty: true }),
    );
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      const audit = await create.mutateAsync(body);
      form.reset(DEFAULTS);
      onOpenChange(false);
      toast({ title: 'Audit created', description: audit.title });
    } catch (error) {
      const refusal = refusalOf(error);
      const message = refusal?.message ?? AUDIT_MESSAGES.createFailed;
      const limit = refusal?.code === LIMIT_REACHED;
      // Nothing more can be created this month: the counters catch up (and the form is then disabled).
      if (limit) void refreshWorkspace(queryClient);
      if (refusal?.status === 400) showFieldErrors(form.setError, NEW_AUDIT_FIELDS, refusal.fields);
      // The toast is outside the modal dialog, so the dialog says it too (with its own Upgrade link).
      setFailure({ message, limit });
      toast({
        title: 'Error',
        description: message,
        variant: 'destructive',
        ...(refusal?.code === LIMIT_REACHED && {
          action: {
            label: 'Upgrade',
            href: '/subscribe',
            altText: 'Upgrade to Pro with Upgrade Plan in the account menu',
            navigate: (href: string) => void navigate(href),
          },
        }),
      });
    }
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          form.clearErrors();
          setFailure(null);
        }
        onOpenChange(next);
      }}
      title="New Audit"
      description="Create an audit to plan and track its work."
    >
      <form onSubmit={submit} noValidate className="grid gap-4">
        {limitText !== null ? (
          <FormAlert>
            {limitText}{' '}
            <Link to="/subscribe" className="font-semibold underline">
              Upgrade
            </Link>
          </FormAlert>
        ) : (
          failure && <FormAlert>{failure.message}</FormAlert>
        )}
        {/* The fields stay as typed, but cannot be sent while the month's audits are used up. */}
        <fieldset disabled={limitText !== null} className="contents">
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
              {(control) => (
                <NativeSelect
                  {...control}
                  defaultValue=""
                  placeholder="Select audit type"
                  options={TYPE_OPTIONS}
                  {...reg.type}
                />
              )}
            </Field>
            <Field label="Status" error={errors.status?.message}>
              {(control) => <NativeSelect {...control} options={STATUS_OPTIONS} {...reg.status} />}
            </Field>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Progress (%)" error={errors.progress?.message}>
              {(control) => (
                <Input {...control} type="number" inputMode="numeric" min={0} max={100} step={1} {...reg.progress} />
              )}
            </Field>
          </div>
          <PlanFields form={form} scheduled={status === 'scheduled'} />
          {workspaceId !== null && (
            <AssignmentFields
              value={{ leadAuditorId, auditorIds, reviewerId }}
              onChange={assign}
              errors={{
                leadAuditorId: errors.leadAuditorId?.message,
                auditorIds: errors.auditorIds?.message,
                reviewerId: errors.reviewerId?.message,
              }}
              disabled={limitText !== null}
            />
          )}
        </fieldset>
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" loading={isSubmitting} disabled={limitText !== null}>
            {isSubmitting ? 'Creating…' : 'Create Audit'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
