import type { UserProfile } from '@cq/shared';
import type { ExportDocument } from '@cq/shared/export/parts';
import { listAudits } from '../data/audits/audits';
import { listWorkspaceCapas } from '../data/audits/capas';
import { listWorkspaceFindings } from '../data/audits/findings';
import { listReports, REPORT_ENTITY } from '../data/audits/reports';
import type { Owner } from '../data/core/owner';
import { decodeCursor, encodeCursor, type Page, type PageRequest } from '../data/core/paging';
import { listBadges } from '../data/people/badges';
import { usageHistory } from '../data/people/usage';
import { listInteractions } from '../data/quala/quala';
import { readTrail } from '../data/trail/trail';

/** How many records one part of the export holds at most (each with its trail: one Query per record). */
export const EXPORT_PART_RECORDS = 100;
/** A part's longest run (the group's Lambda timeout): a crashed part's slot frees itself after it. */
export const EXPORT_PART_SECONDS = 30;
export const EXPORT_BUSY = 'Your export is already being prepared. Try again when it has finished.';
/** How many trail Queries run at once. */
const TRAIL_READS_AT_ONCE = 10;

interface Section {
  key: string;
  /** The trail type its records' trails are filed under (none: the records have no trail of their own). */
  trail?: string;
  list: (owner: Owner, page: PageRequest) => Promise<Page<{ id: string }>>;
}

/** The records of the workspace, one section after another, each read a page at a time. */
const SECTIONS: readonly Section[] = [
  { key: 'audits', trail: 'Audit', list: listAudits },
  { key: 'findings', trail: 'Finding', list: (owner, page) => listWorkspaceFindings(owner, page, {}) },
  { key: 'auditReports', trail: REPORT_ENTITY, list: (owner, page) => listReports(owner, page) },
  { key: 'capas', trail: 'Capa', list: listWorkspaceCapas },
  { key: 'qualaInteractions', list: listInteractions },
];

async function trailsOf(entityType: string, ids: readonly string[]): Promise<Record<string, unknown[]>> {
  const trails: Record<string, unknown[]> = {};
  for (let i = 0; i < ids.length; i += TRAIL_READS_AT_ONCE) {
    const batch = ids.slice(i, i + TRAIL_READS_AT_ONCE);
    const read = await Promise.all(batch.map((id) => readTrail(entityType, id)));
    batch.forEach((id, n) => (trails[id] = read[n]!));
  }
  return trails;
}

interface Position {
  section: number;
  cursor: string | null;
}

const scopeOf = (owner: Owner) => `export:${owner.workspaceId}:${owner.actor}`;

/**
 * One part of everything the user owns (issue 25: an export reads a bounded number of items per request): the
 * first part holds the profile, its trail, usage by month and badges; every part holds up to EXPORT_PART_RECORDS
 * records of audits, findings, audit reports (with their checklist responses and signatures), CAPA and Quala
 * interactions, in that order, each record with its trail so the file can be checked on its own. `next` names the
 * following part; `mergeExportPart` (shared) joins the parts into the one document.
 */
export async function exportPart(
  owner: Owner,
  profile: () => Promise<UserProfile>,
  cursor?: string,
): Promise<{ part: ExportDocument; next: string | null }> {
  let at: Position = cursor
    ? (JSON.parse(decodeCursor(scopeOf(owner), cursor)) as Position)
    : { section: 0, cursor: null };
  const part: ExportDocument = {};
  const trail: Record<string, unknown[] | Record<string, unknown[]>> = {};
  if (!cursor) {
    const me = await profile();
    const [usage, badges, userTrail] = await Promise.all([
      usageHistory(owner),
      listBadges(me.id),
      readTrail('User', me.id),
    ]);
    Object.assign(part, { exportedAt: new Date().toISOString(), profile: me, usage, badges, signatures: [] });
    for (const { key, trail: type } of SECTIONS) {
      part[key] = [];
      if (type) trail[type] = {};
    }
    trail.User = userTrail;
  }
  let room = EXPORT_PART_RECORDS;
  while (at.section < SECTIONS.length && room > 0) {
    const section = SECTIONS[at.section]!;
    const page = await section.list(owner, { limit: room, ...(at.cursor ? { cursor: at.cursor } : {}) });
    part[section.key] = [...((part[section.key] as unknown[] | undefined) ?? []), ...page.items];
    if (section.trail) {
      trail[section.trail] = await trailsOf(
        section.trail,
        page.items.map((r) => r.id),
      );
    }
    if (section.key === 'auditReports') {
      const reports = page.items as unknown as { id: string; signatures: object[] }[];
      part.signatures = reports.flatMap((r) => r.signatures.map((s) => ({ reportId: r.id, ...s })));
    }
    room -= page.items.length;
    at = page.next ? { section: at.section, cursor: page.next } : { section: at.section + 1, cursor: null };
  }
  part.trail = trail;
  const next = at.section < SECTIONS.length ? encodeCursor(scopeOf(owner), JSON.stringify(at)) : null;
  return { part, next };
}
