import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router-dom';
import type { Report } from '@cq/shared/reports/schemas';
import { REPORT_TYPE_LABELS } from '@cq/shared/reports/templates';
import { FormAlert } from '@/components/ui/form-alert';
import { PageSpinner } from '@/components/ui/spinner';
import { useMembers, useWorkspace } from '@/features/orgs';
import { useCurrentUser } from '@/features/session';
import { CanWrite, ViewOnlyNote } from '@/features/workspace';
import { apiQuery } from '@/lib/api/client';
import { formatDate } from '@/lib/dates';
import { usePageTitle } from '@/lib/usePageTitle';
import { refusalOf, reloadReport } from './api';
import { ReportStatusBadge } from './badges';
import { CapaSection } from './CapaSection';
import { ChecklistSection } from './ChecklistSection';
import { ExportButtons } from './ExportButtons';
import { FindingList } from './FindingList';
import { ReportStatusMoves } from './ReportStatusMoves';
import { ReportFigures } from './ReviewStep';
import { ReviewerField } from './ReviewerField';
import { ScoreBreakdown } from './ScoreBreakdown';
import { SignatureSection } from './SignatureSection';
import { TrailSection } from './TrailSection';

function BackLink() {
  return (
    <Link
      to="/audit-reports"
      className="inline-flex w-fit items-center gap-1.5 text-sm font-medium text-accent hover:underline"
    >
      <ArrowLeft className="size-4" aria-hidden="true" /> Back to AI Reports
    </Link>
  );
}

function Details({ report }: { report: Report }) {
  const { id: workspaceId } = useWorkspace();
  const { nameOf } = useMembers();
  const facts: [string, string][] = [
    ['Type', REPORT_TYPE_LABELS[report.type]],
    ['Created', formatDate(report.createdAt)],
    // In an organisation, who wrote it matters (they cannot approve it).
    ...(workspaceId !== null ? [['Created by', nameOf(report.createdBy)] as [string, string]] : []),
    ['Last updated', formatDate(report.updatedAt)],
    ...(report.completedAt ? [['Completed', formatDate(report.completedAt)] as [string, string]] : []),
  ];
  return (
    <div className="grid gap-3">
      <dl className="grid grid-cols-2 gap-x-6 gap-y-3 text-sm sm:grid-cols-4">
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt className="text-muted-foreground">{term}</dt>
            <dd className="font-medium">{value}</dd>
          </div>
        ))}
        {report.auditId && (
          <div>
            <dt className="text-muted-foreground">Audit</dt>
            <dd className="font-medium">
              <Link to={`/audits/${encodeURIComponent(report.auditId)}`} className="text-accent hover:underline">
                Open the audit
              </Link>
            </dd>
          </div>
        )}
      </dl>
      {report.notes && <p className="whitespace-pre-line">{report.notes}</p>}
    </div>
  );
}

/**
 * /audit-reports/{id}: the report with its reviewer (in an organisation), checklist, findings, score breakdown,
 * CAPA editor, signature block and verified trail. A viewer sees it all without the controls that change it.
 */
export function ReportDetailPage() {
  const { id = '' } = useParams();
  const client = useQueryClient();
  const { data: user } = useCurrentUser();
  const { id: workspaceId } = useWorkspace();
  const report = useQuery(apiQuery('GET /api/audit-reports/{id}', { params: { id } }));
  // A completed report's findings are records with a status of their own (moved by their CAPA).
  const records = useQuery({
    ...apiQuery('GET /api/audit-reports/{id}/findings', { params: { id } }),
    enabled: Boolean(report.data?.completedAt),
  });
  usePageTitle(report.data?.title ?? 'Audit Report');
  const reload = () => void reloadReport(client, id);

  if (report.isPending) return <PageSpinner label="Loading report…" />;
  if (report.isError) {
    const notFound = refusalOf(report.error)?.status === 404;
    return (
      <div className="mx-auto grid max-w-5xl gap-4 px-4 py-10">
        <BackLink />
        <h1 className="text-2xl font-bold">{notFound ? 'Report not found' : 'This report could not be loaded'}</h1>
        <FormAlert>
          {notFound ? 'There is no report at this address in your workspace.' : 'Check your connection and try again.'}
        </FormAlert>
      </div>
    );
  }

  const current = report.data;
  return (
    <div className="mx-auto grid max-w-5xl gap-10 px-4 py-8 sm:py-10">
      <div className="grid gap-5">
        <BackLink />
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{current.title}</h1>
          <ReportStatusBadge status={current.status} className="text-sm" />
        </div>
        <Details report={current} />
        {(workspaceId !== null || current.reviewerId !== null) && (
          <ReviewerField key={current.version} report={current} onReload={reload} />
        )}
        <CanWrite fallback={<ViewOnlyNote />}>
          <ReportStatusMoves report={current} onReload={reload} />
        </CanWrite>
        <ReportFigures report={current} />
        <div className="grid gap-2">
          <h2 className="text-sm font-medium text-muted-foreground">Export</h2>
          <ExportButtons reportId={current.id} title={current.title} />
        </div>
      </div>
      <ChecklistSection report={current} />
      <section aria-labelledby="findings-heading" className="grid gap-4">
        <h2 id="findings-heading" className="text-xl font-semibold tracking-tight">
          Findings
        </h2>
        <FindingList findings={current.generatedFindings} records={records.data} />
      </section>
      <ScoreBreakdown report={current} />
      <CapaSection report={current} onReload={reload} />
      <SignatureSection report={current} onReload={reload} />
      <TrailSection reportId={current.id} userId={user?.id ?? ''} />
    </div>
  );
}

export default ReportDetailPage;
