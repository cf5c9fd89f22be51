import { storedAggregates } from '../data/analytics/aggregates';
import { aggregatesFromRecords, rebuildAggregates } from '../data/analytics/rebuild';
import { scanTable } from '../data/core/scan';

const COUNTED = new Set(['Audit', 'Finding', 'Capa']);

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
