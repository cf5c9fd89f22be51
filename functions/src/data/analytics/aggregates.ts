import { randomInt } from 'node:crypto';
import type { AnalyticsSeries } from '@cq/shared/analytics/schemas';
import { AGG_SHARDS } from './aggregate.entity';
import { store, type TransactionEntities } from '../core/store';
import type { ItemWrite } from '../trail/trail';
import { AGG_METRICS, type AggCounts, type Contribution } from './rules';

/** A move of a workspace's analytics aggregates: what its records add now and what they added before. */
export interface AggMove {
  workspaceId: string;
  before: readonly Contribution[];
  after: readonly Contribution[];
}
export interface AggWrite {
  agg: AggMove;
}

/** The move from what a record added to what it adds now; none when nothing changes. */
export function aggMove(workspaceId: string, before: Contribution[], after: Contribution[]): AggWrite[] {
  return before.length || after.length ? [{ agg: { workspaceId, before, after } }] : [];
}

const keyOf = (c: Pick<Contribution, 'series' | 'dim' | 'month'>) => `${c.series}#${c.dim}#${c.month}`;

/** Contributions added up per aggregate item (`sign` −1 takes them away), zero counts left out. */
export function sumContributions(
  parts: ReadonlyArray<{ contributions: readonly Contribution[]; sign: 1 | -1 }>,
): Map<string, Contribution> {
  const sums = new Map<string, Contribution>();
  for (const { contributions, sign } of parts)
    for (const c of contributions) {
      const sum = sums.get(keyOf(c)) ?? { series: c.series, dim: c.dim, month: c.month, counts: {} };
      for (const [name, n] of Object.entries(c.counts) as [keyof AggCounts, number][])
        sum.counts[name] = (sum.counts[name] ?? 0) + sign * n;
      sums.set(keyOf(c), sum);
    }
  for (const [key, sum] of sums) {
    sum.counts = Object.fromEntries(Object.entries(sum.counts).filter(([, n]) => n !== 0));
    if (!Object.keys(sum.counts).length) sums.delete(key);
  }
  return sums;
}

/** A transaction's moves added up into one ADD per aggregate item (a transaction names an item once). */
export function aggWrites({ analyticsAggregate }: TransactionEntities, moves: readonly AggMove[]): ItemWrite[] {
  const byWorkspace = new Map<string, AggMove[]>();
  for (const move of moves) byWorkspace.set(move.workspaceId, [...(byWorkspace.get(move.workspaceId) ?? []), move]);
  return [...byWorkspace].flatMap(([workspaceId, mine]) =>
    [
      ...sumContributions(
        mine.flatMap((m) => [
          { contributions: m.after, sign: 1 as const },
          { contributions: m.before, sign: -1 as const },
        ]),
      ).values(),
    ].map(({ series, dim, month, counts }) => {
      const shard = String(randomInt(AGG_SHARDS));
      return { item: analyticsAggregate.update({ workspaceId, series, dim, month, shard }).add(counts).commit() };
    }),
  );
}

type Counts = Record<(typeof AGG_METRICS)[number], number>;
export type MonthCounts = Map<string, Counts>;

/** Access pattern: one series of one filter value, months `fromMonth`…`toMonth` (one Query, AGG_SHARDS items a month). */
export async function readAggregates(
  workspaceId: string,
  series: AnalyticsSeries,
  dim: string,
  fromMonth: string,
  toMonth: string,
): Promise<MonthCounts> {
  const { data } = await store()
    .analyticsAggregate.query.byWorkspace({ workspaceId, series, dim })
    .between({ month: fromMonth }, { month: toMonth, shard: '~' })
    .go({ pages: 'all' });
  const months: MonthCounts = new Map();
  for (const item of data) {
    const sum = months.get(item.month) ?? (Object.fromEntries(AGG_METRICS.map((n) => [n, 0])) as Counts);
    for (const name of AGG_METRICS) sum[name] += item[name] ?? 0;
    months.set(item.month, sum);
  }
  return months;
}

/** Every aggregate item a workspace holds, non-zero counts only (the backfill and its test; not a request path). */
export async function storedAggregates(workspaceId: string): Promise<Map<string, Contribution>> {
  const { data } = await store().analyticsAggregate.query.byWorkspace({ workspaceId }).go({ pages: 'all' });
  // Its shards added up per month.
  return sumContributions([
    {
      contributions: data.map((item) => ({
        series: item.series as AnalyticsSeries,
        dim: item.dim,
        month: item.month,
        counts: Object.fromEntries(AGG_METRICS.map((name) => [name, item[name] ?? 0])) as AggCounts,
      })),
      sign: 1,
    },
  ]);
}
