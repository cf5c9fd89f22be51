import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { REPORT_STATUS_LABELS } from '@cq/shared/reports/rules';
import type { ReportSummary } from '@cq/shared/reports/schemas';
import { FormAlert } from '@/components/ui/form-alert';
import { ProgressBar } from '@/components/ui/progress-bar';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate } from '@/lib/dates';

/** The audit's reports: the audit's status and progress follow them (its findings are theirs, listed below). */
export function AuditReportsSection({ reports }: { reports: UseQueryResult<ReportSummary[]> }) {
  return (
    <section aria-labelledby="audit-reports-heading" className="grid gap-3">
      <h2 id="audit-reports-heading" className="text-xl font-semibold tracking-tight">
        Reports
      </h2>
      {reports.isPending ? (
        <Skeleton className="h-16 w-full" />
      ) : reports.isError ? (
        <FormAlert>The audit's reports could not be loaded.</FormAlert>
      ) : reports.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No report yet. A report started on this audit moves its status and progress as it is answered and approved.
        </p>
      ) : (
        <ul className="grid gap-3">
          {reports.data.map((r) => (
            <li key={r.id} className="grid gap-2 rounded-[var(--radius-card)] border border-border bg-background p-4">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <Link to={`/audit-reports/${encodeURIComponent(r.id)}`} className="font-semibold hover:underline">
                  {r.title}
                </Link>
                <span className="rounded-full border border-input px-2.5 py-0.5 text-xs font-semibold">
                  {REPORT_STATUS_LABELS[r.status]}
                </span>
              </div>
              <ProgressBar value={r.progress} label={`${r.title}: ${r.progress}% answered`} />
              <p className="text-sm text-muted-foreground">
                {r.answered} of {r.questions} answered · {r.findings} {r.findings === 1 ? 'finding' : 'findings'} ·
                Updated {formatDate(r.updatedAt)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
