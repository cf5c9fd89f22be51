import { isFinalAuditStatus } from '@cq/shared/audits/rules';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { ChevronRight } from 'lucide-react';
import { useForm } from 'react-hook-form';
import * as z from '@cq/shared/schemas/z';
import { REPORT_MESSAGES, REPORT_NOTES_MAX, REPORT_TITLE_MAX, type Report } from '@cq/shared/reports/schemas';
import { CARRIED_OVER_LABEL } from '@cq/shared/reports/rules';
import { DEFAULT_TEMPLATES, REPORT_TYPES, REPORT_TYPE_LABELS } from '@cq/shared/reports/templates';
import { boundedText, requiredText } from '@cq/shared/schemas/common';
import { BUILT_IN_PREFIX } from '@cq/shared/templates/builtIn';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { useMembers, useWorkspace } from '@/features/orgs';
import { useCurrentUser } from '@/features/session';
import { apiQuery } from '@/lib/api/client';
import { showFieldErrors } from '@/lib/api/submitError';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/dates';
import { refusalOf, useReportCreate, useReportUpdate } from './api';
import { NO_REVIEWER, REVIEWER_HINT, reviewerOptions } from './ReviewerField';
import { StepHeading } from './StepHeading';
import { WriteError } from './WriteError';

const NO_AUDIT = 'none';
/** The report type's own five questions rather than a template. */
const TYPE_DEFAULT = 'type-default';

const selectFormSchema = z.object({
  type: z.enum(REPORT_TYPES, { error: REPORT_MESSAGES.typeRequired }),
  title: requiredText(REPORT_TITLE_MAX, REPORT_MESSAGES.titleRequired),
  notes: boundedText(REPORT_NOTES_MAX),
  auditId: z.string(),
  templateId: z.string(),
  /** Disabled (members loading) reads as undefined. */
  reviewerId: z.optional(z.string()),
  /** "Start from last audit": offered only when the chosen audit's auditee has a finished report of this checklist. */
  carryOver: z.boolean(),
});
type SelectFormValues = z.input<typeof selectFormSchema>;
const TITLE_FIELD_ID = 'report-title';
type SelectFormOutput = z.output<typeof selectFormSchema>;

const TYPE_BLURBS: Record<(typeof REPORT_TYPES)[number], string> = {
  vendor_audit: 'Agreements, validated systems, access control, CAPA and training at a vendor or CRO.',
  gcp_site_audit: 'Consent, safety reporting, source data, investigational product and delegation at a site.',
  internal_qa_audit: 'CAPA effectiveness, safety clocks, the TMF, audit independence and training in-house.',
};

const isTypeDefault = (id: string) => REPORT_TYPES.some((type) => id === `${BUILT_IN_PREFIX}${type}`);

const questionCount = (type: string) => DEFAULT_TEMPLATES.find((t) => t.type === type)?.questions.length ?? 0;

/**
 * Step 1 (spec §2): the report type, a title and optional notes. Start is disabled while the trimmed title is
 * blank (the title's hint says so) or the request is pending (spec §5); a title over the limit is kept as typed,
 * counted, and refused with the field's message. Coming back to a started report edits its title and notes; its
 * type is fixed, since the checklist was built from it.
 */
export function SelectStep({
  report,
  focus,
  onStarted,
  onContinue,
  onReload,
}: {
  report: Report | null;
  focus: boolean;
  onStarted: (report: Report) => void;
  onContinue: () => void;
  onReload: () => void;
}) {
  const create = useReportCreate();
  const update = useReportUpdate(report?.id ?? '');
  const form = useForm<SelectFormValues, unknown, SelectFormOutput>({
    resolver: zodResolver(selectFormSchema),
    defaultValues: {
      type: report?.type ?? REPORT_TYPES[0],
      title: report?.title ?? '',
      notes: report?.notes ?? '',
      auditId: report?.auditId ?? NO_AUDIT,
      templateId: TYPE_DEFAULT,
      reviewerId: NO_REVIEWER,
      carryOver: false,
    },
  });
  const { errors } = form.formState;
  const pending = create.isPending || update.isPending;
  const titleText = form.watch('title') ?? '';
  const notesText = form.watch('notes');
  const blank = titleText.trim() === '';
  const failed = report ? update : create;
  // Which of the user's audits a new report may be attached to (its findings then join that audit's).
  const audits = useQuery({ ...apiQuery('GET /api/audits', { query: { limit: 50 } }), enabled: !report });
  const auditOptions = [
    { value: NO_AUDIT, label: 'No audit' },
    // A completed or cancelled audit is final: it takes no new report.
    ...(audits.data ?? []).filter((a) => !isFinalAuditStatus(a.status)).map((a) => ({ value: a.id, label: a.title })),
  ];
  // The workspace's published templates (and the fuller built-ins) of the chosen type may replace its five questions.
  const chosenType = form.watch('type');
  const templates = useQuery({ ...apiQuery('GET /api/report-templates', { query: { limit: 100 } }), enabled: !report });
  const templateOptions = [
    { value: TYPE_DEFAULT, label: `Default checklist (${questionCount(chosenType)} questions)` },
    ...(templates.data ?? [])
      .filter((t) => t.status === 'published' && t.type === chosenType && !isTypeDefault(t.id))
      .map((t) => ({ value: t.id, label: `${t.name} (v${t.publishedVersion}, ${t.questionCount} questions)` })),
  ];
  // The chosen audit's auditee may have a finished report of this checklist: the new one may start from it.
  const chosenAudit = form.watch('auditId');
  const chosenTemplate = form.watch('templateId');
  const lastTemplate = templateOptions.some((o) => o.value === chosenTemplate) ? chosenTemplate : TYPE_DEFAULT;
  const last = useQuery({
    ...apiQuery('GET /api/audits/{id}/last-report', {
      params: { id: chosenAudit },
      query: lastTemplate === TYPE_DEFAULT ? { type: chosenType } : { templateId: lastTemplate },
    }),
    enabled: !report && chosenAudit !== NO_AUDIT,
  });
  const lastReport = chosenAudit !== NO_AUDIT ? (last.data?.report ?? null) : null;
  // In an organisation a new report may name its reviewer (someone other than its author: the user).
  const { id: workspaceId } = useWorkspace();
  const { members, loading: membersLoading } = useMembers();
  const me = useCurrentUser().data?.id;
  const askReviewer = !report && workspaceId !== null;

  const submit = form.handleSubmit(async ({ type, title, notes, auditId, templateId, reviewerId, carryOver }) => {
    try {
      if (!report) {
        const chosen = templateOptions.some((o) => o.value === templateId) ? templateId : TYPE_DEFAULT;
        const started = await create.mutateAsync({
          type,
          ...(chosen !== TYPE_DEFAULT ? { templateId: chosen } : {}),
          title,
          ...(notes ? { notes } : {}),
          ...(auditId !== NO_AUDIT ? { auditId } : {}),
          ...(askReviewer && reviewerId ? { reviewerId } : {}),
          ...(carryOver && lastReport ? { carryOverFrom: 'last' as const } : {}),
        });
        onStarted(started);
        return;
      }
      if (title !== report.title || notes !== report.notes) {
        await update.mutateAsync({
          version: report.version,
          ...(title !== report.title ? { title } : {}),
          ...(notes !== report.notes ? { notes } : {}),
        });
      }
      onContinue();
    } catch (error) {
      const refusal = refusalOf(error);
      if (refusal?.status === 400)
        showFieldErrors(
          form.setError,
          ['type', 'title', 'notes', 'auditId', 'templateId', 'reviewerId'],
          refusal.fields,
        );
    }
  });

  return (
    <section aria-labelledby="step-select" className="grid gap-5">
      <StepHeading id="step-select" focus={focus}>
        {report ? 'Report details' : 'Start a new report'}
      </StepHeading>
      <form onSubmit={submit} noValidate className="grid gap-5">
        {failed.isError && <WriteError error={failed.error} onReload={onReload} />}
        <fieldset className="grid gap-3">
          <legend className="mb-2 text-sm font-medium">Report type</legend>
          <div className="grid gap-3 md:grid-cols-3">
            {REPORT_TYPES.map((type) => (
              <label
                key={type}
                className={cn(
                  'flex cursor-pointer gap-3 rounded-[var(--radius-card)] border border-input bg-background p-4 has-[:checked]:border-primary has-[:checked]:bg-secondary has-[:disabled]:cursor-not-allowed',
                  report && report.type !== type && 'opacity-60',
                )}
              >
                <input
                  type="radio"
                  value={type}
                  className="mt-1 size-4 shrink-0 accent-primary"
                  // A started report's type is shown, not sent: a disabled registered field would read as unset.
                  {...(report
                    ? { name: 'type', disabled: true, checked: report.type === type, readOnly: true }
                    : form.register('type'))}
                />
                <span className="grid gap-1">
                  <span className="font-semibold">{REPORT_TYPE_LABELS[type]}</span>
                  <span className="text-sm text-muted-foreground">{TYPE_BLURBS[type]}</span>
                  <span className="text-xs text-muted-foreground">{questionCount(type)} checklist questions</span>
                </span>
              </label>
            ))}
          </div>
          {report && (
            <p className="text-sm text-muted-foreground">
              A started report keeps its type. Use Create Another Report for a different type.
            </p>
          )}
          {errors.type?.message && <p className="text-sm text-destructive">{errors.type.message}</p>}
        </fieldset>
        {!report && (
          <Field
            label="Checklist"
            hint={
              <>
                Your published templates of this type, or its default questions.{' '}
                <Link to="/templates" className="underline underline-offset-2">
                  Manage templates
                </Link>
              </>
            }
            error={errors.templateId?.message}
          >
            {(control) => (
              <NativeSelect
                {...control}
                options={templateOptions}
                disabled={templates.isPending}
                {...form.register('templateId')}
              />
            )}
          </Field>
        )}
        <div className="grid gap-5 md:grid-cols-2">
          <Field
            id={TITLE_FIELD_ID}
            label="Report title"
            error={errors.title?.message}
            hint={blank ? `Enter a title to ${report ? 'continue' : 'start'}.` : undefined}
            limit={{ value: titleText, max: REPORT_TITLE_MAX }}
          >
            {(control) => <Input {...control} autoComplete="off" {...form.register('title')} />}
          </Field>
          {!report && (
            <Field
              label="Attach to an audit (optional)"
              hint="The audit then follows the report: its status and progress move as the report is answered and approved, and the report's findings are the audit's."
            >
              {(control) => (
                <NativeSelect
                  {...control}
                  options={auditOptions}
                  disabled={audits.isPending}
                  {...form.register('auditId')}
                />
              )}
            </Field>
          )}
        </div>
        {lastReport && (
          <label className="flex items-start gap-2 rounded-[var(--radius-card)] border border-input bg-background p-3 text-sm">
            <input type="checkbox" className="mt-0.5 size-4 shrink-0 accent-primary" {...form.register('carryOver')} />
            <span className="grid gap-0.5">
              <span className="font-medium">Start from last audit</span>
              <span className="text-muted-foreground">
                Answers and notes of “{lastReport.title}”
                {lastReport.completedAt ? ` (completed ${formatDate(lastReport.completedAt)})` : ''}, each marked “
                {CARRIED_OVER_LABEL}” until you confirm or change it.
              </span>
            </span>
          </label>
        )}
        {askReviewer && (
          <Field label="Reviewer (optional)" hint={REVIEWER_HINT} error={errors.reviewerId?.message}>
            {(control) => (
              <NativeSelect
                {...control}
                options={reviewerOptions(members, me ? [me] : [])}
                disabled={membersLoading}
                {...form.register('reviewerId')}
              />
            )}
          </Field>
        )}
        <Field
          label="Initial notes (optional)"
          error={errors.notes?.message}
          limit={{ value: notesText, max: REPORT_NOTES_MAX }}
        >
          {(control) => <Textarea {...control} rows={3} className="min-h-20" {...form.register('notes')} />}
        </Field>
        <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
          <Button
            type="submit"
            disabled={blank || pending}
            loading={pending}
            // Disabled for a blank title: the title's hint says why.
            aria-describedby={blank ? `${TITLE_FIELD_ID}-hint` : undefined}
          >
            {report ? (pending ? 'Saving…' : 'Continue') : pending ? 'Starting…' : 'Start Report'}
            {!pending && <ChevronRight className="size-4" aria-hidden="true" />}
          </Button>
        </div>
      </form>
    </section>
  );
}
