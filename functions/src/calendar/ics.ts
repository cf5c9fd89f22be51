import ical, { ICalCalendarMethod } from 'ical-generator';
import { AUDIT_MODE_LABELS, AUDIT_STATUS_LABELS, SITE, type Audit } from '@cq/shared';
import type { Auditee } from '@cq/shared/auditees/schemas';

/** A calendar day (YYYY-MM-DD) as the local midnight ical-generator prints as that day (VALUE=DATE). */
const localDay = (day: string, plusDays = 0) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d + plusDays);
};

/** Where an audit happens: its auditee's address and country, else how it is held (remote, hybrid…). */
function locationOf(audit: Audit, auditee: Auditee | undefined): string | null {
  const place = [auditee?.address, auditee?.country].filter(Boolean).join(', ');
  return place || (audit.mode ? AUDIT_MODE_LABELS[audit.mode] : null);
}

/**
 * The audits as an iCalendar feed (RFC 5545, by ical-generator: folding at 75 octets, text escaping): one all-day
 * VEVENT per audit from its planned start to the day after its planned end (DTEND is exclusive), its UID stable
 * per audit and SEQUENCE its version, so a calendar program updates the event rather than adding another.
 */
export function auditsCalendar(
  audits: readonly Audit[],
  auditees: ReadonlyMap<string, Auditee>,
  siteUrl: string,
  now: Date,
): string {
  const calendar = ical({
    prodId: { company: SITE.brandName, product: 'Audit programme', language: 'EN' },
    name: `${SITE.brandName} audits`,
    method: ICalCalendarMethod.PUBLISH,
  });
  for (const audit of audits) {
    if (!audit.plannedStart) continue;
    const auditee = audit.auditeeId ? auditees.get(audit.auditeeId) : undefined;
    const lastDay = audit.plannedEnd && audit.plannedEnd >= audit.plannedStart ? audit.plannedEnd : audit.plannedStart;
    calendar.createEvent({
      id: `audit-${audit.id}@${new URL(siteUrl || 'https://localhost').hostname}`,
      sequence: audit.version,
      stamp: now,
      lastModified: new Date(audit.updatedAt),
      allDay: true,
      start: localDay(audit.plannedStart),
      end: localDay(lastDay, 1),
      summary: auditee ? `${audit.title} — ${auditee.name}` : audit.title,
      description: `${AUDIT_STATUS_LABELS[audit.status]}${audit.scope ? `\n${audit.scope}` : ''}`,
      location: locationOf(audit, auditee),
      url: `${siteUrl}/audits/${audit.id}`,
    });
  }
  return calendar.toString();
}
