import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Pencil } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { AUDITEE_KIND_LABELS, RISK_RATING_LABELS } from '@cq/shared/auditees/rules';
import type { Auditee } from '@cq/shared/auditees/schemas';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { PageSpinner } from '@/components/ui/spinner';
import { useCurrentUser } from '@/features/session';
import { CanWrite, useCan, ViewOnlyNote } from '@/features/workspace';
import { apiQuery } from '@/lib/api/client';
import { formatDate } from '@/lib/dates';
import { usePageTitle } from '@/lib/usePageTitle';
import { refusalOf } from './api';
import { AuditeeStatusBadge, RiskBadge } from './AuditeeBadges';
import { AuditeeEditForm } from './AuditeeEditForm';
import { AuditeeAudits } from './AuditeeAudits';
import { AuditeeRepeatFindings } from './AuditeeRepeatFindings';
import { AuditeeTrail } from './AuditeeTrail';
import { reloadAuditee } from './writes';

function BackLink() {
  return (
    <Link
      to="/auditees"
      className="inline-flex w-fit items-center gap-1.5 text-sm font-medium text-accent hover:underline"
    >
      <ArrowLeft className="size-4" aria-hidden="true" /> Back to Auditees
    </Link>
  );
}

function Details({ auditee }: { auditee: Auditee }) {
  const facts: [string, string][] = [
    ['Kind', AUDITEE_KIND_LABELS[auditee.kind]],
    ['Country', auditee.country || '—'],
    ['Address', auditee.address || '—'],
    ['Contact', auditee.contactName || '—'],
    ['Contact e-mail', auditee.contactEmail || '—'],
    ['Contact phone', auditee.contactPhone || '—'],
    ['Risk rating', auditee.riskRating ? RISK_RATING_LABELS[auditee.riskRating] : 'Not rated'],
    ...(auditee.riskReason ? [['Risk reason', auditee.riskReason] as [string, string]] : []),
    ['Created', formatDate(auditee.createdAt)],
    ['Last updated', formatDate(auditee.updatedAt)],
  ];
  return (
    <div className="grid gap-4">
      <dl className="grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-2 lg:grid-cols-3">
        {facts.map(([term, value]) => (
          <div key={term} className="min-w-0">
            <dt className="text-muted-foreground">{term}</dt>
            <dd className="font-medium break-words whitespace-pre-line">{value}</dd>
          </div>
        ))}
      </dl>
      {auditee.notes && (
        <div className="grid gap-1 text-sm">
          <p className="text-muted-foreground">Notes</p>
          <p className="break-words whitespace-pre-line">{auditee.notes}</p>
        </div>
      )}
    </div>
  );
}

/**
 * /auditees/{id}: the auditee, its edit form (for those who may write), its audits and studies, and its verified
 * trail.
 */
export function AuditeeDetailPage() {
  const { id = '' } = useParams();
  const queryClient = useQueryClient();
  const { data: user } = useCurrentUser();
  const auditee = useQuery(apiQuery('GET /api/auditees/{id}', { params: { id } }));
  const writable = useCan('write');
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  usePageTitle(auditee.data?.name ?? 'Auditee');

  // Closing the form (Save or Cancel) gives focus back to Edit, which was hidden while the form was open.
  useEffect(() => {
    if (wasEditing.current && !editing) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  if (auditee.isPending) return <PageSpinner label="Loading auditee…" />;
  if (auditee.isError) {
    const notFound = refusalOf(auditee.error)?.status === 404;
    return (
      <div className="mx-auto grid max-w-5xl gap-4 px-4 py-10">
        <BackLink />
        <h1 className="text-2xl font-bold">{notFound ? 'Auditee not found' : 'This auditee could not be loaded'}</h1>
        <FormAlert>
          {notFound ? 'There is no auditee at this address in your workspace.' : 'Check your connection and try again.'}
        </FormAlert>
      </div>
    );
  }

  const current = auditee.data;
  return (
    <div className="mx-auto grid max-w-5xl gap-8 px-4 py-8 sm:py-10">
      <div className="grid gap-4">
        <BackLink />
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="flex min-w-0 flex-wrap items-center gap-3">
            <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{current.name}</h1>
            <AuditeeStatusBadge status={current.status} />
            <RiskBadge rating={current.riskRating} />
          </div>
          {writable && !editing && (
            <Button ref={editButton} variant="outline" size="sm" onClick={() => setEditing(true)}>
              <Pencil className="size-4" aria-hidden="true" /> Edit
            </Button>
          )}
        </div>
        <Details auditee={current} />
        <CanWrite fallback={<ViewOnlyNote />}>{null}</CanWrite>
        {editing && writable && (
          // Keyed by version: after a reload the form starts again from the auditee as it now is.
          <AuditeeEditForm
            key={current.version}
            auditee={current}
            onDone={() => setEditing(false)}
            onReload={() => void reloadAuditee(queryClient, id)}
          />
        )}
      </div>
      <AuditeeAudits auditeeId={current.id} />
      <AuditeeRepeatFindings auditeeId={current.id} />
      <AuditeeTrail auditeeId={current.id} userId={user?.id ?? ''} />
    </div>
  );
}

export default AuditeeDetailPage;
