import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import * as z from '@cq/shared/schemas/z';
import { SOP_AREAS } from '@cq/shared/library/rules';
import { SOP_LIMITS, sopCreateSchema, type SopStaffVersion } from '@cq/shared/library/staffSchemas';
import { SOP_EDIT_MESSAGES } from '@cq/shared/library/workflow';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { Field, FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { refusalOf } from '@/lib/api/refusal';
import { showFieldErrors, submitError } from '@/lib/api/submitError';
import { toast } from '@/lib/toast';
import { useState } from 'react';
import { useSopCreate, useSopDraftSave } from './sopApi';
import { sectionsToText, textToSections, type SopSectionsText } from './sopText';

const SECTIONS = ['responsibilities', 'procedure', 'records', 'references', 'revisionHistory'] as const;
const FIELDS = ['code', 'title', 'area', 'summary', 'purpose', 'scope', ...SECTIONS] as const;
type FieldName = (typeof FIELDS)[number];

const SECTION_TEXT: Record<(typeof SECTIONS)[number], { label: string; hint: string; rows: number }> = {
  responsibilities: { label: 'Responsibilities', hint: 'One a line: Role: duty', rows: 4 },
  procedure: {
    label: 'Procedure',
    hint: 'A "## Heading" line starts a section; each line under it is a step',
    rows: 10,
  },
  records: { label: 'Records', hint: 'One record a line', rows: 3 },
  references: { label: 'References', hint: 'One reference a line', rows: 3 },
  revisionHistory: { label: 'Revision history', hint: 'One a line: version | date | change', rows: 3 },
};

/** The API body from the form's text, as the API reads it. */
const toBody = (v: Values) => ({
  code: v.code,
  title: v.title,
  area: v.area,
  summary: v.summary,
  body: { purpose: v.purpose, scope: v.scope, ...textToSections(v) },
});

/** An API issue's path (`body.procedure.0.steps.1`) → the form field that holds it (`procedure`). */
const fieldOf = (path: readonly PropertyKey[]): FieldName => {
  const [first, second] = path.map(String);
  return (first === 'body' ? second : first) as FieldName;
};

/** The form's fields are text; the API's own schema checks what they turn into, so the messages are the API's. */
const formSchema = z
  .object({
    code: z.string(),
    title: z.string(),
    area: z.string(),
    summary: z.string(),
    purpose: z.string(),
    scope: z.string(),
    ...(Object.fromEntries(SECTIONS.map((s) => [s, z.string()])) as Record<
      keyof SopSectionsText,
      z.ZodMiniString<string>
    >),
  })
  .check(
    z.superRefine((v, ctx) => {
      const parsed = sopCreateSchema.safeParse(toBody(v));
      for (const issue of parsed.error?.issues ?? [])
        ctx.addIssue({ code: 'custom', path: [fieldOf(issue.path)], message: issue.message });
    }),
  );
type Values = z.infer<typeof formSchema>;

const initial = (v: SopStaffVersion | null): Values =>
  v
    ? {
        code: v.code,
        title: v.title,
        area: v.area,
        summary: v.summary,
        purpose: v.body.purpose,
        scope: v.body.scope,
        ...sectionsToText(v.body),
      }
    : {
        code: '',
        title: '',
        area: SOP_AREAS[0].id,
        summary: '',
        purpose: '',
        scope: '',
        responsibilities: '',
        procedure: '',
        records: '',
        references: '',
        revisionHistory: `1.0 | ${new Date().toISOString().slice(0, 10)} | First issue.`,
      };

/**
 * New SOP (stored as draft 1.0) or a draft's text: code (fixed once created), title, area, summary and the
 * sections every SOP has — purpose, scope, responsibilities, procedure, records, references, revision history.
 */
export function SopEditor({ draft, onDone }: { draft: SopStaffVersion | null; onDone: () => void }) {
  const create = useSopCreate();
  const save = useSopDraftSave();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values>({ resolver: zodResolver(formSchema), defaultValues: initial(draft) });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    // The resolver checked it with this schema already: parsing again gives the typed, trimmed body.
    const { code, ...fields } = sopCreateSchema.parse(toBody(values));
    try {
      if (draft) {
        await save.mutateAsync({ ref: { id: draft.sopId, seq: draft.seq }, body: { ...fields, rev: draft.rev } });
        toast({ title: SOP_EDIT_MESSAGES.saved, description: `${draft.title} v${draft.version}` });
      } else {
        await create.mutateAsync({ code, ...fields });
        toast({ title: SOP_EDIT_MESSAGES.created, description: fields.title });
      }
      onDone();
    } catch (error) {
      const { message } = submitError(error, { serverText: true });
      const apiFields = refusalOf(error)?.fields ?? {};
      const mapped = Object.fromEntries(Object.entries(apiFields).map(([k, m]) => [fieldOf(k.split('.')), m]));
      showFieldErrors(form.setError, FIELDS, mapped);
      setFailure(message);
    }
  });
  const text = (name: 'summary' | 'purpose' | 'scope', label: string, max: number, rows: number) => (
    <Field label={label} error={errors[name]?.message} limit={{ value: form.watch(name), max }}>
      {(control) => <Textarea {...control} rows={rows} {...form.register(name)} />}
    </Field>
  );
  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid gap-4 rounded-[var(--radius-card)] border border-border p-4 sm:p-6"
    >
      <h2 className="text-xl font-semibold">{draft ? `Edit draft ${draft.code} v${draft.version}` : 'New SOP'}</h2>
      {failure && <FormAlert>{failure}</FormAlert>}
      <div className="grid gap-4 sm:grid-cols-[12rem_1fr]">
        <FormField
          label="Code"
          hint={draft ? 'The document number stays' : 'e.g. SOP-QA-013'}
          error={errors.code?.message}
          readOnly={Boolean(draft)}
          autoComplete="off"
          {...form.register('code')}
        />
        <FormField label="Title" error={errors.title?.message} autoComplete="off" {...form.register('title')} />
      </div>
      <Field label="Area" error={errors.area?.message}>
        {(control) => (
          <NativeSelect
            {...control}
            options={SOP_AREAS.map((a) => ({ value: a.id, label: a.label }))}
            {...form.register('area')}
          />
        )}
      </Field>
      {text('summary', 'Summary', SOP_LIMITS.summary, 2)}
      {text('purpose', 'Purpose', SOP_LIMITS.section, 3)}
      {text('scope', 'Scope', SOP_LIMITS.section, 3)}
      {SECTIONS.map((name) => (
        <Field key={name} label={SECTION_TEXT[name].label} hint={SECTION_TEXT[name].hint} error={errors[name]?.message}>
          {(control) => <Textarea {...control} rows={SECTION_TEXT[name].rows} {...form.register(name)} />}
        </Field>
      ))}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" loading={isSubmitting}>
          {draft ? 'Save draft' : 'Create draft'}
        </Button>
      </div>
    </form>
  );
}
