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
