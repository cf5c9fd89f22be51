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

const keyOf = (c: Pick<Contribution, 'series' | 'dim' | 'month' | 'shard'>) =>
  `${c.series}#${c.dim}#${c.month}${c.shard === undefined ? '' : `#${c.shard}`}`;

/** A sum of contributions: its list entries counted (below zero: entries to take away). */
type Sum = Contribution & { tally: Map<string, number> };

/**
 * Contributions added up per aggregate item (`sign` −1 takes them away), zero counts left out; list entries
 * added and taken away in the same sum cancel, the rest kept as `members` (added) and `removed`.
 */
export function sumContributions(
  parts: ReadonlyArray<{ contributions: readonly Contribution[]; sign: 1 | -1 }>,
): Map<string, Contribution & { removed?: string[] }> {
  const sums = new Map<string, Sum>();
  for (const { contributions, sign } of parts)
    for (const c of contributions) {
      const { series, dim, month, shard } = c;
      const sum: Sum = sums.get(keyOf(c)) ?? {
        series,
        dim,
        month,
        ...(shard ? { shard } : {}),
        counts: {},
        tally: new Map(),
      };
      for (const [name, n] of Object.entries(c.counts) as [keyof AggCounts, number][])
        sum.counts[name] = (sum.counts[name] ?? 0) + sign * n;
      for (const member of c.members ?? []) sum.tally.set(member, (sum.tally.get(member) ?? 0) + sign);
      sums.set(keyOf(c), sum);
    }
  const out = new Map<string, Contribution & { removed?: string[] }>();
  for (const [key, { tally, ...sum }] of sums) {
    const counts = Object.fromEntries(Object.entries(sum.counts).filter(([, n]) => n !== 0));
    const members = [...tally].filter(([, n]) => n > 0).map(([m]) => m);
    const removed = [...tally].filter(([, n]) => n < 0).map(([m]) => m);
    if (!Object.keys(counts).length && !members.length && !removed.length) continue;
    out.set(key, {
      ...sum,
      counts,
      ...(members.length ? { members: members.sort() } : {}),
      ...(removed.length ? { removed: removed.sort() } : {}),
    });
  }
  return out;
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
    ].map(({ series, dim, month, counts, shard, members, removed }) => {
      // A listing item is its own (`shard` names it); a counting one is one of the month's shards at random.
      const key = { workspaceId, series, dim, month, shard: shardOf(shard, String(randomInt(AGG_SHARDS))) };
      let update = analyticsAggregate.update(key).add({ ...counts, ...(members ? { members } : {}) });
      if (removed) update = update.delete({ members: removed });
      return { item: update.commit() };
    }),
  );
}

export type Counts = Record<(typeof AGG_METRICS)[number], number>;
const zeroCounts = () => Object.fromEntries(AGG_METRICS.map((n) => [n, 0])) as Counts;
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
    const sum = months.get(item.month) ?? zeroCounts();
    for (const name of AGG_METRICS) sum[name] += item[name] ?? 0;
    months.set(item.month, sum);
  }
  return months;
}

/**
 * The stored shard of a contribution: a month's count is one of its numbered shards, a breakdown's count
 * (`k:<thing>`) one of that thing's (`k:<thing>#<n>`), a list (`a:<auditee>`) its own item.
 */
export const shardOf = (shard: string | undefined, n: string) =>
  shard === undefined ? n : shard.startsWith('k:') ? `${shard}#${n}` : shard;
/** What a stored shard adds up under: its breakdown thing or list, or (undefined) its month. */
const shardKey = (stored: string) => (/^\d+$/.test(stored) ? undefined : stored.replace(/#\d+$/, ''));
const isListing = (shard: string) => shardKey(shard)?.startsWith('a:') ?? false;

/**
 * Access pattern: the listing items of one series and filter value, months `fromMonth`…`toMonth`: one Query
 * reading one item per listed thing (an auditee) a month, with entries in it.
 */
export async function readListings(
  workspaceId: string,
  series: AnalyticsSeries,
  dim: string,
  fromMonth: string,
  toMonth: string,
): Promise<Array<{ month: string; shard: string; members: string[] }>> {
  const { data } = await store()
    .analyticsAggregate.query.byWorkspace({ workspaceId, series, dim })
    .between({ month: fromMonth }, { month: toMonth, shard: '~' })
    .go({ pages: 'all' });
  return data
    .filter((item) => isListing(item.shard) && item.members?.length)
    .map(({ month, shard, members }) => ({ month, shard, members: members! }));
}

/** A breakdown's counts per thing (and the labels seen for it). */
export type Breakdown = Map<string, { counts: Counts; labels: string[] }>;

type Stored = Awaited<ReturnType<typeof breakdownItems>>[number];
/** One breakdown's items of months `fromMonth`…`toMonth` (one Query). */
async function breakdownItems(workspaceId: string, series: AnalyticsSeries, name: string, from: string, to: string) {
  const { data } = await store()
    .analyticsAggregate.query.byWorkspace({ workspaceId, series, dim: `by:${name}` })
    .between({ month: from }, { month: to, shard: '~' })
    .go({ pages: 'all' });
  return data;
}

/**
 * Items added up per thing. Labels are gathered in a set (a question's items of a year hold hundreds of titles:
 * a list searched per title made the top-questions read quadratic) and the counts only where an item has one.
 */
function addUp(items: readonly Stored[]): Breakdown {
  const sums = new Map<string, { counts: Counts; labels: Set<string> }>();
  for (const item of items) {
    const thing = decodeURIComponent(shardKey(item.shard)!.slice(2));
    let sum = sums.get(thing);
    if (!sum) sums.set(thing, (sum = { counts: zeroCounts(), labels: new Set() }));
    for (const name of AGG_METRICS) {
      const n = item[name];
      if (n) sum.counts[name] += n;
    }
    for (const label of item.members ?? []) sum.labels.add(label);
  }
  return new Map([...sums].map(([thing, { counts, labels }]) => [thing, { counts, labels: [...labels] }]));
}

/**
 * Access pattern: one breakdown of a series (rules.ts `breakdown`), months `fromMonth`…`toMonth`: one Query
 * reading one item per thing counted per month and shard, added up per month and thing.
 */
export async function readBreakdownByMonth(
  workspaceId: string,
  series: AnalyticsSeries,
  name: string,
  fromMonth: string,
  toMonth: string,
): Promise<Map<string, Breakdown>> {
  const byMonth = new Map<string, Stored[]>();
  for (const item of await breakdownItems(workspaceId, series, name, fromMonth, toMonth)) {
    const items = byMonth.get(item.month);
    if (items) items.push(item);
    else byMonth.set(item.month, [item]);
  }
  return new Map([...byMonth].map(([month, items]) => [month, addUp(items)]));
}

/** The same, added up over the months (one Query). */
export async function readBreakdown(
  workspaceId: string,
  series: AnalyticsSeries,
  name: string,
  fromMonth: string,
  toMonth: string,
): Promise<Breakdown> {
  return addUp(await breakdownItems(workspaceId, series, name, fromMonth, toMonth));
}

/** Every aggregate item a workspace holds, non-zero counts only (the backfill and its test; not a request path). */
export async function storedAggregates(workspaceId: string): Promise<Map<string, Contribution>> {
  const { data } = await store().analyticsAggregate.query.byWorkspace({ workspaceId }).go({ pages: 'all' });
  // A counting item's shards added up per month; a listing item is its own.
  return sumContributions([
    {
      contributions: data.map((item) => ({
        series: item.series as AnalyticsSeries,
        dim: item.dim,
        month: item.month,
        counts: Object.fromEntries(AGG_METRICS.map((name) => [name, item[name] ?? 0])) as AggCounts,
        ...(shardKey(item.shard) ? { shard: shardKey(item.shard), members: item.members ?? [] } : {}),
      })),
      sign: 1,
    },
  ]);
}
