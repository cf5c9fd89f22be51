import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useParams } from 'react-router-dom';
import { CHECKLIST_RESPONSES, CHECKLIST_RESPONSE_LABELS } from '@cq/shared/reports/rules';
import { REPORT_TYPES, REPORT_TYPE_LABELS } from '@cq/shared/reports/templates';
import { TEMPLATE_LIMITS } from '@cq/shared/templates/rules';
import {
  exportOf,
  templateContentSchema,
  type Template,
  type TemplateContent,
  type TemplateContentInput,
} from '@cq/shared/templates/schemas';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { Field } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { useCan } from '@/features/workspace';
import { apiQuery } from '@/lib/api/client';
import { toast } from '@/lib/toast';
import { usePageTitle } from '@/lib/usePageTitle';
import { usePending } from '@/lib/usePending';
import { downloadTemplate, refusalOf, useTemplatePublish, useTemplateUpdate } from './api';
import { GradingEditor } from './GradingEditor';
import { QuestionsEditor } from './QuestionsEditor';
import { templateStanding } from './TemplatesPage';

const TYPE_OPTIONS = REPORT_TYPES.map((t) => ({ value: t, label: REPORT_TYPE_LABELS[t] }));

function PublishDialog({ template, onClose }: { template: Template; onClose: () => void }) {
  const publish = useTemplatePublish(template.id);
  const pending = usePending();
  const next = (template.publishedVersion ?? 0) + 1;
  const confirm = async () => {
    try {
      const version = await publish.mutateAsync(template.version);
      toast({ title: `Version ${version.number} published`, description: template.name });
      onClose();
    } catch {
      // shown in the dialog
    }
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Publish version ${next}?`}
      description="Reports started from now on use this version. Reports already started keep the version they started from. A published version cannot be changed."
    >
      {publish.isError && <FormAlert>{refusalOf(publish.error)?.message ?? 'Not published. Try again.'}</FormAlert>}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button loading={pending.busy} onClick={pending.guard(confirm)}>
          {pending.busy ? 'Publishing…' : `Publish version ${next}`}
        </Button>
      </div>
    </Dialog>
  );
}

function Editor({ template }: { template: Template }) {
  const canWrite = useCan('write');
  const update = useTemplateUpdate(template.id);
  const pending = usePending<'save' | 'export'>();
  const [publishing, setPublishing] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const form = useForm<TemplateContentInput, unknown, TemplateContent>({
    resolver: zodResolver(templateContentSchema),
    values: exportOf(template),
    resetOptions: { keepDirtyValues: false },
  });
  const { errors, isDirty } = form.formState;
  const name = form.watch('name');
  const scale = form.watch('answerScale') ?? [];

  const save = form.handleSubmit(async (content) => {
    setMessage(null);
    try {
      await update.mutateAsync({ version: template.version, ...content });
      toast({ title: 'Draft saved', description: content.name });
    } catch (error) {
      const refusal = refusalOf(error);
      for (const [field, text] of Object.entries(refusal?.fields ?? {}))
        form.setError(field as never, { message: text });
      setMessage(
        refusal?.status === 409
          ? 'Someone else changed this template. Reload the page to see their version.'
          : (refusal?.message ?? 'The draft was not saved. Try again.'),
      );
    }
  });
  const exportJson = async () =>
    toast({ title: 'Template downloaded', description: await downloadTemplate(template.id) });

  const readOnly = !canWrite;
  return (
    <form onSubmit={pending.guard(save, 'save')} noValidate className="grid gap-8">
      <div className="grid gap-2">
        <p className="text-sm">
          <Link to="/templates" className="underline underline-offset-2">
            All templates
          </Link>
        </p>
        <h1 className="text-3xl font-bold tracking-tight">{template.name}</h1>
        <p className="text-sm text-muted-foreground">{templateStanding(template)}</p>
      </div>
      {message && <FormAlert>{message}</FormAlert>}
      <fieldset className="grid gap-4 sm:grid-cols-2" disabled={readOnly}>
        <legend className="sr-only">Template</legend>
        <Field label="Name" error={errors.name?.message} limit={{ value: name ?? '', max: TEMPLATE_LIMITS.name }}>
          {(control) => <Input {...control} {...form.register('name')} />}
        </Field>
        <Field label="Report type" error={errors.type?.message}>
          {(control) => <NativeSelect {...control} options={TYPE_OPTIONS} {...form.register('type')} />}
        </Field>
      </fieldset>
      <fieldset className="grid gap-2" disabled={readOnly}>
        <legend className="mb-2 text-xl font-semibold">Answer scale</legend>
        <div className="flex flex-wrap gap-4">
          {CHECKLIST_RESPONSES.map((r) => (
            <label key={r} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4 accent-primary"
                checked={scale.includes(r)}
                onChange={(e) =>
                  form.setValue(
                    'answerScale',
                    e.target.checked
                      ? CHECKLIST_RESPONSES.filter((x) => x === r || scale.includes(x))
                      : scale.filter((x) => x !== r),
                    { shouldDirty: true, shouldValidate: true },
                  )
                }
              />
              {CHECKLIST_RESPONSE_LABELS[r]}
            </label>
          ))}
        </div>
        {errors.answerScale?.message && <p className="text-sm text-destructive">{errors.answerScale.message}</p>}
      </fieldset>
      <QuestionsEditor form={form} disabled={readOnly} />
      <GradingEditor form={form} disabled={readOnly} />
      <div className="sticky bottom-0 flex flex-col gap-2 border-t border-border bg-surface py-3 sm:flex-row sm:justify-end">
        <Button
          variant="outline"
          loading={pending.running === 'export'}
          disabled={pending.busy}
          onClick={pending.guard(exportJson, 'export')}
        >
          <Download className="size-4" aria-hidden="true" /> Export JSON
        </Button>
        {canWrite && (
          <>
            <Button
              type="submit"
              variant="outline"
              loading={pending.running === 'save'}
              disabled={pending.busy || !isDirty}
            >
              {pending.running === 'save' ? 'Saving…' : 'Save draft'}
            </Button>
            <Button
              disabled={pending.busy || isDirty || (template.publishedVersion !== null && !template.unpublishedChanges)}
              onClick={() => setPublishing(true)}
              aria-describedby="publish-hint"
            >
              Publish
            </Button>
          </>
        )}
      </div>
      {canWrite && (
        <p id="publish-hint" className="text-right text-sm text-muted-foreground">
          {isDirty
            ? 'Save the draft before publishing it.'
            : template.publishedVersion !== null && !template.unpublishedChanges
              ? 'Nothing changed since the last published version.'
              : 'Publishing makes this draft the next version reports start from.'}
        </p>
      )}
      {publishing && <PublishDialog template={template} onClose={() => setPublishing(false)} />}
    </form>
  );
}

/** /templates/:id (issue 19): edit a workspace template's draft, publish it as a version, export it. */
export function TemplateEditorPage() {
  const { id = '' } = useParams();
  const template = useQuery(apiQuery('GET /api/report-templates/{id}', { params: { id } }));
  usePageTitle(template.data ? `Template: ${template.data.name}` : 'Template');
  return (
    <div className="mx-auto grid max-w-4xl gap-8 px-4 py-8 sm:py-10">
      {template.isPending ? (
        <p className="text-muted-foreground">Loading…</p>
      ) : template.isError ? (
        <FormAlert>
          This template could not be loaded.{' '}
          <Link to="/templates" className="underline">
            Back to templates
          </Link>
        </FormAlert>
      ) : (
        <Editor template={template.data} />
      )}
    </div>
  );
}

export default TemplateEditorPage;
