import type { Audit } from '@cq/shared/audits/schemas';
import { CalendarDays } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Card } from '@/components/ui/card';
import { ProgressBar } from '@/components/ui/progress-bar';
import { relativeDate } from '@/lib/dates';
import { AUDIT_TYPE_LABELS } from './auditDisplay';
import { AuditStatusBadge } from './AuditStatusBadge';

/** Spec §4: a scheduled audit with a date shows 'Scheduled' and that date, any other 'Created' and its date. */
export function auditDateLine(audit: Pick<Audit, 'status' | 'scheduledDate' | 'createdAt'>, now?: Date): string {
  return audit.status === 'scheduled' && audit.scheduledDate
    ? `Scheduled ${relativeDate(audit.scheduledDate, now)}`
    : `Created ${relativeDate(audit.createdAt, now)}`;
}

/** An audit in a list; the whole card opens the audit (its title is the link, stretched over the card). */
export function AuditCard({ audit, headingLevel = 3 }: { audit: Audit; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <Card className="relative flex h-full flex-col gap-3 p-5 transition-shadow focus-within:shadow-md hover:shadow-md">
      <div className="flex items-start justify-between gap-3">
        <Heading className="text-base leading-snug font-semibold">
          <Link
            to={`/audits/${encodeURIComponent(audit.id)}`}
            className="after:absolute after:inset-0 after:rounded-[var(--radius-card)] hover:underline"
          >
            {audit.title}
          </Link>
        </Heading>
        <AuditStatusBadge status={audit.status} />
      </div>
      <p className="text-sm text-muted-foreground">{AUDIT_TYPE_LABELS[audit.type]}</p>
      {audit.description && <p className="line-clamp-2 text-sm">{audit.description}</p>}
      <p className="mt-auto flex items-center gap-1.5 text-sm text-muted-foreground">
        <CalendarDays className="size-4" aria-hidden="true" />
        {auditDateLine(audit)}
      </p>
      {audit.progress > 0 && (
        <div className="grid gap-1">
          <div className="flex justify-between text-xs text-muted-foreground">
            <span>Progress</span>
            <span>{audit.progress}%</span>
          </div>
          <ProgressBar value={audit.progress} label={`Progress of ${audit.title}`} />
        </div>
      )}
    </Card>
  );
}

/** A card-shaped placeholder while audits load. */
export function AuditCardSkeleton() {
  return (
    <Card className="flex flex-col gap-3 p-5" aria-hidden="true" data-testid="audit-skeleton">
      <div className="h-5 w-2/3 animate-pulse rounded bg-muted" />
      <div className="h-4 w-1/3 animate-pulse rounded bg-muted" />
      <div className="h-4 w-full animate-pulse rounded bg-muted" />
      <div className="h-4 w-1/2 animate-pulse rounded bg-muted" />
    </Card>
  );
}
