import { type Audit } from '@cq/shared';
import { FEED_DAYS_AHEAD, FEED_DAYS_BACK, type CalendarEntry } from '@cq/shared/calendar/schemas';
import type { Auditee } from '@cq/shared/auditees/schemas';
import { NotFoundError } from '../domain/errors';
import type { Owner } from '../data/core/owner';
import { plannedAudits } from '../data/audits/audits';
import { getAuditee } from '../data/auditees/auditees';

/** The auditees the audits name, each read once (GetItem); one removed since reads as none. */
export async function auditeesOf(owner: Owner, audits: readonly Audit[]): Promise<Map<string, Auditee>> {
  const ids = [...new Set(audits.flatMap((a) => (a.auditeeId ? [a.auditeeId] : [])))];
  const found = await Promise.all(
    ids.map((id) =>
      getAuditee(owner, id).catch((error: unknown) => {
        if (error instanceof NotFoundError) return null;
        throw error;
      }),
    ),
  );
  return new Map(found.flatMap((auditee) => (auditee ? [[auditee.id, auditee] as const] : [])));
}

/** The audit programme from `from` to `to` (one Query by planned start), each audit with its auditee's name. */
export async function programme(owner: Owner, from: string, to: string): Promise<CalendarEntry[]> {
  const audits = await plannedAudits(owner, from, to);
  const auditees = await auditeesOf(owner, audits);
  return audits.map((audit) => ({
    ...audit,
    auditeeName: (audit.auditeeId && auditees.get(audit.auditeeId)?.name) || null,
  }));
}

const DAY_MS = 86_400_000;
const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The feed's window around `now`: 90 days back to a year ahead. */
export const feedWindow = (now: Date): { from: string; to: string } => ({
  from: dayOf(now.getTime() - FEED_DAYS_BACK * DAY_MS),
  to: dayOf(now.getTime() + FEED_DAYS_AHEAD * DAY_MS),
});
