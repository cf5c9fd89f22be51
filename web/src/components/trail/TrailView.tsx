import type { UseQueryResult } from '@tanstack/react-query';
import { BadgeCheck, ShieldAlert } from 'lucide-react';
import { useId } from 'react';
import type { TrailEntryView } from '@cq/shared/audits/schemas';
import { Card } from '@/components/ui/card';
import { FormAlert } from '@/components/ui/form-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { formatUtcTimestamp } from '@/lib/dates';
import { trailState, type TrailChangeLine } from './trailState';

export interface TrailViewProps {
  trail: UseQueryResult<{ entries: TrailEntryView[]; verified: boolean; brokenAt?: number | null }>;
  /** The signed-in user: their entries say 'you'. */
  userId: string;
  /** Who an actor id is (a member's name); the id itself when not given or not known. */
  actorName?: (actor: string) => string;
  /** What each entry set or changed, in the record's own words. */
  changes: (entry: TrailEntryView) => TrailChangeLine[];
  /** 'Created', 'Moved to …', … */
  actionLabel: (action: string) => string;
  /** The section's heading: the record's own trail is 'Audit Trail'; a part's, e.g. 'Finding history'. */
  title?: string;
  headingLevel?: 2 | 3 | 4 | 5;
}

/**
 * A record's trail (21 CFR Part 11 style): who changed what and when (UTC), old and new values and the reason,
 * and whether the hash chain verifies ('Trail verified') or where it breaks.
 */
export function TrailView({
  trail,
  userId,
  actorName = (actor) => actor,
  changes: changesOf,
  actionLabel,
  title = 'Audit Trail',
  headingLevel = 2,
}: TrailViewProps) {
  const state = trail.data ? trailState(trail.data) : null;
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Heading
          id={headingId}
          className={headingLevel === 2 ? 'text-xl font-semibold tracking-tight' : 'text-base font-semibold'}
        >
          {title}
        </Heading>
        {state?.kind === 'verified' && (
          <p className="inline-flex items-center gap-1.5 rounded-full bg-success-surface px-3 py-1 text-sm font-semibold text-success">
            <BadgeCheck className="size-4" aria-hidden="true" /> Trail verified
          </p>
        )}
      </div>
      {state?.kind === 'broken' && (
        <FormAlert className="flex gap-2">
          <ShieldAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>
            {state.at === null
              ? 'Trail verification failed: an entry no longer matches its recorded hash, so the record may have been altered outside the app.'
              : `Trail verification failed: the chain breaks at entry ${state.at}. Entries may have been removed, added or reordered outside the app.`}
          </span>
        </FormAlert>
      )}
      {trail.isPending ? (
        <div role="status" className="grid gap-3">
          <span className="sr-only">Loading the {title.toLowerCase()}…</span>
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-16 w-full" />
        </div>
      ) : trail.isError ? (
        <FormAlert>The {title.toLowerCase()} could not be loaded.</FormAlert>
      ) : (
        <ol className="grid gap-3">
          {trail.data.entries.map((entry) => {
            const changes = changesOf(entry);
            const broken = state?.kind === 'broken' && state.at === entry.seq;
            return (
              <li key={entry.seq}>
                <Card className={broken ? 'grid gap-2 border-destructive p-4' : 'grid gap-2 p-4'}>
                  <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
                    <p className="font-semibold">
                      <span className="text-muted-foreground">#{entry.seq}</span> {actionLabel(entry.action)}
                      {broken && <span className="ml-2 text-sm text-destructive">(chain breaks here)</span>}
                    </p>
                    <p className="text-sm text-muted-foreground">
                      <time dateTime={entry.at}>{formatUtcTimestamp(entry.at)}</time> by{' '}
                      {entry.actor === userId ? 'you' : actorName(entry.actor)}
                      {entry.via && ` via key '${entry.via.name}'`}
                    </p>
                  </div>
                  {changes.length > 0 && (
                    <dl className="grid gap-1 text-sm sm:grid-cols-[10rem_1fr]">
                      {changes.map((c) => (
                        <div key={c.field} className="contents">
                          <dt className="text-muted-foreground">{c.label}</dt>
                          <dd>
                            {c.before !== null && (
                              <>
                                <del className="text-muted-foreground">{c.before}</del>
                                <span aria-hidden="true"> → </span>
                                <span className="sr-only"> changed to </span>
                              </>
                            )}
                            <ins className="no-underline">{c.after}</ins>
                          </dd>
                        </div>
                      ))}
                    </dl>
                  )}
                  {entry.reason && (
                    <p className="text-sm">
                      <span className="text-muted-foreground">Reason:</span> {entry.reason}
                    </p>
                  )}
                  <p className="font-mono text-xs break-all text-muted-foreground">SHA-256 {entry.hash}</p>
                </Card>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
