import type { AuditStatus } from '@cq/shared';
import {
  addCounts,
  auditCounts,
  findingCounts,
  reportCounts,
  resetTally,
  tallyIsCurrent,
  type Tally,
} from '../data/audits/tally';
import { TALLY_NAMES } from '../data/audits/tally.entity';
import { scanTable } from '../data/core/scan';
import { auditEntries, capaEntries, findingEntries, reportEntries, type BellEntry } from '../data/audits/bell';
import { getReport } from '../data/audits/reports';
import { store } from '../data/core/store';
import { toReview } from '../data/responses/responses';
import '../data/audits/bell.entity';

/**
 * The dashboard tallies (issue 25, item 1) of workspaces whose records were stored before tallies existed, or
 * before the tally counted all it counts now (TALLY_VERSION): each such tally is set from a count of the
 * workspace's audits, findings and reports. A current tally is left alone: the writes move it. Runs at start,
 * before the app serves, and before the one-chain migration, whose moves then count.
 */
export async function backfillWorkspaceTallies(): Promise<{ workspaces: number }> {
  const counted = new Map<string, Partial<Tally>>();
  const add = (workspaceId: string, counts: Partial<Tally>) => addCounts(counted, workspaceId, counts);
  for await (const item of scanTable()) {
    const workspaceId = String(item.workspaceId ?? '');
    if (!String(item.PK).startsWith('WS#') || !workspaceId) continue;
    const entity = item.__edb_e__;
    if (entity === 'Audit') add(workspaceId, auditCounts(item as { status: AuditStatus }));
    else if (entity === 'Finding')
      add(workspaceId, findingCounts(item as Parameters<typeof findingCounts>[0] & Record<string, unknown>));
    else if (entity === 'AuditReport')
      add(workspaceId, reportCounts(item as Parameters<typeof reportCounts>[0] & Record<string, unknown>));
    else if (entity === 'FindingResponse') add(workspaceId, toReview(item as Parameters<typeof toReview>[0] & object));
  }
  let workspaces = 0;
  for (const [workspaceId, counts] of counted) {
    if (await tallyIsCurrent(workspaceId)) continue;
    await resetTally(workspaceId, Object.fromEntries(TALLY_NAMES.map((n) => [n, counts[n] ?? 0])) as Tally);
    workspaces += 1;
  }
  return { workspaces };
}

/**
 * The bell entries (data/audits/bell.ts) of records stored before the bell kept them: each record's entries as it
 * stands now, written over whatever is there (the same entries its next write would keep), so running it again
 * changes nothing. Reports are read through the data layer, which works out who has signed them.
 */
export async function backfillBellEntries(): Promise<{ entries: number }> {
  const { bellEntry } = store();
  let entries = 0;
  for await (const item of scanTable()) {
    const workspaceId = String(item.workspaceId ?? '');
    if (!String(item.PK).startsWith('WS#') || !workspaceId) continue;
    const entity = item.__edb_e__;
    const raw = { auditId: null, reportId: null, dueDate: null, ...item } as never;
    let found: BellEntry[] = [];
    if (entity === 'Finding') found = findingEntries(raw);
    else if (entity === 'Capa') found = capaEntries({ checkDueDate: null, ...item } as never);
    else if (entity === 'Audit')
      found = auditEntries({ leadAuditorId: null, auditorIds: [], scheduledDate: null, ...item } as never);
    else if (entity === 'AuditReport' && item.reviewerId) {
      found = reportEntries(await getReport({ workspaceId, actor: 'system:bell-backfill' }, String(item.id)));
    }
    for (const entry of found) await bellEntry.put({ workspaceId, ...entry }).go();
    entries += found.length;
  }
  return { entries };
}
