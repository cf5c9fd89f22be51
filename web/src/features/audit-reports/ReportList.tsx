import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { Eye, FileText, Pencil, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { answersLocked, canDeleteReport } from '@cq/shared/reports/rules';
import type { ReportSummary } from '@cq/shared/reports/schemas';
import { REPORT_TYPE_LABELS } from '@cq/shared/reports/templates';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormAlert } from '@/components/ui/form-alert';
import { Field } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { ProgressBar } from '@/components/ui/progress-bar';
import { SearchField } from '@/components/ui/search-field';
import { Skeleton } from '@/components/ui/skeleton';
import { useWorkspace } from '@/features/orgs';
import { useCurrentUser } from '@/features/session';
import { CanWrite } from '@/features/workspace';
import { apiQuery } from '@/lib/api/client';
import { formatDate } from '@/lib/dates';
import { listChanged, reportPagesQuery } from './api';
import { ReportStatusBadge, RiskBadge } from './badges';
import { DeleteReportDialog } from './DeleteReportDialog';
import {
  filterReports,
  findingsText,
  progressClass,
  reportHref,
  STATUS_FILTER_OPTIONS,
  TYPE_FILTER_OPTIONS,
  type StatusFilter,
  type TypeFilter,
  wizardHref,
} from './display';
import { DownloadMenu } from './DownloadMenu';
import { ReportCounters } from './ReportCounters';

function ReportCard({ report, onEdit, onDelete }: { report: ReportSummary; onEdit: () => void; onDelete: () => void }) {
  return (
    <Card className="grid h-full content-between gap-4 p-4 sm:p-5">
      <div className="grid gap-3">
        <div className="flex items-start justify-between gap-3">
          <h3 className="min-w-0 font-semibold">
            <Link to={reportHref(report.id)} className="hover:underline">
              {report.title}
            </Link>
          </h3>
          <ReportStatusBadge status={report.status} />
        </div>
        <p className="text-sm text-muted-foreground">{REPORT_TYPE_LABELS[report.type]}</p>
        <div className="grid gap-1">
          <div className="flex justify-between text-sm">
            <span className="text-muted-foreground">Progress</span>
            <span className="font-medium">{report.progress}%</span>
          </div>
          <ProgressBar
            value={report.progress}
            label={`${report.title} progress`}
            indicatorClassName={progressClass(report.progress)}
          />
        </div>
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <span>{findingsText(report.findings)}</span>
          <span aria-hidden="true">·</span>
          <span>Risk {report.riskScore}/100</span>
          <RiskBadge score={report.riskScore} count={report} />
        </p>
        <dl className="grid grid-cols-2 gap-2 text-xs">
          <div>
            <dt className="text-muted-foreground">Created</dt>
            <dd className="font-medium">{formatDate(report.createdAt)}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Updated</dt>
            <dd className="font-medium">{formatDate(report.updatedAt)}</dd>
          </div>
        </dl>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="outline" size="sm">
          <Link to={reportHref(report.id)} aria-label={`View ${report.title}`}>
            <Eye className="size-4" aria-hidden="true" /> View
          </Link>
        </Button>
        <CanWrite>
          {!answersLocked(report.status) && (
            <Button asChild variant="outline" size="sm">
              <Link to={wizardHref(report.id)} aria-label={`Edit ${report.title}`} onClick={onEdit}>
                <Pencil className="size-4" aria-hidden="true" /> Edit
              </Link>
            </Button>
          )}
        </CanWrite>
        <DownloadMenu reportId={report.id} title={report.title} />
        <CanWrite>
          {canDeleteReport(report.status) && (
            <Button
              variant="outline"
              size="sm"
              className="text-destructive"
              aria-label={`Delete ${report.title}`}
              onClick={onDelete}
            >
              <Trash2 className="size-4" aria-hidden="true" /> Delete
            </Button>
          )}
        </CanWrite>
      </div>
    </Card>
  );
}

/**
 * The report list (spec §2): a text filter on title or type, type and status filters, in an organisation
 * "Awaiting my review", the counters, and a card per report with its progress, findings, risk level and dates,
 * and View / Edit / Download / Delete (Edit and Delete for those who may change reports).
 */
export function ReportList({ onEdit, onDeleted }: { onEdit: (id: string) => void; onDeleted: (id: string) => void }) {
  const client = useQueryClient();
  const [text, setText] = useState('');
  const [type, setType] = useState<TypeFilter>('all');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [awaiting, setAwaiting] = useState(false);
  const [deleting, setDeleting] = useState<ReportSummary | null>(null);
  // Status and type are filtered by the API, page by page; the text and "Awaiting my review" within what is loaded.
  const list = useInfiniteQuery(
    reportPagesQuery({ ...(status !== 'all' ? { status } : {}), ...(type !== 'all' ? { type } : {}) }),
  );
  const loaded = useMemo(() => list.data?.pages.flatMap((p) => p.items) ?? null, [list.data]);
  const { id: workspaceId } = useWorkspace();
  const me = useCurrentUser().data?.id ?? null;
  const reviewFilter = workspaceId !== null && me !== null;
  const awaitingReviewBy = reviewFilter && awaiting ? me : null;
  const shown = useMemo(
    () => filterReports(loaded ?? [], { text, type, status, awaitingReviewBy }),
    [loaded, text, type, status, awaitingReviewBy],
  );
  // The bell keeps one entry per report waiting for the caller's review: the count of all of them, loaded or not.
  const bell = useQuery({ ...apiQuery('GET /api/notifications'), enabled: reviewFilter });
  const awaitingCount = bell.data?.filter((n) => n.kind === 'review_awaiting').length ?? 0;

  return (
    <section aria-labelledby="report-list-heading" className="grid gap-5">
      <h2 id="report-list-heading" className="text-2xl font-bold tracking-tight">
        Your Reports
      </h2>
      <ReportCounters />
      <div className="grid gap-3 md:grid-cols-[minmax(0,1fr)_12rem_12rem] md:items-end">
        {/* Full width in its column (the field caps itself for standalone use). */}
        <div className="[&>div]:max-w-none">
          <SearchField
            id="report-search"
            label="Search reports"
            placeholder="Search by title or type…"
            value={text}
            onChange={setText}
          />
        </div>
        <Field label="Type">
          {(control) => (
            <NativeSelect
              {...control}
              value={type}
              onChange={(e) => setType(e.target.value as TypeFilter)}
              options={TYPE_FILTER_OPTIONS}
            />
          )}
        </Field>
        <Field label="Status">
          {(control) => (
            <NativeSelect
              {...control}
              value={status}
              onChange={(e) => setStatus(e.target.value as StatusFilter)}
              options={STATUS_FILTER_OPTIONS}
            />
          )}
        </Field>
      </div>
      {reviewFilter && (
        <label className="flex w-fit cursor-pointer items-center gap-2 text-sm font-medium">
          <input
            type="checkbox"
            className="size-4 accent-primary"
            checked={awaiting}
            onChange={(e) => setAwaiting(e.target.checked)}
          />
          Awaiting my review ({awaitingCount})
        </label>
      )}
      {list.isPending ? (
        <div role="status" className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          <span className="sr-only">Loading reports…</span>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-64 w-full" />
          ))}
        </div>
      ) : list.isError ? (
        <FormAlert>Reports could not be loaded. Check your connection and reload the page.</FormAlert>
      ) : loaded?.length === 0 && status === 'all' && type === 'all' ? (
        <div className="flex flex-col items-center gap-2 rounded-[var(--radius-card)] border border-dashed border-input px-6 py-12 text-center">
          <FileText className="size-10 text-muted-foreground" aria-hidden="true" />
          <h3 className="font-semibold">No reports yet</h3>
          <p className="max-w-sm text-sm text-muted-foreground">Start one with the wizard above.</p>
        </div>
      ) : shown.length === 0 ? (
        <div className="rounded-[var(--radius-card)] border border-dashed border-input px-6 py-10 text-center">
          <h3 className="font-semibold">No reports found</h3>
          <p className="text-sm text-muted-foreground">No report matches these filters.</p>
        </div>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {shown.map((report) => (
            <li key={report.id}>
              <ReportCard report={report} onEdit={() => onEdit(report.id)} onDelete={() => setDeleting(report)} />
            </li>
          ))}
        </ul>
      )}
      {list.hasNextPage && (
        <Button
          variant="outline"
          className="justify-self-center"
          disabled={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
        >
          {list.isFetchingNextPage ? 'Loading…' : 'Load more reports'}
        </Button>
      )}
      <p className="sr-only" role="status">
        {loaded ? `${shown.length} of ${loaded.length} loaded reports shown` : ''}
      </p>
      {deleting && (
        <DeleteReportDialog
          report={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={onDeleted}
          onReload={() => void listChanged(client)}
        />
      )}
    </section>
  );
}
