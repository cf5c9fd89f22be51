import type { TrailEntryView } from '@cq/shared/audits/schemas';

/** The hash a chain's first entry points back to. */
const GENESIS = '0'.repeat(64);

/**
 * Where the chain visibly breaks: the first entry whose sequence number skips or whose `prevHash` is not the
 * hash of the entry before it (an entry removed, inserted or reordered). An entry edited in place keeps its
 * links; only the server, which recomputes every hash, sees that (it says so in `brokenAt`).
 */
export function firstBrokenLink(entries: readonly Pick<TrailEntryView, 'seq' | 'prevHash' | 'hash'>[]): number | null {
  let prevHash = GENESIS;
  for (const [i, entry] of entries.entries()) {
    if (entry.seq !== i + 1 || entry.prevHash !== prevHash) return entry.seq;
    prevHash = entry.hash;
  }
  return null;
}

export type TrailState = { kind: 'verified' } | { kind: 'broken'; at: number | null };

/** The trail's verification state: the server's verdict, and where it breaks (the server's `brokenAt`, else the links). */
export function trailState(trail: {
  entries: readonly TrailEntryView[];
  verified: boolean;
  brokenAt?: number | null;
}): TrailState {
  if (trail.verified) return { kind: 'verified' };
  return { kind: 'broken', at: trail.brokenAt ?? firstBrokenLink(trail.entries) };
}

/** One field an entry set or changed, as the trail shows it. */
export interface TrailChangeLine {
  field: string;
  label: string;
  before: string | null;
  after: string;
}

const asRecord = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/**
 * The changes function of a record whose trail entries hold its fields: a creation lists the values it set, a
 * change each labelled field that moved (emptied ones included), in the labels' order, each value as `show`
 * writes it. Bookkeeping fields (ids, timestamps, version) have no label and are left out.
 */
export function fieldChanges(
  labels: Record<string, string>,
  show: (field: string, value: unknown) => string,
): (entry: Pick<TrailEntryView, 'before' | 'after'>) => TrailChangeLine[] {
  const value = (field: string, v: unknown) => (v === null || v === undefined || v === '' ? '(none)' : show(field, v));
  return (entry) => {
    const before = entry.before === null || entry.before === undefined ? null : asRecord(entry.before);
    const after = asRecord(entry.after);
    const empty = (v: unknown) => v === null || v === undefined || v === '';
    const shown = (field: string) =>
      field in after && (before === null ? !empty(after[field]) : before[field] !== after[field]);
    return Object.keys(labels)
      .filter(shown)
      .map((field) => ({
        field,
        label: labels[field]!,
        before: before === null ? null : value(field, before[field]),
        after: value(field, after[field]),
      }));
  };
}
