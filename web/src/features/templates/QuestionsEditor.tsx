import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { QUESTION_PRIORITIES } from '@cq/shared/reports/templates';
import { TEMPLATE_LIMITS as L } from '@cq/shared/templates/rules';
import type { TemplateContent, TemplateContentInput } from '@cq/shared/templates/schemas';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { NEW_QUESTION } from './templateForm';

type Form = UseFormReturn<TemplateContentInput, unknown, TemplateContent>;

const PRIORITY_OPTIONS = QUESTION_PRIORITIES.map((p) => ({ value: p, label: p[0]!.toUpperCase() + p.slice(1) }));

/** The questions, in order: each with its section, text, category, priority, guidance, reference and evidence. */
export function QuestionsEditor({ form, disabled }: { form: Form; disabled: boolean }) {
  const questions = useFieldArray({ control: form.control, name: 'questions' });
  const errors = form.formState.errors.questions;
  const values = form.watch('questions');
  return (
    <fieldset className="grid gap-4" disabled={disabled}>
      <legend className="mb-2 text-xl font-semibold">
        Questions ({questions.fields.length} of at most {L.questions})
      </legend>
      {errors?.message && <p className="text-sm text-destructive">{errors.message}</p>}
      {errors?.root?.message && <p className="text-sm text-destructive">{errors.root.message}</p>}
      <ol className="grid gap-4">
        {questions.fields.map((field, i) => {
          const e = errors?.[i];
          const v = values?.[i];
          const n = i + 1;
          return (
            <li
              key={field.id}
              className="grid gap-3 rounded-[var(--radius-card)] border border-border bg-background p-4"
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="font-semibold">Question {n}</h3>
                <div className="flex gap-1">
                  <Button variant="outline" size="icon" disabled={i === 0} onClick={() => questions.move(i, i - 1)}>
                    <ArrowUp className="size-4" aria-hidden="true" />
                    <span className="sr-only">Move question {n} up</span>
                  </Button>
                  <Button
                    variant="outline"
                    size="icon"
                    disabled={i === questions.fields.length - 1}
                    onClick={() => questions.move(i, i + 1)}
                  >
                    <ArrowDown className="size-4" aria-hidden="true" />
                    <span className="sr-only">Move question {n} down</span>
                  </Button>
                  <Button
                    variant="outline"
                    size="icon"
                    disabled={questions.fields.length <= 1}
                    onClick={() => questions.remove(i)}
                  >
                    <Trash2 className="size-4" aria-hidden="true" />
                    <span className="sr-only">Remove question {n}</span>
                  </Button>
                </div>
              </div>
              <Field
                label={`Question ${n} text`}
                error={e?.question?.message}
                limit={{ value: v?.question ?? '', max: L.question }}
              >
                {(control) => <Textarea {...control} rows={2} {...form.register(`questions.${i}.question`)} />}
              </Field>
              <div className="grid gap-3 sm:grid-cols-3">
                <Field
                  label={`Question ${n} section`}
                  error={e?.section?.message}
                  limit={{ value: v?.section ?? '', max: L.section }}
                >
                  {(control) => <Input {...control} {...form.register(`questions.${i}.section`)} />}
                </Field>
                <Field
                  label={`Question ${n} category`}
                  error={e?.category?.message}
                  limit={{ value: v?.category ?? '', max: L.category }}
                >
                  {(control) => <Input {...control} {...form.register(`questions.${i}.category`)} />}
                </Field>
                <Field label={`Question ${n} priority`} error={e?.priority?.message}>
                  {(control) => (
                    <NativeSelect
                      {...control}
                      options={PRIORITY_OPTIONS}
                      {...form.register(`questions.${i}.priority`)}
                    />
                  )}
                </Field>
              </div>
              <Field
                label={`Question ${n} guidance for the auditor`}
                error={e?.guidance?.message}
                limit={{ value: v?.guidance ?? '', max: L.guidance }}
              >
                {(control) => <Textarea {...control} rows={2} {...form.register(`questions.${i}.guidance`)} />}
              </Field>
              <Field
                label={`Question ${n} regulatory reference`}
                error={e?.reference?.message}
                limit={{ value: v?.reference ?? '', max: L.reference }}
              >
                {(control) => <Input {...control} {...form.register(`questions.${i}.reference`)} />}
              </Field>
              <label className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="size-4 accent-primary"
                  {...form.register(`questions.${i}.evidenceRequired`)}
                />
                Evidence required<span className="sr-only"> for question {n}</span> (a non-compliant answer needs a note
                saying why)
              </label>
            </li>
          );
        })}
      </ol>
      <div>
        <Button
          variant="outline"
          disabled={questions.fields.length >= L.questions}
          onClick={() => questions.append({ ...NEW_QUESTION })}
        >
          <Plus className="size-4" aria-hidden="true" /> Add question
        </Button>
      </div>
    </fieldset>
  );
}
