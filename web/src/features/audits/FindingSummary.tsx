import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { FINDING_SEVERITY_LABELS, FINDING_STATUS_LABELS, isOpenFinding } from '@cq/shared/findings/rules';
import type { Finding } from '@cq/shared/findings/schemas';
import { cn } from '@/lib/cn';
import { dayDifference, formatDate } from '@/lib/dates';
import { SEVERITY_CLASSES } from './findingForm';

const BADGE = 'rounded-full px-2.5 py-0.5 text-xs font-semibold';

/**
 * "Repeat (n)": the auditee had this finding (same question, or else category) in n earlier audits; each earlier
 * one is linked on its audit's page. Nothing for a first finding.
 */
export function RepeatBadge({ repeatOf }: Pick<Finding, 'repeatOf'>) {
  if (repeatOf.length === 0) return null;
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5 text-xs">
      <span className={cn(BADGE, 'bg-warning-surface text-warning-foreground')}>Repeat ({repeatOf.length})</span>
      {repeatOf.map((earlier, i) => (
        <Link
          key={earlier.id}
          to={`/audits/${encodeURIComponent(earlier.auditId)}#finding-${encodeURIComponent(earlier.id)}`}
          className="font-medium text-accent hover:underline"
        >
          Earlier finding {i + 1}
        </Link>
      ))}
    </span>
  );
}

/**
 * A finding's card body, the same wherever findings are listed (the workspace's /findings, an audit's page, an
 * auditee's repeat findings): title, severity, status, repeat mark, description and dates. `title` is the heading's
 * content (a link where the card leads elsewhere); `context` goes under the heading (which audit it is on).
 */
export function FindingSummary({
  finding,
  title = finding.title,
  heading: Heading = 'h3',
  context,
  clamp = false,
}: {
  finding: Finding;
  title?: ReactNode;
  heading?: 'h2' | 'h3';
  context?: ReactNode;
  clamp?: boolean;
}) {
  const overdue =
    isOpenFinding(finding.status) && finding.dueDate !== null && (dayDifference(finding.dueDate) ?? 0) < 0;
  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <Heading className="min-w-0 font-semibold">{title}</Heading>
        <div className="flex flex-wrap gap-1.5">
          <span className={cn(BADGE, SEVERITY_CLASSES[finding.severity])}>
            {FINDING_SEVERITY_LABELS[finding.severity]}
          </span>
          <span className={cn(BADGE, 'border border-input')}>{FINDING_STATUS_LABELS[finding.status]}</span>
        </div>
      </div>
      <RepeatBadge repeatOf={finding.repeatOf} />
      {context}
      {finding.description && (
        <p className={cn('text-sm whitespace-pre-line', clamp && 'line-clamp-3')}>{finding.description}</p>
      )}
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
        {finding.dueDate && (
          <span className={overdue ? 'font-medium text-destructive' : undefined}>
            {overdue ? 'Overdue since' : 'Due'} {formatDate(finding.dueDate)}
          </span>
        )}
        {finding.responseRequired && <span>Response required</span>}
        <span>Recorded {formatDate(finding.createdAt)}</span>
      </p>
    </>
  );
}
