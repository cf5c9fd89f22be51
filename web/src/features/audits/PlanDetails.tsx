import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { AUDIT_MODE_LABELS } from '@cq/shared/audits/plan';
import { isFinalAuditStatus } from '@cq/shared/audits/rules';
import type { Audit } from '@cq/shared/audits/schemas';
import { apiQuery } from '@/lib/api/client';
import { dateSpan } from '@/lib/dates';
import { EvidenceList } from '@/features/evidence';

/** The audit's plan (issue 19): auditee (a link), study, mode, planned and actual dates, scope and agenda. */
export function PlanDetails({ audit }: { audit: Audit }) {
  const auditee = useQuery({
    ...apiQuery('GET /api/auditees/{id}', { params: { id: audit.auditeeId ?? '' } }),
    enabled: audit.auditeeId !== null,
  }).data;
  const study = useQuery({
    ...apiQuery('GET /api/studies/{id}', { params: { id: audit.studyId ?? '' } }),
    enabled: audit.studyId !== null,
  }).data;
  const facts: [string, ReactNode][] = [
    [
      'Auditee',
      audit.auditeeId ? (
        <Link to={`/auditees/${audit.auditeeId}`} className="underline underline-offset-2">
          {auditee?.name ?? 'Auditee'}
        </Link>
      ) : (
        '—'
      ),
    ],
    ['Study', audit.studyId ? (study ? `${study.protocolNumber} — ${study.title}` : '…') : '—'],
    ['Mode', audit.mode ? AUDIT_MODE_LABELS[audit.mode] : '—'],
    ['Planned', dateSpan(audit.plannedStart, audit.plannedEnd) ?? '—'],
    ['Actual', dateSpan(audit.actualStart, audit.actualEnd) ?? '—'],
  ];
  return (
    <section aria-label="Plan" className="grid gap-3">
      <dl className="grid grid-cols-2 gap-x-6 gap-y-3 text-sm sm:grid-cols-3 lg:grid-cols-5">
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt className="text-muted-foreground">{term}</dt>
            <dd className="font-medium break-words">{value}</dd>
          </div>
        ))}
      </dl>
      {audit.scope && (
        <div className="text-sm">
          <h3 className="text-muted-foreground">Scope</h3>
          <p className="whitespace-pre-line">{audit.scope}</p>
        </div>
      )}
      {audit.agenda && (
        <div className="text-sm">
          <h3 className="text-muted-foreground">Audit plan / agenda</h3>
          <p className="whitespace-pre-line">{audit.agenda}</p>
        </div>
      )}
      <EvidenceList
        target={{ kind: 'audit', auditId: audit.id }}
        label="the audit plan"
        canRemove={!isFinalAuditStatus(audit.status)}
      />
    </section>
  );
}
