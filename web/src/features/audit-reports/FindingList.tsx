import { Link } from 'react-router-dom';
import { FINDING_STATUS_LABELS } from '@cq/shared/findings/rules';
import type { Finding } from '@cq/shared/findings/schemas';
import type { Report } from '@cq/shared/reports/schemas';
import { RepeatBadge } from '@/features/audits';
import { formatDate } from '@/lib/dates';
import { SeverityBadge } from './badges';

/**
 * The generated findings (spec §9): severity and its points, what was found, the recommendation and any CAPA.
 * Once the report is completed each is also a finding record (`records`): its status is shown, and the audit
 * it belongs to linked.
 */
export function FindingList({
  findings,
  records = [],
  headingLevel = 3,
}: {
  findings: Report['generatedFindings'];
  records?: readonly Finding[];
  headingLevel?: 3 | 4;
}) {
  const Heading = `h${headingLevel}` as const;
  const recordOf = new Map(records.map((r) => [r.questionId, r]));
  if (findings.length === 0)
    return (
      <p className="text-sm text-muted-foreground">No findings: every answered item is compliant or not applicable.</p>
    );
  return (
    <ul className="grid gap-3">
      {findings.map((f) => (
        <li
          key={f.id}
          id={f.id}
          className="grid gap-2 rounded-[var(--radius-card)] border border-border bg-background p-4"
        >
          <div className="flex flex-wrap items-center justify-between gap-2">
            <Heading className="font-semibold">{f.title}</Heading>
            <p className="flex items-center gap-2 text-sm">
              <SeverityBadge severity={f.severity} grade={f.grade} />
              <span className="font-medium">{f.points} points</span>
              {recordOf.has(f.questionId) && <RecordStatus record={recordOf.get(f.questionId)!} />}
            </p>
          </div>
          {recordOf.get(f.questionId) && <RepeatBadge repeatOf={recordOf.get(f.questionId)!.repeatOf} />}
          <p className="text-sm">{f.description}</p>
          <dl className="grid gap-2 text-sm">
            <div>
              <dt className="font-medium">Recommendation</dt>
              <dd className="text-muted-foreground">{f.recommendation}</dd>
            </div>
            {f.capa && (
              <div>
                <dt className="font-medium">CAPA</dt>
                <dd className="text-muted-foreground">{f.capa}</dd>
              </div>
            )}
          </dl>
          {recordOf.get(f.questionId)?.auditId && (
            <Link
              to={`/audits/${encodeURIComponent(recordOf.get(f.questionId)!.auditId!)}#finding-${encodeURIComponent(recordOf.get(f.questionId)!.id)}`}
              className="w-fit text-sm font-medium text-accent hover:underline"
            >
              Open on its audit
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}

/** Where the finding stands now: open, in progress with its CAPA, or closed (and when). */
function RecordStatus({ record }: { record: Finding }) {
  return (
    <span className="rounded-full border border-input px-2.5 py-0.5 text-xs font-semibold">
      {FINDING_STATUS_LABELS[record.status]}
      {record.status === 'closed' && record.closedAt ? ` ${formatDate(record.closedAt)}` : ''}
    </span>
  );
}
