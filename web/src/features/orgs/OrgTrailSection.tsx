import { useQuery } from '@tanstack/react-query';
import { BadgeCheck, ShieldAlert } from 'lucide-react';
import { trailState } from '@/components/trail/trailState';
import { FormAlert } from '@/components/ui/form-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { formatUtcTimestamp } from '@/lib/dates';
import { membersQuery, orgTrailQuery } from './api';
import { describeOrgEntry, personResolver } from './orgDisplay';

/**
 * The organisation's membership trail (owner/admin): who created, renamed, invited, revoked, joined, changed a
 * role or removed a member, when (UTC) and why, newest first, with names from the members list and whether the
 * hash chain verifies.
 */
export function OrgTrailSection({ orgId, myId }: { orgId: string; myId: string | undefined }) {
  const trail = useQuery(orgTrailQuery(orgId));
  const members = useQuery(membersQuery(orgId));
  const state = trail.data ? trailState(trail.data) : null;
  const who = personResolver(members.data ?? [], trail.data?.entries ?? [], myId);
  return (
    <section aria-labelledby="org-trail" className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="org-trail" className="text-xl font-semibold tracking-tight">
          Membership trail
        </h2>
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
            Trail verification failed{state.at === null ? '' : ` at entry ${state.at}`}: entries may have been altered
            outside the app.
          </span>
        </FormAlert>
      )}
      {trail.isPending ? (
        <div role="status" className="grid gap-2">
          <span className="sr-only">Loading the membership trail…</span>
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-12 w-full" />
        </div>
      ) : trail.isError ? (
        <FormAlert>The membership trail could not be loaded.</FormAlert>
      ) : (
        <ol className="grid gap-2" aria-label="Membership changes, newest first">
          {[...trail.data.entries].reverse().map((entry) => (
            <li key={entry.seq} className="grid gap-1 rounded-md border border-border bg-background p-3 text-sm">
              <p className="font-medium">{describeOrgEntry(entry, who)}</p>
              <p className="text-muted-foreground">
                <time dateTime={entry.at}>{formatUtcTimestamp(entry.at)}</time>
                <span className="sr-only">, entry {entry.seq}</span>
              </p>
              {entry.reason && (
                <p>
                  <span className="text-muted-foreground">Reason:</span> {entry.reason}
                </p>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
