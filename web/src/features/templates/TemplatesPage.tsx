import { useQuery } from '@tanstack/react-query';
import { Download, Plus } from 'lucide-react';
import { Link, useNavigate } from 'react-router-dom';
import { REPORT_TYPE_LABELS } from '@cq/shared/reports/templates';
import { exportOf, type TemplateSummary } from '@cq/shared/templates/schemas';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { CanWrite, ViewOnlyNote } from '@/features/workspace';
import { api, apiQuery } from '@/lib/api/client';
import { toast } from '@/lib/toast';
import { usePageTitle } from '@/lib/usePageTitle';
import { usePending } from '@/lib/usePending';
import { downloadTemplate, refusalOf, useTemplateCreate } from './api';
import { ImportTemplate } from './ImportTemplate';
import { BLANK_TEMPLATE } from './templateForm';

/** Where a template stands: built-in, a draft, or its newest published version (and whether it changed since). */
export function templateStanding(t: TemplateSummary): string {
  if (t.builtIn) return 'Built-in · v1';
  if (t.publishedVersion === null) return 'Draft';
  return `Published · v${t.publishedVersion}${t.unpublishedChanges ? ' · unpublished changes' : ''}`;
}

function TemplateRow({ template }: { template: TemplateSummary }) {
  const pending = usePending<'export' | 'copy'>();
  const create = useTemplateCreate();
  const navigate = useNavigate();
  const exportJson = async () => {
    try {
      toast({ title: 'Template downloaded', description: await downloadTemplate(template.id) });
    } catch (error) {
      toast({ title: 'Not downloaded', description: refusalOf(error)?.message ?? 'Try again.' });
    }
  };
  // A built-in is never edited: it starts a draft of the workspace's own.
  const copy = async () => {
    try {
      const full = await api('GET /api/report-templates/{id}', { params: { id: template.id } });
      const created = await create.mutateAsync({ ...exportOf(full), name: `${full.name} (copy)` });
      navigate(`/templates/${created.id}`);
    } catch (error) {
      toast({ title: 'Not copied', description: refusalOf(error)?.message ?? 'Try again.' });
    }
  };
  return (
    <li className="grid gap-3 rounded-[var(--radius-card)] border border-border bg-background p-4 sm:flex sm:items-center sm:justify-between">
      <div className="grid gap-1">
        {template.builtIn ? (
          <h2 className="font-semibold">{template.name}</h2>
        ) : (
          <h2 className="font-semibold">
            <Link to={`/templates/${template.id}`} className="underline-offset-2 hover:underline">
              {template.name}
            </Link>
          </h2>
        )}
        <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <Badge variant={template.status === 'published' ? 'default' : 'secondary'}>
            {templateStanding(template)}
          </Badge>
          <span>
            {REPORT_TYPE_LABELS[template.type]} · {template.questionCount} questions
          </span>
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          loading={pending.running === 'export'}
          disabled={pending.busy}
          onClick={pending.guard(exportJson, 'export')}
          aria-label={`Export ${template.name} as JSON`}
        >
          <Download className="size-4" aria-hidden="true" /> Export JSON
        </Button>
        {template.builtIn && (
          <CanWrite>
            <Button
              variant="outline"
              size="sm"
              loading={pending.running === 'copy'}
              disabled={pending.busy}
              onClick={pending.guard(copy, 'copy')}
              aria-label={`Copy ${template.name} into a new draft`}
            >
              Copy to edit
            </Button>
          </CanWrite>
        )}
      </div>
    </li>
  );
}

/**
 * /templates (issue 19): the built-in checklists and the workspace's own, each with where it stands; a new blank
 * draft, a copy of a built-in, or an imported JSON file starts a draft to edit and publish.
 */
export function TemplatesPage() {
  usePageTitle('Checklist templates');
  const list = useQuery(apiQuery('GET /api/report-templates', { query: { limit: 100 } }));
  const create = useTemplateCreate();
  const pending = usePending();
  const navigate = useNavigate();
  const newDraft = async () => {
    try {
      const created = await create.mutateAsync(BLANK_TEMPLATE);
      navigate(`/templates/${created.id}`);
    } catch (error) {
      toast({ title: 'Not created', description: refusalOf(error)?.message ?? 'Try again.' });
    }
  };
  const builtIns = (list.data ?? []).filter((t) => t.builtIn);
  const own = (list.data ?? []).filter((t) => !t.builtIn);
  return (
    <div className="mx-auto grid max-w-5xl gap-8 px-4 py-8 sm:py-10">
      <div className="grid gap-3">
        <h1 className="text-3xl font-bold tracking-tight">Checklist templates</h1>
        <p className="text-muted-foreground">
          Questions, guidance and grading your reports start from. A report keeps the version it was started from.
        </p>
        <CanWrite fallback={<ViewOnlyNote />}>
          <div className="flex flex-wrap items-start gap-2">
            <Button loading={pending.busy} onClick={pending.guard(newDraft)}>
              {!pending.busy && <Plus className="size-4" aria-hidden="true" />} New template
            </Button>
            <ImportTemplate />
          </div>
        </CanWrite>
      </div>
      {list.isError && <FormAlert>The templates could not be loaded. Reload the page to try again.</FormAlert>}
      <section aria-labelledby="own-templates" className="grid gap-3">
        <h2 id="own-templates" className="text-xl font-semibold">
          Your templates
        </h2>
        {list.isPending ? (
          <p className="text-sm text-muted-foreground">Loading…</p>
        ) : own.length === 0 ? (
          <p className="text-sm text-muted-foreground">None yet: start a new one, copy a built-in or import a file.</p>
        ) : (
          <ul className="grid gap-3">
            {own.map((t) => (
              <TemplateRow key={t.id} template={t} />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="built-in-templates" className="grid gap-3">
        <h2 id="built-in-templates" className="text-xl font-semibold">
          Built-in templates
        </h2>
        <ul className="grid gap-3">
          {builtIns.map((t) => (
            <TemplateRow key={t.id} template={t} />
          ))}
        </ul>
      </section>
    </div>
  );
}

export default TemplatesPage;
