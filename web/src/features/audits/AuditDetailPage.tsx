import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Pencil } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { COMPLETED_AUDIT_FOLLOW_UP, finalAuditRefusal, isFinalAuditStatus } from '@cq/shared/audits/rules';
import type { Audit } from '@cq/shared/audits/schemas';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { ProgressBar } from '@/components/ui/progress-bar';
import { PageSpinner } from '@/components/ui/spinner';
import { useMembers, useWorkspace } from '@/features/orgs';
import { ResponseRequestsSection } from '@/features/responses';
import { useCurrentUser } from '@/features/session';
import { AUDIT_TYPE_LABELS, AuditStatusBadge, CanWrite, useCan, ViewOnlyNote } from '@/features/workspace';
import { apiQuery } from '@/lib/api/client';
import { formatDate } from '@/lib/dates';
import { usePageTitle } from '@/lib/usePageTitle';
import { refusalOf } from './api';
import { AuditEditForm } from './AuditEditForm';
import { AuditReportsSection } from './AuditReportsSection';
import { namesOf } from './AssignmentFields';
import { FindingsSection } from './FindingsSection';
import { PlanDetails } from './PlanDetails';
import { StatusMoves } from './StatusMoves';
import { TrailSection } from './TrailSection';
import { reloadAudit } from './writes';

function BackLink() {
  return (
    <Link
      to="/audits"
      className="inline-flex w-fit items-center gap-1.5 text-sm font-medium text-accent hover:underline"
    >
      <ArrowLeft className="size-4" aria-hidden="true" /> Back to Audits
    </Link>
  );
}

/** Who does the audit, by name (an organisation's audits, or one that names someone). */
function Assignees({ audit }: { audit: Audit }) {
  const { nameOf } = useMembers();
  const people: [string, string][] = [
    ['Lead auditor', audit.leadAuditorId ? nameOf(audit.leadAuditorId) : '—'],
    ['Auditors', namesOf(audit.auditorIds, nameOf)],
    ['Reviewer', audit.reviewerId ? nameOf(audit.reviewerId) : '—'],
    ['Created by', nameOf(audit.createdBy)],
  ];
  return (
    <dl aria-label="Assignments" className="grid grid-cols-2 gap-x-6 gap-y-3 text-sm sm:grid-cols-4">
      {people.map(([term, value]) => (
        <div key={term}>
          <dt className="text-muted-foreground">{term}</dt>
          <dd className="font-medium">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Details({ audit }: { audit: Audit }) {
  const { id: workspaceId } = useWorkspace();
  const assigned = audit.leadAuditorId !== null || audit.auditorIds.length > 0 || audit.reviewerId !== null;
  const facts: [string, string][] = [
    ['Type', AUDIT_TYPE_LABELS[audit.type]],
    ['Created', formatDate(audit.createdAt)],
    ...(audit.scheduledDate ? [['Scheduled', formatDate(audit.scheduledDate)] as [string, string]] : []),
    ...(audit.completedDate ? [['Completed', formatDate(audit.completedDate)] as [string, string]] : []),
    ['Last updated', formatDate(audit.updatedAt)],
  ];
  return (
    <div className="grid gap-4">
      <dl className="grid grid-cols-2 gap-x-6 gap-y-3 text-sm sm:grid-cols-3 lg:grid-cols-5">
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt className="text-muted-foreground">{term}</dt>
            <dd className="font-medium">{value}</dd>
          </div>
        ))}
      </dl>
      <PlanDetails audit={audit} />
      {(workspaceId !== null || assigned) && <Assignees audit={audit} />}
      {audit.description && <p className="whitespace-pre-line">{audit.description}</p>}
      <div className="grid max-w-md gap-1">
        <div className="flex justify-between text-sm">
          <span className="text-muted-foreground">Progress</span>
          <span className="font-medium">{audit.progress}%</span>
        </div>
        <ProgressBar value={audit.progress} label="Audit progress" />
      </div>
    </div>
  );
}

/**
 * /audits/{id}: the audit and who does it, its edit form and allowed moves, its findings and its verified trail.
 * A viewer sees it all without the controls that change it.
 */
export function AuditDetailPage() {
  const { id = '' } = useParams();
  const { hash } = useLocation();
  const queryClient = useQueryClient();
  const { data: user } = useCurrentUser();
  const audit = useQuery(apiQuery('GET /api/audits/{id}', { params: { id } }));
  const reports = useQuery(apiQuery('GET /api/audits/{id}/reports', { params: { id } }));
  const [editing, setEditing] = useState(false);
  const writable = useCan('write');
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  usePageTitle(audit.data?.title ?? 'Audit');
  const reload = () => void reloadAudit(queryClient, id);

  // The bell links to a finding (#finding-<id>): scroll to it once the findings are there.
  useEffect(() => {
    if (!hash.startsWith('#finding-')) return;
    const timer = setInterval(() => {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      if (!target) return;
      clearInterval(timer);
      target.scrollIntoView({ block: 'start' });
    }, 100);
    const stop = setTimeout(() => clearInterval(timer), 5000);
    return () => {
      clearInterval(timer);
      clearTimeout(stop);
    };
  }, [hash]);

  // Closing the edit form (Save or Cancel) gives focus back to Edit, which was hidden while the form was open.
  useEffect(() => {
    if (wasEditing.current && !editing) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  if (audit.isPending) return <PageSpinner label="Loading audit…" />;
  if (audit.isError) {
    const notFound = refusalOf(audit.error)?.status === 404;
    return (
      <div className="mx-auto grid max-w-5xl gap-4 px-4 py-10">
        <BackLink />
        <h1 className="text-2xl font-bold">{notFound ? 'Audit not found' : 'This audit could not be loaded'}</h1>
        <FormAlert>
          {notFound ? 'There is no audit at this address in your workspace.' : 'Check your connection and try again.'}
        </FormAlert>
      </div>
    );
  }

  const current = audit.data;
  const final = isFinalAuditStatus(current.status);
  return (
    <div className="mx-auto grid max-w-5xl gap-8 px-4 py-8 sm:py-10">
      <div className="grid gap-4">
        <BackLink />
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{current.title}</h1>
            <AuditStatusBadge status={current.status} className="text-sm" />
          </div>
          {!final && !editing && writable && (
            <Button ref={editButton} variant="outline" size="sm" onClick={() => setEditing(true)}>
              <Pencil className="size-4" aria-hidden="true" /> Edit
            </Button>
          )}
        </div>
        <Details audit={current} />
        {final ? (
          <p className="text-sm text-muted-foreground">
            {finalAuditRefusal(current.status)}
            {current.status === 'completed' && ` ${COMPLETED_AUDIT_FOLLOW_UP}`}
          </p>
        ) : (
          <CanWrite fallback={<ViewOnlyNote />}>
            <StatusMoves audit={current} followsReport={(reports.data?.length ?? 0) > 0} onReload={reload} />
          </CanWrite>
        )}
        {editing && !final && writable && (
          // Keyed by version: after a reload the form starts again from the audit as it now is.
          <AuditEditForm key={current.version} audit={current} onDone={() => setEditing(false)} onReload={reload} />
        )}
      </div>
      <AuditReportsSection reports={reports} />
      <FindingsSection audit={current} onReload={reload} />
      <ResponseRequestsSection audit={current} onReload={reload} />
      <TrailSection auditId={current.id} userId={user?.id ?? ''} />
    </div>
  );
}

export default AuditDetailPage;
