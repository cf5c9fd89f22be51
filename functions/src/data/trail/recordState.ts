import { canonical, type TrailEntry } from './trail';

/**
 * How a record type's stored item relates to its trail, so `trail:verify` can check that the record is what its
 * trail says it is: a change made behind the API's back edits the item without an entry, and no hash in the chain
 * can show that.
 *
 * The mapping: the creation entry's `after` is the whole record as the API answered it; every later entry's
 * `after` holds the fields that change set, so applying them in order gives the record's state now (a deletion's
 * `after` is null: no item may remain). Each change is a versioned update, so the version is the creation's plus
 * one per change. Entries that changed nothing (an export) are named in `readOnlyActions`.
 */
export interface TrailedState {
  entityType: string;
  /** The sort-key prefix of its stored items (`REPORT#`); the item's `id` is the trail's `entityId`. */
  skPrefix: string;
  /** Entries that record something about the record without changing it. */
  readOnlyActions: readonly string[];
  /** Fields of the trail's state not compared, each for a reason given where the mapping is declared. */
  unchecked: readonly string[];
  /** What a field the item does not hold means (a list never written is empty); absent otherwise means null. */
  absentMeans?: Readonly<Record<string, unknown>>;
}

export type RecordState = Record<string, unknown>;

/**
 * The record's state as its trail tells it: null once deleted, undefined when the chain does not start with the
 * record's creation (a record older than its trail: nothing to compare with).
 */
export function replayState(entries: readonly TrailEntry[], type: TrailedState): RecordState | null | undefined {
  if (entries[0]?.action !== 'create') return undefined;
  return entries
    .filter((entry) => !type.readOnlyActions.includes(entry.action))
    .reduce<RecordState | null>((state, entry) => applied(state, entry), null);
}

/** One entry applied: a creation sets the whole state, a deletion ends it, a change sets its fields and a version. */
function applied(state: RecordState | null, entry: TrailEntry): RecordState | null {
  if (entry.action === 'create') return { ...(entry.after as RecordState) };
  if (entry.after === null || state === null) return null;
  const version: unknown = typeof state.version === 'number' ? state.version + 1 : state.version;
  return { ...state, ...(entry.after as RecordState), version };
}

/** The fields whose stored value is not the trail's (compared canonically: key order does not matter). */
export function stateDifferences(state: RecordState, item: RecordState, type: TrailedState): string[] {
  const stored = (field: string) => item[field] ?? type.absentMeans?.[field] ?? null;
  return Object.keys(state)
    .filter((field) => !type.unchecked.includes(field))
    .filter((field) => canonical(stored(field)) !== canonical(state[field] ?? null))
    .sort();
}
