import { listAudits } from '../audits/audits';
import { capaAggregates, listWorkspaceCapas } from '../audits/capas';
import { findingAggregates, listWorkspaceFindings } from '../audits/findings';
import type { Page, PageRequest } from '../core/paging';
import { store } from '../core/store';
import { scanTable } from '../core/scan';
import { shardOf, storedAggregates, sumContributions } from './aggregates';
import { listReports, reportRiskContributions } from '../audits/reports';
import { listInteractions } from '../quala/quala';
import { auditContributions, qualaContributions, type Contribution } from './rules';
import './aggregate.entity';

/** Every item of a paged list, page after page. */
async function everyPage<T>(read: (page: PageRequest) => Promise<Page<T>>): Promise<T[]> {
  const items: T[] = [];
  let cursor: string | undefined;
  do {
    const page = await read({ limit: 100, ...(cursor ? { cursor } : {}) });
    items.push(...page.items);
    cursor = page.next ?? undefined;
  } while (cursor);
  return items;
}

/**
 * What a workspace's aggregates should hold, added up from its records by the same rules the writes use. Reads
 * the whole workspace: the backfill's and its test's, never a request path.
 */
export async function aggregatesFromRecords(workspaceId: string): Promise<Map<string, Contribution>> {
  const owner = { workspaceId, actor: 'system:analytics-backfill' };
  const [audits, findings, capas, reports, questions] = await Promise.all([
    everyPage((page) => listAudits(owner, page)),
    everyPage((page) => listWorkspaceFindings(owner, page, {})),
    everyPage((page) => listWorkspaceCapas(owner, page)),
    everyPage((page) => listReports(owner, page)),
    everyPage((page) => listInteractions(owner, page)),
  ]);
  return sumContributions(
    [
      ...audits.map(auditContributions),
      ...findings.map(findingAggregates),
      ...capas.map(capaAggregates),
      ...reports.map(reportRiskContributions),
      ...questions.map(qualaContributions),
    ].map((contributions) => ({ contributions, sign: 1 as const })),
  );
}

/**
 * Sets a workspace's aggregates outright from its records (data stored before analytics, or a repair): every
 * shard is deleted, then each month's sums are put on shard 0. Run with writes stopped: a write landing between
 * the read and the put would be counted twice or not at all.
 */
export async function rebuildAggregates(workspaceId: string): Promise<{ items: number; removed: number }> {
  const { analyticsAggregate } = store();
  const expected = await aggregatesFromRecords(workspaceId);
  const { data: all } = await analyticsAggregate.query.byWorkspace({ workspaceId }).go({ pages: 'all' });
  await Promise.all(
    all.map(({ series, dim, month, shard }) =>
      analyticsAggregate.delete({ workspaceId, series, dim, month, shard }).go(),
    ),
  );
  for (const { series, dim, month, counts, shard, members } of expected.values())
    await analyticsAggregate
      .put({ workspaceId, series, dim, month, shard: shardOf(shard, '0'), ...counts, ...(members ? { members } : {}) })
      .go();
  return { items: expected.size, removed: all.length };
}

const COUNTED = new Set(['Audit', 'Finding', 'Capa', 'AuditReport', 'QualaInteraction']);

/**
 * The analytics aggregates (issue 21) of workspaces whose records were stored before the writes kept them, or
 * whose aggregates disagree with their records: each such workspace's are rebuilt from its records by the rules
 * the writes use. A workspace whose aggregates already agree is left alone, so running it again changes nothing.
 * A Scan and whole-workspace reads: a one-off job run with writes stopped, never a request path.
 */
export async function backfillAnalytics(): Promise<{ workspaces: number; rebuilt: number }> {
  const workspaces = new Set<string>();
  for await (const item of scanTable()) {
    const workspaceId = String(item.workspaceId ?? '');
    if (String(item.PK).startsWith('WS#') && workspaceId && COUNTED.has(String(item.__edb_e__)))
      workspaces.add(workspaceId);
  }
  let rebuilt = 0;
  for (const workspaceId of workspaces) {
    const [stored, expected] = await Promise.all([storedAggregates(workspaceId), aggregatesFromRecords(workspaceId)]);
    if (sameAggregates(stored, expected)) continue;
    await rebuildAggregates(workspaceId);
    rebuilt += 1;
  }
  return { workspaces: workspaces.size, rebuilt };
}

function sameAggregates(a: Map<string, { counts: object }>, b: Map<string, { counts: object }>): boolean {
  if (a.size !== b.size) return false;
  const canonical = (counts: object) => JSON.stringify(Object.entries(counts).sort(([x], [y]) => (x < y ? -1 : 1)));
  return [...a].every(([key, { counts }]) => b.has(key) && canonical(b.get(key)!.counts) === canonical(counts));
}
