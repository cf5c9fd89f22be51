import { useQuery } from '@tanstack/react-query';
import { FileText, Filter, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { REPORT_STATUSES, REPORT_STATUS_LABELS, scoreStanding, type ReportStatus } from '@cq/shared/reports/rules';
import type { ReportSummary } from '@cq/shared/reports/schemas';
import { REPORT_TYPE_LABELS } from '@cq/shared/reports/templates';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormAlert } from '@/components/ui/form-alert';
import { Field } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { apiQuery } from '@/lib/api/client';
import { formatDate } from '@/lib/dates';
import { usePageTitle } from '@/lib/usePageTitle';
import { ReportCounters, reportHref } from '@/features/audit-reports';
import { CanWrite } from '@/features/workspace';

/** The level once the checklist is complete, else "Provisional: 1 of 5 answered" (shared rule). */
const riskText = (report: ReportSummary): string => {
  const standing = scoreStanding(report.riskScore, report);
  return standing.level ?? standing.label;
};

/** How many of the newest reports the page lists; the rest are in AI Reports. */
export const RECENT_REPORTS = 5;

type StatusFilter = 'all' | ReportStatus;
const STATUS_OPTIONS = [
  { value: 'all', label: 'All statuses' },
  ...REPORT_STATUSES.map((value) => ({ value, label: REPORT_STATUS_LABELS[value] })),
];

/** /reports (spec §2): the counters and the newest reports, from the user's audit reports. */
export function ReportsPage() {
  usePageTitle('Reports');
  const [filtering, setFiltering] = useState(false);
  const [status, setStatus] = useState<StatusFilter>('all');
  // The newest few, of one status if chosen: the API filters and reads one short page.
  const reports = useQuery(
    apiQuery('GET /api/audit-reports', { query: { limit: RECENT_REPORTS, ...(status !== 'all' ? { status } : {}) } }),
  );
  const counts = useQuery(apiQuery('GET /api/report-counts'));
  const shown = reports.data ?? [];
  const none = counts.data?.total === 0;

  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 py-8 sm:py-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Reports</h1>
          <p className="mt-1 text-muted-foreground">Audit reports generated from your checklists and findings.</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Button
            variant="outline"
            aria-expanded={filtering}
            aria-controls="report-filter"
            disabled={!reports.data || none}
            onClick={() => setFiltering((f) => !f)}
          >
            <Filter className="size-4" aria-hidden="true" /> Filter
          </Button>
          <CanWrite>
            <Button asChild>
              <Link to="/audit-reports">
                <Plus className="size-4" aria-hidden="true" /> Generate
              </Link>
            </Button>
          </CanWrite>
        </div>
      </div>
      {/* Issue 9: the same counters as the report list (total, in progress, High Risk, completed). */}
      <ReportCounters />
      {filtering && (
        <div id="report-filter" className="max-w-xs">
          <Field label="Status">
            {(control) => (
              <NativeSelect
                {...control}
                value={status}
                onChange={(e) => setStatus(e.target.value as StatusFilter)}
                options={STATUS_OPTIONS}
              />
            )}
          </Field>
        </div>
      )}
      <section aria-labelledby="recent-reports" className="grid gap-4">
        <div className="flex items-center justify-between gap-3">
          <h2 id="recent-reports" className="text-xl font-semibold tracking-tight">
            Recent Reports
          </h2>
          {reports.data && reports.data.length > 0 && (
            <Link to="/audit-reports" className="text-sm font-medium text-accent hover:underline">
              View all in AI Reports
            </Link>
          )}
        </div>
        {reports.isPending ? (
          <div role="status" className="grid gap-3">
            <span className="sr-only">Loading reports…</span>
            <Skeleton className="h-16 w-full" />
            <Skeleton className="h-16 w-full" />
          </div>
        ) : reports.isError ? (
          <FormAlert>Reports could not be loaded.</FormAlert>
        ) : none ? (
          <div className="flex flex-col items-center gap-3 rounded-[var(--radius-card)] border border-dashed border-input bg-background px-6 py-14 text-center">
            <FileText className="size-10 text-muted-foreground" aria-hidden="true" />
            <p className="font-semibold">No reports generated yet</p>
            <p className="max-w-sm text-sm text-muted-foreground">
              Generate an audit report from a checklist to see it here.
            </p>
            <CanWrite>
              <Button asChild variant="outline">
                <Link to="/audit-reports">Generate Report</Link>
              </Button>
            </CanWrite>
          </div>
        ) : shown.length === 0 ? (
          <p className="text-sm text-muted-foreground">No reports with this status.</p>
        ) : (
          <ul className="grid gap-3">
            {shown.map((report) => (
              <li key={report.id}>
                <Card className="flex flex-wrap items-center justify-between gap-3 p-4">
                  <div className="grid gap-0.5">
                    <h3 className="font-semibold">
                      <Link to={reportHref(report.id)} className="hover:underline">
                        {report.title}
                      </Link>
                    </h3>
                    <p className="text-sm text-muted-foreground">
                      {REPORT_TYPE_LABELS[report.type]} · {REPORT_STATUS_LABELS[report.status]} · Created{' '}
                      {formatDate(report.createdAt)}
                    </p>
                  </div>
                  <p className="text-sm">
                    {report.findings === 1 ? '1 finding' : `${report.findings} findings`} · Risk {report.riskScore}/100
                    ({riskText(report)})
                  </p>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

export default ReportsPage;
