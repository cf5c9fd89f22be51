import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { FINDING_RESPONSES, REPORT_FINDING_SEVERITIES } from '@cq/shared/reports/grading';
import { CHECKLIST_RESPONSE_LABELS } from '@cq/shared/reports/rules';
import { QUESTION_PRIORITIES } from '@cq/shared/reports/templates';
import { TEMPLATE_LIMITS } from '@cq/shared/templates/rules';
import type { TemplateContentInput, TemplateContent } from '@cq/shared/templates/schemas';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { STARTER_GRADING } from './templateForm';

type Form = UseFormReturn<TemplateContentInput, unknown, TemplateContent>;

const SEVERITY_OPTIONS = REPORT_FINDING_SEVERITIES.map((s) => ({ value: s, label: `Counts as ${s}` }));
const PRIORITY_LABELS = { critical: 'Critical priority', high: 'High priority', medium: 'Medium priority' } as const;

/**
 * The grading: the built-in rule (spec §9), or the workspace's own grades with their points and which grade each
 * finding answer gives per question priority.
 */
export function GradingEditor({ form, disabled }: { form: Form; disabled: boolean }) {
  const grading = form.watch('grading');
  return (
    <fieldset className="grid gap-4" disabled={disabled}>
      <legend className="mb-2 text-xl font-semibold">Grading</legend>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="size-4 accent-primary"
          checked={Boolean(grading)}
          onChange={(e) =>
            form.setValue('grading', e.target.checked ? structuredClone(STARTER_GRADING) : null, { shouldDirty: true })
          }
        />
        Use our own grades (otherwise the built-in rule: critical 25, high 15, medium 10, low 5 points)
      </label>
      {grading && <OwnGrades form={form} />}
    </fieldset>
  );
}

/** Mounted once a grading exists, so its list of grades starts from the grading's own. */
function OwnGrades({ form }: { form: Form }) {
  const errors = form.formState.errors.grading;
  const grades = useFieldArray({ control: form.control, name: 'grading.grades' as never });
  const labels = (form.watch('grading')?.grades ?? []).map((g) => g.label).filter(Boolean);
  return (
    <>
      <ol className="grid gap-3">
        {grades.fields.map((field, i) => (
          <li key={field.id} className="grid gap-2 rounded-md border border-border p-3 sm:grid-cols-[2fr_1fr_2fr_auto]">
            <Field label={`Grade ${i + 1} name`} error={errors?.grades?.[i]?.label?.message}>
              {(control) => <Input {...control} {...form.register(`grading.grades.${i}.label`)} />}
            </Field>
            <Field label={`Grade ${i + 1} points`} error={errors?.grades?.[i]?.points?.message}>
              {(control) => (
                <Input
                  {...control}
                  type="number"
                  min={0}
                  max={TEMPLATE_LIMITS.points}
                  {...form.register(`grading.grades.${i}.points`, { valueAsNumber: true })}
                />
              )}
            </Field>
            <Field label={`Grade ${i + 1} severity`} error={errors?.grades?.[i]?.severity?.message}>
              {(control) => (
                <NativeSelect
                  {...control}
                  options={SEVERITY_OPTIONS}
                  {...form.register(`grading.grades.${i}.severity`)}
                />
              )}
            </Field>
            <Button
              variant="outline"
              size="sm"
              className="self-end"
              disabled={grades.fields.length <= 1}
              onClick={() => grades.remove(i)}
            >
              Remove<span className="sr-only"> grade {i + 1}</span>
            </Button>
          </li>
        ))}
      </ol>
      {errors?.grades?.message && <p className="text-sm text-destructive">{errors.grades.message}</p>}
      <div>
        <Button
          variant="outline"
          size="sm"
          disabled={grades.fields.length >= TEMPLATE_LIMITS.grades}
          onClick={() => grades.append({ label: '', points: 0, severity: 'low' } as never)}
        >
          Add grade
        </Button>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        {FINDING_RESPONSES.map((response) => (
          <fieldset key={response} className="grid gap-2 rounded-md border border-border p-3">
            <legend className="px-1 text-sm font-medium">{CHECKLIST_RESPONSE_LABELS[response]} gives</legend>
            {QUESTION_PRIORITIES.map((priority) => (
              <Field
                key={priority}
                label={`${CHECKLIST_RESPONSE_LABELS[response]}, ${PRIORITY_LABELS[priority]}`}
                error={errors?.matrix?.[response]?.[priority]?.message}
              >
                {(control) => (
                  <NativeSelect
                    {...control}
                    options={labels.map((l) => ({ value: l, label: l }))}
                    {...form.register(`grading.matrix.${response}.${priority}`)}
                  />
                )}
              </Field>
            ))}
          </fieldset>
        ))}
      </div>
    </>
  );
}
