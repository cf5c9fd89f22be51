import { randomInt } from 'node:crypto';
import { store, type TransactionEntities } from './store';
import type { ItemWrite } from '../trail/trail';
import './counter.entity';

/** Shards of a counter: enough that parallel transactions rarely meet on one item, few enough to read at once. */
export const COUNTER_SHARDS = 8;
const shard = () => String(randomInt(COUNTER_SHARDS)).padStart(2, '0');

/** The running totals the admin dashboard shows. */
export type TotalName = 'totalUsers' | 'activeAudits';
/**
 * The time series kept per UTC day and per ten minutes: every browser error report (the daily chart), the
 * reports that point at a fault (health), and 5xx answers.
 */
export type SeriesName = 'errorLogs' | 'browserFaults' | 'serverErrors';
export type SeriesGrain = 'day' | 'tenMinutes';

const seriesName = (name: SeriesName, grain: SeriesGrain) => `${name}:${grain}`;

/** A series' slots outlive what is read of them (14 days of days, an hour of ten-minute buckets), then expire. */
const SERIES_RETENTION_SECONDS: Record<SeriesGrain, number> = { day: 40 * 86_400, tenMinutes: 2 * 86_400 };

/** The bucket of an instant: its UTC day (`2026-11-23`) or its ten minutes (`2026-11-23T21:10`). */
export function bucketOf(grain: SeriesGrain, at: Date): string {
  const iso = at.toISOString();
  return grain === 'day' ? iso.slice(0, 10) : `${iso.slice(0, 15)}0`;
}

/** One write of a transaction that moves a total by `delta` (on a random shard). */
export function totalChange({ counter }: TransactionEntities, name: TotalName, delta: number): ItemWrite {
  return {
    item: counter
      .update({ name, slot: `SHARD#${shard()}` })
      .add({ count: delta })
      .commit(),
  };
}

/** Writes of a transaction that count one event at `at` in a series, per day and per ten minutes. */
export function seriesEvent({ counter }: TransactionEntities, name: SeriesName, at: Date): ItemWrite[] {
  return (['day', 'tenMinutes'] as const).map((grain) => ({
    item: counter
      .update({ name: seriesName(name, grain), slot: `${bucketOf(grain, at)}#${shard()}` })
      .add({ count: 1 })
      .set({ expiresAt: Math.floor(at.getTime() / 1000) + SERIES_RETENTION_SECONDS[grain] })
      .commit(),
  }));
}

/** Counts one event outside any transaction (an UpdateItem ADD per grain: never refused, never in conflict). */
export async function countEvent(name: SeriesName, at = new Date()): Promise<void> {
  const { counter } = store();
  await Promise.all(
    (['day', 'tenMinutes'] as const).map((grain) =>
      counter
        .update({ name: seriesName(name, grain), slot: `${bucketOf(grain, at)}#${shard()}` })
        .add({ count: 1 })
        .set({ expiresAt: Math.floor(at.getTime() / 1000) + SERIES_RETENTION_SECONDS[grain] })
        .go(),
    ),
  );
}

/** Access pattern: a total (one Query of its partition, the shards summed). */
export async function readTotal(name: TotalName): Promise<number> {
  const { data } = await store().counter.query.byName({ name }).go({ pages: 'all' });
  return data.reduce((sum, slot) => sum + (slot.count ?? 0), 0);
}

/**
 * Access pattern: a series' counts per bucket from `from` to `to` (inclusive, bucket names), one Query on the
 * slots between them. Buckets without events are absent from the map.
 */
export async function readSeries(
  name: SeriesName,
  grain: SeriesGrain,
  from: string,
  to: string,
): Promise<Map<string, number>> {
  const { data } = await store()
    .counter.query.byName({ name: seriesName(name, grain) })
    // `~` sorts after `#<shard>`, so the last bucket's every shard is inside the range.
    .between({ slot: `${from}#` }, { slot: `${to}#~` })
    .go({ pages: 'all' });
  const counts = new Map<string, number>();
  for (const slot of data) {
    const bucket = slot.slot.slice(0, slot.slot.lastIndexOf('#'));
    counts.set(bucket, (counts.get(bucket) ?? 0) + (slot.count ?? 0));
  }
  return counts;
}

/** Sets a total outright (the local seeder's one-off backfill; never on a request path). */
export async function resetTotal(name: TotalName, value: number): Promise<void> {
  const { counter } = store();
  const { data } = await counter.query.byName({ name }).go({ pages: 'all' });
  await Promise.all(data.map((slot) => counter.delete({ name, slot: slot.slot }).go()));
  await counter.put({ name, slot: 'SHARD#00', count: value }).go();
}
