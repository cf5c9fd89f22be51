import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, Trash2 } from 'lucide-react';
import { useForm } from 'react-hook-form';
import {
  CAUSE_CATEGORIES,
  CAUSE_CATEGORY_LABELS,
  findingResponseInputSchema,
  RESPONSE_TEXT_MAX,
  RESPONSE_WHYS_MAX,
  type FindingResponse,
  type FindingResponseInput,
} from '@cq/shared/responses/schemas';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { Field, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { refusalOf } from '@/lib/api/refusal';
import { showFieldErrors, submitError } from '@/lib/api/submitError';
import { toast } from '@/lib/toast';
import { useSaveDraft } from './api';

const CATEGORY_OPTIONS = CAUSE_CATEGORIES.map((value) => ({ value, label: CAUSE_CATEGORY_LABELS[value] }));
const FIELDS = [
  'agreement',
  'reason',
  'rootCause',
  'causeCategory',
  'correctiveAction',
  'preventiveAction',
  'owner',
  'targetDate',
] as const;

const defaultsOf = (r: FindingResponse | null): FindingResponseInput =>
  r
    ? {
        agreement: r.agreement,
        reason: r.reason,
        rootCause: r.rootCause,
        whys: r.whys.length > 0 ? r.whys : [''],
        causeCategory: r.causeCategory,
        correctiveAction: r.correctiveAction,
        preventiveAction: r.preventiveAction,
        owner: r.owner,
        targetDate: r.targetDate,
      }
    : ({
        // Nothing chosen yet: the schema's own messages say what is missing.
        agreement: undefined,
        reason: '',
        rootCause: '',
        whys: [''],
        causeCategory: '',
        correctiveAction: '',
        preventiveAction: '',
        owner: '',
        targetDate: '',
      } as unknown as FindingResponseInput);

/**
 * The auditee's answer to one finding: agree or dispute (why), the root cause with its 5-Whys chain and category,
 * the corrective and preventive actions, who owns them and by when. "Save draft" keeps it; nothing is sent to the
 * auditor until "Submit responses".
 */
export function ResponseForm({
  token,
  bearer,
  findingId,
  findingTitle,
  response,
}: {
  token: string;
  bearer: string;
  findingId: string;
  findingTitle: string;
  response: FindingResponse | null;
}) {
  const save = useSaveDraft(token, bearer);
  const form = useForm<FindingResponseInput>({
    resolver: zodResolver(findingResponseInputSchema),
    defaultValues: defaultsOf(response),
  });
  const { errors, isSubmitting } = form.formState;
  const agreement = form.watch('agreement');
  const whys = form.watch('whys') ?? [];
  const submit = form.handleSubmit(async (body) => {
    try {
      await save.mutateAsync({ findingId, body });
      toast({ title: 'Draft saved', description: findingTitle });
    } catch (error) {
      const refusal = refusalOf(error);
      if (refusal?.status === 400) showFieldErrors(form.setError, FIELDS, refusal.fields);
    }
  });
  const setWhys = (next: string[]) => form.setValue('whys', next, { shouldDirty: true });
  const prefix = `response-${findingId}`;
  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label={`Response to ${findingTitle}`}>
      {save.isError && refusalOf(save.error)?.status !== 400 && (
        <FormAlert>{submitError(save.error, { serverText: true }).message}</FormAlert>
      )}
      <fieldset className="grid gap-2" aria-describedby={errors.agreement ? `${prefix}-agreement-error` : undefined}>
        <legend className="mb-1 text-sm font-medium">Do you agree with this finding?</legend>
        <div className="flex flex-wrap gap-4">
          <label className="flex items-center gap-2 text-sm">
            <input type="radio" value="agree" className="size-4 accent-primary" {...form.register('agreement')} />
            Agree
          </label>
          <label className="flex items-center gap-2 text-sm">
            <input type="radio" value="dispute" className="size-4 accent-primary" {...form.register('agreement')} />
            Dispute
          </label>
        </div>
        {errors.agreement && (
          <p id={`${prefix}-agreement-error`} className="text-sm text-destructive">
            {errors.agreement.message}
          </p>
        )}
      </fieldset>
      {agreement === 'dispute' && (
        <Field label="Reason for dispute" error={errors.reason?.message}>
          {(control) => <Textarea {...control} rows={3} {...form.register('reason')} />}
        </Field>
      )}
      <Field
        label="Root cause"
        error={errors.rootCause?.message}
        limit={{ value: form.watch('rootCause'), max: RESPONSE_TEXT_MAX }}
      >
        {(control) => <Textarea {...control} rows={3} {...form.register('rootCause')} />}
      </Field>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">5 Whys (optional)</legend>
        <p className="text-xs text-muted-foreground">
          Ask why the problem happened, then why that happened, and so on.
        </p>
        <ol className="grid gap-2">
          {whys.map((why, i) => (
            <li key={i} className="flex items-end gap-2">
              <Field label={`Why ${i + 1}`} className="flex-1" error={errors.whys?.[i]?.message}>
                {(control) => (
                  <Input
                    {...control}
                    autoComplete="off"
                    value={why}
                    onChange={(e) => setWhys(whys.map((w, j) => (j === i ? e.target.value : w)))}
                  />
                )}
              </Field>
              <Button
                variant="outline"
                size="icon"
                aria-label={`Remove why ${i + 1}`}
                onClick={() => setWhys(whys.filter((_, j) => j !== i))}
              >
                <Trash2 className="size-4" aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ol>
        {whys.length < RESPONSE_WHYS_MAX && (
          <Button variant="outline" size="sm" className="w-fit" onClick={() => setWhys([...whys, ''])}>
            <Plus className="size-4" aria-hidden="true" /> Add a why
          </Button>
        )}
      </fieldset>
      <Field label="Cause category" error={errors.causeCategory?.message}>
        {(control) => (
          <NativeSelect
            {...control}
            placeholder="Select a category"
            options={CATEGORY_OPTIONS}
            {...form.register('causeCategory')}
          />
        )}
      </Field>
      <Field label="Corrective action" error={errors.correctiveAction?.message}>
        {(control) => <Textarea {...control} rows={2} {...form.register('correctiveAction')} />}
      </Field>
      <Field label="Preventive action" error={errors.preventiveAction?.message}>
        {(control) => <Textarea {...control} rows={2} {...form.register('preventiveAction')} />}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Owner" autoComplete="name" error={errors.owner?.message} {...form.register('owner')} />
        <Field label="Target date" error={errors.targetDate?.message}>
          {(control) => <Input {...control} type="date" {...form.register('targetDate')} />}
        </Field>
      </div>
      <Button type="submit" variant="secondary" className="w-full sm:w-fit" loading={isSubmitting}>
        {isSubmitting ? 'Saving…' : 'Save draft'}
      </Button>
    </form>
  );
}
