import { allAudits } from '../audits/audits';
import { allCapas } from '../audits/capas';
import { allFindings } from '../audits/findings';
import { store } from '../core/store';
import { sumContributions } from './aggregates';
import { auditContributions, capaContributions, findingContributions, type Contribution } from './rules';

/**
 * What a workspace's aggregates should hold, added up from its records by the same rules the writes use. Reads
 * the whole workspace: the backfill's and its test's, never a request path.
 */
export async function aggregatesFromRecords(workspaceId: string): Promise<Map<string, Contribution>> {
  const owner = { workspaceId, actor: 'system:analytics-backfill' };
  const [audits, findings, capas] = await Promise.all([allAudits(owner), allFindings(owner), allCapas(owner)]);
  return sumContributions(
    [...audits.map(auditContributions), ...findings.map(findingContributions), ...capas.map(capaContributions)].map(
      (contributions) => ({ contributions, sign: 1 as const }),
    ),
  );
}

/**
 * Sets a workspace's aggregates outright from its records (data stored before analytics, or a repair): each item
 * is replaced whole, and items no record adds to any more are deleted. Run with writes stopped: a write landing
 * between the read and the put would be counted twice or not at all.
 */
export async function rebuildAggregates(workspaceId: string): Promise<{ items: number; removed: number }> {
  const { analyticsAggregate } = store();
  const expected = await aggregatesFromRecords(workspaceId);
  const { data: all } = await analyticsAggregate.query.byWorkspace({ workspaceId }).go({ pages: 'all' });
  const stale = all.filter((item) => !expected.has(`${item.series}#${item.dim}#${item.month}`));
  await Promise.all(
    stale.map(({ series, dim, month }) => analyticsAggregate.delete({ workspaceId, series, dim, month }).go()),
  );
  for (const { series, dim, month, counts } of expected.values())
    await analyticsAggregate.put({ workspaceId, series, dim, month, ...counts }).go();
  return { items: expected.size, removed: stale.length };
}
