import { zodResolver } from '@hookform/resolvers/zod';
import { REASON_FOR_CHANGE_LABEL, reasonRefusal } from '@cq/shared/trail/reasonForChange';
import { useQuery } from '@tanstack/react-query';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import * as z from '@cq/shared/schemas/z';
import {
  CAPA_STATUS_LABELS,
  CAPA_TEXT_MAX,
  CAPA_TRANSITIONS,
  EFFECTIVENESS_RESULT_LABELS,
  isCapaOverdue,
  type Capa,
  type CapaStatus,
} from '@cq/shared/reports/capa';
import type { Report } from '@cq/shared/reports/schemas';
import { boundedText, requiredText } from '@cq/shared/schemas/common';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { TRAIL_REASON_MAX } from '@cq/shared/schemas/limits';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormAlert } from '@/components/ui/form-alert';
import { Field } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { apiQuery } from '@/lib/api/client';
import { showFieldErrors } from '@/lib/api/submitError';
import { cn } from '@/lib/cn';
import { formatDate, pastDueHint, todayIso } from '@/lib/dates';
import { CanWrite } from '@/features/workspace';
import { toast } from '@/lib/toast';
import { refusalOf, useCapaUpdate } from './api';
import { WriteError } from './WriteError';
import { EvidenceList } from '@/features/evidence';
import { CapaHistory } from './CapaHistory';
import { EffectivenessCheckDialog } from './EffectivenessCheckDialog';

export const CAPA_STATUS_CLASSES: Record<CapaStatus, string> = {
  open: 'bg-danger-surface text-destructive',
  in_progress: 'bg-warning-surface text-warning-foreground',
  verified: 'bg-[#dbeafe] text-[#1e40af]',
  closed: 'bg-success-surface text-success',
};

/** The button of each move: the rules in shared/src/reports/capa decide which are offered. */
export function capaMoveLabel(from: CapaStatus, to: CapaStatus): string {
  if (to === 'in_progress') return from === 'open' ? 'Start Work' : 'Reopen';
  if (to === 'verified') return 'Mark Verified';
  if (to === 'closed') return 'Close CAPA';
  return CAPA_STATUS_LABELS[to];
}

const capaFormSchema = z.object({
  title: requiredText(200, 'Title is required'),
  description: boundedText(CAPA_TEXT_MAX),
  rootCause: boundedText(CAPA_TEXT_MAX),
  correctiveAction: boundedText(CAPA_TEXT_MAX),
  preventiveAction: boundedText(CAPA_TEXT_MAX),
  responsiblePerson: boundedText(200),
  dueDate: z.iso.date({ error: 'Due date must be a date (YYYY-MM-DD)' }),
  /** Empty: no check scheduled. */
  checkDueDate: z.union([z.literal(''), z.iso.date({ error: 'Check due date must be a date (YYYY-MM-DD)' })]),
  reason: boundedText(TRAIL_REASON_MAX),
});
type CapaFormValues = z.input<typeof capaFormSchema>;
type CapaFormOutput = z.output<typeof capaFormSchema>;

const TEXT_FIELDS = [
  ['description', 'Description'],
  ['rootCause', 'Root cause'],
  ['correctiveAction', 'Corrective action'],
  ['preventiveAction', 'Preventive action'],
] as const;

const FORM_FIELDS = [
  'title',
  'description',
  'rootCause',
  'correctiveAction',
  'preventiveAction',
  'responsiblePerson',
  'dueDate',
  'checkDueDate',
  'reason',
] as const;

/** The CAPA's fields, saved against the version read: only what changed is sent. */
function CapaEditForm({
  capa,
  reportId,
  onDone,
  onReload,
}: {
  capa: Capa;
  reportId: string;
  onDone: () => void;
  onReload: () => void;
}) {
  const update = useCapaUpdate(reportId);
  const form = useForm<CapaFormValues, unknown, CapaFormOutput>({
    resolver: zodResolver(capaFormSchema),
    defaultValues: {
      title: capa.title,
      description: capa.description,
      rootCause: capa.rootCause,
      correctiveAction: capa.correctiveAction,
      preventiveAction: capa.preventiveAction,
      responsiblePerson: capa.responsiblePerson,
      dueDate: capa.dueDate,
      checkDueDate: capa.checkDueDate ?? '',
      reason: '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ reason, checkDueDate, ...rest }) => {
    const values = { ...rest, checkDueDate: checkDueDate || null };
    const changed = Object.fromEntries(
      Object.entries(values).filter(([field, value]) => capa[field as keyof Capa] !== value),
    );
    if (Object.keys(changed).length === 0) {
      onDone();
      return;
    }
    const missing = reasonRefusal('capa', capa, changed, reason);
    if (missing) return form.setError('reason', { message: missing }, { shouldFocus: true });
    try {
      await update.mutateAsync({
        id: capa.id,
        body: { version: capa.version, ...changed, ...(reason ? { reason } : {}) },
      });
      toast({ title: 'CAPA saved', description: values.title });
      onDone();
    } catch (error) {
      const refusal = refusalOf(error);
      if (refusal?.status === 400) showFieldErrors(form.setError, FORM_FIELDS, refusal.fields);
    }
  });
  const id = (field: string) => `capa-${capa.id}-${field}`;
  return (
    <form onSubmit={submit} noValidate className="grid gap-4 border-t border-border pt-4">
      {update.isError && <WriteError error={update.error} onReload={onReload} />}
      <Field id={id('title')} label="Title" error={errors.title?.message}>
        {(control) => <Input {...control} autoComplete="off" {...form.register('title')} />}
      </Field>
      {TEXT_FIELDS.map(([field, label]) => (
        <Field
          key={field}
          id={id(field)}
          label={label}
          error={errors[field]?.message}
          limit={{ value: form.watch(field), max: CAPA_TEXT_MAX }}
        >
          {(control) => <Textarea {...control} rows={3} className="min-h-20" {...form.register(field)} />}
        </Field>
      ))}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={id('responsiblePerson')} label="Responsible person" error={errors.responsiblePerson?.message}>
          {(control) => <Input {...control} autoComplete="off" {...form.register('responsiblePerson')} />}
        </Field>
        <Field
          id={id('dueDate')}
          label="Due date"
          error={errors.dueDate?.message}
          hint={pastDueHint(form.watch('dueDate'))}
        >
          {(control) => <Input {...control} type="date" {...form.register('dueDate')} />}
        </Field>
      </div>
      <Field
        id={id('checkDueDate')}
        label="Effectiveness check due (optional)"
        hint="After the due date: the check is due in the bell and reminded by e-mail."
        error={errors.checkDueDate?.message}
      >
        {(control) => <Input {...control} type="date" {...form.register('checkDueDate')} />}
      </Field>
      <Field
        id={id('reason')}
        label={REASON_FOR_CHANGE_LABEL}
        hint="Kept with this change in the audit trail."
        error={errors.reason?.message}
        limit={{ value: form.watch('reason'), max: TRAIL_REASON_MAX }}
      >
        {(control) => <Input {...control} autoComplete="off" aria-required {...form.register('reason')} />}
      </Field>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" loading={isSubmitting}>
          {isSubmitting ? 'Saving…' : 'Save CAPA'}
        </Button>
      </div>
    </form>
  );
}

/** What each move asks before it is made (every move is trailed; closing is final). */
export function capaMoveQuestion(capa: Capa, to: CapaStatus): string {
  if (to === 'closed') return `Close "${capa.title}"? A closed CAPA is final and closes its finding.`;
  if (to === 'verified') return `Mark "${capa.title}" verified? Its latest effectiveness check was effective.`;
  return `Move "${capa.title}" to ${CAPA_STATUS_LABELS[to]}?`;
}

export function CapaCard({
  capa,
  reportId,
  approved,
  onReload,
}: {
  capa: Capa;
  reportId: string;
  /** The report is approved: its CAPA's files are kept for good (marked superseded, never removed). */
  approved: boolean;
  onReload: () => void;
}) {
  const [editing, setEditing] = useState(false);
  const [asking, setAsking] = useState<CapaStatus | null>(null);
  const [checking, setChecking] = useState(false);
  const move = useCapaUpdate(reportId);
  const overdue = isCapaOverdue(capa, todayIso());
  const closed = capa.status === 'closed';
  const headingId = `capa-${capa.id}-heading`;
  const run = async (to: CapaStatus) => {
    try {
      await move.mutateAsync({ id: capa.id, body: { version: capa.version, status: to } });
      toast({ title: `CAPA moved to ${CAPA_STATUS_LABELS[to]}`, description: capa.title });
    } catch {
      // shown below
    } finally {
      setAsking(null);
    }
  };
  const facts: [string, string][] = [
    ...TEXT_FIELDS.map(([field, label]): [string, string] => [label, capa[field] || '—']),
    ['Responsible person', capa.responsiblePerson || '—'],
    ...(capa.checkDueDate ? [['Effectiveness check due', formatDate(capa.checkDueDate)] as [string, string]] : []),
  ];
  const canCheck = capa.status === 'in_progress' || capa.status === 'verified';
  return (
    <Card id={`capa-${capa.id}`} role="article" aria-labelledby={headingId} className="grid gap-3 p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="min-w-0 font-semibold">
          {capa.title}
        </h3>
        <div className="flex flex-wrap gap-2">
          <span
            className={cn(
              'inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
              CAPA_STATUS_CLASSES[capa.status],
            )}
          >
            {CAPA_STATUS_LABELS[capa.status]}
          </span>
          {overdue && (
            <span className="inline-flex rounded-full bg-destructive px-2.5 py-0.5 text-xs font-semibold text-destructive-foreground">
              Overdue
            </span>
          )}
        </div>
      </div>
      <p className="text-sm">
        <span className="text-muted-foreground">Due </span>
        <time dateTime={capa.dueDate} className="font-medium">
          {formatDate(capa.dueDate)}
        </time>
      </p>
      {!editing && (
        <dl className="grid gap-2 text-sm sm:grid-cols-[11rem_1fr]">
          {facts.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="text-muted-foreground">{term}</dt>
              <dd className="whitespace-pre-line">{value}</dd>
            </div>
          ))}
        </dl>
      )}
      <section aria-label={`Effectiveness checks of ${capa.title}`} className="grid gap-2 text-sm">
        <h4 className="font-medium">Effectiveness checks</h4>
        {capa.effectivenessChecks.length === 0 ? (
          <p className="text-muted-foreground">No effectiveness check recorded yet.</p>
        ) : (
          <ol className="grid gap-2">
            {capa.effectivenessChecks.map((check) => (
              <li key={check.id} className="rounded-md border border-border p-2">
                <p>
                  <span
                    className={
                      check.result === 'effective' ? 'font-semibold text-success' : 'font-semibold text-destructive'
                    }
                  >
                    {EFFECTIVENESS_RESULT_LABELS[check.result]}
                  </span>{' '}
                  · {check.method} · {check.checkedBy},{' '}
                  <time dateTime={check.checkedAt}>{formatDate(check.checkedAt.slice(0, 10))}</time>
                </p>
                <p className="whitespace-pre-line text-muted-foreground">{check.notes}</p>
              </li>
            ))}
          </ol>
        )}
      </section>
      {move.isError && (
        <WriteError
          error={move.error}
          onReload={() => {
            move.reset();
            onReload();
          }}
        />
      )}
      {closed ? (
        <p className="text-sm text-muted-foreground">A Closed CAPA is final and cannot be changed.</p>
      ) : editing ? (
        <CapaEditForm
          key={capa.version}
          capa={capa}
          reportId={reportId}
          onDone={() => setEditing(false)}
          onReload={onReload}
        />
      ) : (
        <CanWrite>
          <div role="group" aria-label={`Actions for ${capa.title}`} className="flex flex-wrap gap-2">
            <Button size="sm" variant="outline" onClick={() => setEditing(true)} aria-label={`Edit ${capa.title}`}>
              <Pencil className="size-4" aria-hidden="true" /> Edit
            </Button>
            {canCheck && (
              <Button size="sm" variant="outline" onClick={() => setChecking(true)}>
                Record effectiveness check
              </Button>
            )}
            {CAPA_TRANSITIONS[capa.status].map((to) => (
              <Button
                key={to}
                size="sm"
                variant={to === 'closed' ? 'default' : 'secondary'}
                onClick={() => {
                  move.reset();
                  setAsking(to);
                }}
              >
                {capaMoveLabel(capa.status, to)}
              </Button>
            ))}
          </div>
        </CanWrite>
      )}
      <EvidenceList target={{ kind: 'capa', capaId: capa.id }} label={`CAPA ${capa.title}`} canRemove={!approved} />
      <CapaHistory capa={capa} />
      {asking && (
        <ConfirmDialog
          title={capaMoveLabel(capa.status, asking)}
          description={capaMoveQuestion(capa, asking)}
          confirmLabel={capaMoveLabel(capa.status, asking)}
          busyLabel="Saving…"
          onConfirm={() => run(asking)}
          onClose={() => setAsking(null)}
        />
      )}
      {checking && (
        <EffectivenessCheckDialog
          capa={capa}
          reportId={reportId}
          onClose={() => setChecking(false)}
          onReload={onReload}
        />
      )}
    </Card>
  );
}

/**
 * CAPA records (issue 9): one per finding that needs CAPA, opened when the report is completed, due in 30
 * days; open → in progress → verified → closed, closing with the effectiveness check. Follow-up goes on after
 * the report is signed.
 */
export function CapaSection({ report, onReload }: { report: Report; onReload: () => void }) {
  const settled = report.status === 'completed' || report.status === 'approved';
  const capas = useQuery({
    ...apiQuery('GET /api/audit-reports/{id}/capas', { params: { id: report.id } }),
    enabled: settled,
  });
  const needing = report.generatedFindings.filter((f) => f.capa).length;
  return (
    <section aria-labelledby="capa-heading" className="grid gap-4">
      <h2 id="capa-heading" className="text-xl font-semibold tracking-tight">
        CAPA
      </h2>
      {!settled ? (
        <p className="text-sm text-muted-foreground">
          {needing === 0
            ? 'No finding needs CAPA so far.'
            : `${needing} ${needing === 1 ? 'finding needs' : 'findings need'} CAPA. The CAPA records are opened when the report is completed, due in 30 days.`}
        </p>
      ) : capas.isPending ? (
        <div role="status" className="grid gap-3">
          <span className="sr-only">Loading CAPA…</span>
          <Skeleton className="h-32 w-full" />
        </div>
      ) : capas.isError ? (
        <FormAlert>The CAPA records could not be loaded.</FormAlert>
      ) : capas.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">No finding of this report needed CAPA.</p>
      ) : (
        <div className="grid gap-4">
          {capas.data.map((capa) => (
            <CapaCard
              key={capa.id}
              capa={capa}
              reportId={report.id}
              approved={report.status === 'approved'}
              onReload={onReload}
            />
          ))}
        </div>
      )}
    </section>
  );
}
