import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  CAPA_TEXT_MAX,
  EFFECTIVENESS_RESULT_LABELS,
  EFFECTIVENESS_RESULTS,
  effectivenessCheckCreateSchema,
  type Capa,
  type EffectivenessCheckCreate,
  type EffectivenessCheckCreateInput,
} from '@cq/shared/reports/capa';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { showFieldErrors } from '@/lib/api/submitError';
import { toast } from '@/lib/toast';
import { refusalOf, useEffectivenessCheck } from './api';
import { WriteError } from './WriteError';

const FIELDS = ['method', 'result', 'notes', 'newDueDate'] as const;
/** An empty date input is no date: the schema then names the missing new target date. */
const emptyAsAbsent = (value: string) => value || undefined;

/**
 * Records an effectiveness check (issue 20): how it was checked, the result and the evidence or notes. "Not
 * effective" reopens the CAPA, so it asks for the new target date; the rules and messages are the API's.
 */
export function EffectivenessCheckDialog({
  capa,
  reportId,
  onClose,
  onReload,
}: {
  capa: Capa;
  reportId: string;
  onClose: () => void;
  onReload: () => void;
}) {
  const record = useEffectivenessCheck(reportId);
  const form = useForm<EffectivenessCheckCreateInput, unknown, EffectivenessCheckCreate>({
    resolver: zodResolver(effectivenessCheckCreateSchema),
    defaultValues: { version: capa.version, method: '', notes: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const notEffective = form.watch('result') === 'not_effective';
  const submit = form.handleSubmit(async ({ newDueDate, ...values }) => {
    try {
      await record.mutateAsync({
        id: capa.id,
        body: { ...values, ...(values.result === 'not_effective' ? { newDueDate } : {}) },
      });
      toast({
        title: values.result === 'effective' ? 'Effectiveness check recorded' : 'CAPA reopened: not effective',
        description: capa.title,
      });
      onClose();
    } catch (error) {
      const refusal = refusalOf(error);
      if (refusal?.status === 400) showFieldErrors(form.setError, FIELDS, refusal.fields);
    }
  });
  const id = (field: string) => `check-${capa.id}-${field}`;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Record effectiveness check"
      description={`${capa.title}: "Not effective" reopens the CAPA with a new target date.`}
    >
      <form onSubmit={submit} noValidate className="grid gap-4">
        {record.isError && (
          <WriteError
            error={record.error}
            onReload={() => {
              onReload();
              onClose();
            }}
          />
        )}
        <Field id={id('method')} label="Method" error={errors.method?.message}>
          {(control) => <Input {...control} autoComplete="off" {...form.register('method')} />}
        </Field>
        <fieldset className="grid gap-2" aria-describedby={errors.result ? id('result-error') : undefined}>
          <legend className="text-sm font-medium">Result</legend>
          <div className="flex flex-wrap gap-4">
            {EFFECTIVENESS_RESULTS.map((result) => (
              <label key={result} className="flex items-center gap-2 text-sm">
                <input type="radio" value={result} className="size-4 accent-primary" {...form.register('result')} />
                {EFFECTIVENESS_RESULT_LABELS[result]}
              </label>
            ))}
          </div>
          {errors.result && (
            <p id={id('result-error')} className="text-sm text-destructive">
              {errors.result.message}
            </p>
          )}
        </fieldset>
        <Field
          id={id('notes')}
          label="Evidence or notes"
          hint="Attach files to the CAPA below; name them here."
          error={errors.notes?.message}
          limit={{ value: form.watch('notes'), max: CAPA_TEXT_MAX }}
        >
          {(control) => <Textarea {...control} rows={4} className="min-h-24" {...form.register('notes')} />}
        </Field>
        {notEffective && (
          <Field id={id('newDueDate')} label="New target date" error={errors.newDueDate?.message}>
            {(control) => (
              <Input {...control} type="date" {...form.register('newDueDate', { setValueAs: emptyAsAbsent })} />
            )}
          </Field>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {isSubmitting ? 'Recording…' : 'Record check'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
