import { createHash } from 'node:crypto';
import type { DomainError } from '../../domain/errors';
import { currentActingVia, type ActingVia } from '../../lib/actingVia';
import { ContentionError } from '../core/contention';
import { store, transaction, type TransactionEntities, type TransactionWrites } from '../core/store';
import { tallyWrites, type TallyMove } from '../audits/tally';
import { aggWrites, type AggWrite } from '../analytics/aggregates';
import { webhookWritesFor } from '../integrations/webhookEvents';
import './trailEntry.entity';

export interface TrailChange {
  entityType: string;
  entityId: string;
  /** Who made the change: a user id, or `system:<reason>` for automatic changes. */
  actor: string;
  /** The workspace the record belongs to (entries written before organisations carry none). */
  workspaceId?: string;
  action: string;
  before: unknown;
  after: unknown;
  /** An optional reason the user gave (Part 11 asks for the meaning of a change where relevant). */
  reason?: string;
  /**
   * The means, when a key acted for the actor (set from the request's scope, lib/actingVia.ts). Absent on every
   * entry a person made themselves, so entries written before keys existed hash exactly as they did.
   */
  via?: ActingVia;
}

export interface TrailEntry extends Omit<TrailChange, 'before' | 'after'> {
  seq: number;
  at: string;
  before: unknown;
  after: unknown;
  prevHash: string;
  hash: string;
}

const GENESIS = '0'.repeat(64);

/** Canonical JSON (sorted keys) so the same content always hashes the same. */
export function canonical(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value ?? null);
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : 1));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
}

export function entryHash(entry: Omit<TrailEntry, 'hash'>): string {
  return createHash('sha256').update(canonical(entry)).digest('hex');
}

/** The newest entry of a record's chain, read consistently so the next link is built on the true head. */
async function latestEntry(entityType: string, entityId: string): Promise<TrailEntry | undefined> {
  const { data } = await store()
    .trailEntry.query.byRecord({ entityType, entityId })
    .go({ order: 'desc', limit: 1, consistent: true });
  return data[0]?.entry as TrailEntry | undefined;
}

/**
 * One write of a trailed transaction and, when its condition can fail for a reason the caller must hear
 * (missing, stale, limit reached), what to tell them from the item as it was (null: there was none; ask for it
 * with `.commit({ response: 'all_old' })`). A write without `refusal` fails only by contention: retried.
 */
export interface ItemWrite {
  item: TransactionWrites[number];
  refusal?: (stored: Record<string, unknown> | null) => DomainError;
  /** The trail entry this write appends: the webhook events it causes join the same transaction. */
  appends?: TrailEntry;
}

/**
 * A move of a workspace's dashboard numbers (data/audits/tally.ts). A transaction may move them for several of its
 * records (a report completion: the report, its findings, its audit): `writeTogether` adds up a transaction's
 * moves into one write per workspace, since a transaction may name an item only once.
 */
export interface TallyWrite {
  tally: TallyMove;
}

/** A move of the workspace's analytics aggregates (data/analytics), added up per item like the tally's. */
export type Write = ItemWrite | TallyWrite | AggWrite;

/**
 * A trailed change of a record written in another record's transaction (a CAPA's close closes its finding; a
 * report's progress moves its audit): its trail change and its writes.
 */
export interface CompanionChange {
  change: TrailChange;
  writes: (entities: TransactionEntities) => Write[];
}

/** The next link of a chain: after `prev`, or the first (seq 1, genesis hash) of a new record's chain. */
function chainEntry(change: TrailChange, prev: TrailEntry | null, at: string): TrailEntry {
  const via = change.via ?? currentActingVia();
  const unhashed: Omit<TrailEntry, 'hash'> = {
    ...change,
    ...(via ? { via: { apiKeyId: via.apiKeyId, name: via.name } } : {}),
    before: change.before ?? null,
    after: change.after ?? null,
    seq: (prev?.seq ?? 0) + 1,
    at,
    prevHash: prev?.hash ?? GENESIS,
  };
  return { ...unhashed, hash: entryHash(unhashed) };
}

/**
 * Appends an entry; it can only be created, never replaced (its sequence number must be new). The chain's head
 * moves with it, from the entry it was built on (or from nothing: a new chain, or one older than heads).
 */
function appendEntry({ trailEntry, trailHead }: TransactionEntities, entry: TrailEntry): Write[] {
  const record = { entityType: entry.entityType, entityId: entry.entityId };
  return [
    {
      item: trailEntry
        .create({
          ...record,
          seq: entry.seq,
          actor: entry.actor,
          ...(entry.workspaceId ? { workspaceId: entry.workspaceId } : {}),
          at: entry.at,
          day: entry.at.slice(0, 10),
          entry,
        })
        .commit(),
      appends: entry,
    },
    {
      item: trailHead
        .put({ ...record, seq: entry.seq, hash: entry.hash, at: entry.at })
        .where(({ seq }, { notExists, eq }) =>
          entry.seq === 1 ? notExists(seq) : `${notExists(seq)} OR ${eq(seq, entry.seq - 1)}`,
        )
        .commit(),
    },
  ];
}

/**
 * The creation entries of a record made inside another record's transaction (findings and CAPA a report
 * generates): a new record's chain starts at seq 1, so no read is needed.
 */
export const creationEntry = (entities: TransactionEntities, change: Omit<TrailChange, 'action' | 'before'>): Write[] =>
  appendEntry(entities, chainEntry({ ...change, action: 'create', before: null }, null, new Date().toISOString()));

/**
 * Writes a record change and its trail entry in one transaction. The entry is created with a condition on its
 * sequence number, so two concurrent writers cannot both extend the chain from the same entry: the loser's
 * whole transaction fails (contention, retried by `retryOnContention`) and its record change is not applied.
 */
export async function trailedWrite(
  change: TrailChange,
  writes: (entities: TransactionEntities) => Write[],
  /** Changes of other existing records that hold or fail with this one, each with its own trail entry. */
  companions: readonly CompanionChange[] = [],
): Promise<TrailEntry> {
  const at = new Date().toISOString();
  const entries = await Promise.all(
    [change, ...companions.map((c) => c.change)].map(async (c) =>
      chainEntry(c, (await latestEntry(c.entityType, c.entityId)) ?? null, at),
    ),
  );
  await writeTogether((entities) => [
    ...writes(entities),
    ...companions.flatMap((c) => c.writes(entities)),
    ...entries.flatMap((e) => appendEntry(entities, e)),
  ]);
  return entries[0]!;
}

/**
 * Writes that succeed or fail together (one TransactWriteItems), for records that keep no trail (a Quala
 * interaction with its usage slot and award). A refused condition throws that write's refusal; anything else
 * that cancels the transaction is contention (retried by `retryOnContention`).
 */
export async function writeTogether(writes: (entities: TransactionEntities) => Write[]): Promise<void> {
  let planned: ItemWrite[] = [];
  let bound: TransactionEntities | undefined;
  transaction()
    .write((entities) => {
      bound = entities;
      const all = writes(entities);
      const moves = all.flatMap((w) => ('tally' in w ? [w.tally] : []));
      const aggs = all.flatMap((w) => ('agg' in w ? [w.agg] : []));
      planned = [
        ...all.filter((w): w is ItemWrite => 'item' in w),
        ...tallyWrites(entities, moves),
        ...aggWrites(entities, aggs),
      ];
      return planned.map((w) => w.item);
    })
    .params();
  // The webhook events the trail entries cause join the same transaction (data/integrations/webhookEvents.ts).
  const entries = planned.flatMap((w) => (w.appends ? [w.appends] : []));
  const events = await webhookWritesFor(bound!, entries);
  const result = await transaction()
    .write(() => [...planned, ...events].map((w) => w.item))
    .go();
  if (result.canceled) {
    const data = result.data as Array<{ rejected: boolean; code: string; item: Record<string, unknown> | null }>;
    const index = data.findIndex((d) => d.rejected && d.code === 'ConditionalCheckFailed');
    // A trail entry's own condition, or a concurrent transaction on the same items: someone else got there first.
    const refusal = planned[index]?.refusal;
    if (index === -1 || !refusal) throw new ContentionError();
    throw refusal(data[index]!.item ?? null);
  }
}

/** Reads a record's whole trail in order. */
export async function readTrail(entityType: string, entityId: string): Promise<TrailEntry[]> {
  const { data } = await store().trailEntry.query.byRecord({ entityType, entityId }).go({ pages: 'all' });
  return data.map((item) => item.entry as TrailEntry);
}

/** Everything one actor changed, oldest first (one Query on GSI1). */
export async function trailByActor(actor: string): Promise<TrailEntry[]> {
  const { data } = await store().trailEntry.query.byActor({ actor }).go({ pages: 'all' });
  return data.map((item) => item.entry as TrailEntry);
}

/** The newest of one actor's changes in one workspace (an organisation admin's view of a member's actions). */
export async function trailByActorIn(actor: string, workspaceId: string, limit = 200): Promise<TrailEntry[]> {
  const { data } = await store()
    .trailEntry.query.byActor({ actor })
    .where((attr, { eq }) => eq(attr.workspaceId, workspaceId))
    .go({ order: 'desc', limit, pages: 5 });
  return data.map((item) => item.entry as TrailEntry);
}

/** All changes on one UTC day (`yyyy-mm-dd`), oldest first (one Query on GSI2). */
export async function trailByDay(day: string): Promise<TrailEntry[]> {
  const { data } = await store().trailEntry.query.byDay({ day }).go({ pages: 'all' });
  return data.map((item) => item.entry as TrailEntry);
}

/**
 * One workspace's changes on one UTC day, oldest first (one Query on GSI2 filtered to the workspace), reading at
 * most `pages` pages; `complete` is false when more remain.
 */
export async function trailOfWorkspaceOnDay(
  workspaceId: string,
  day: string,
  pages: number,
): Promise<{ entries: TrailEntry[]; complete: boolean }> {
  const { data, cursor } = await store()
    .trailEntry.query.byDay({ day })
    .where((attr, { eq }) => eq(attr.workspaceId, workspaceId))
    .go({ pages });
  return { entries: data.map((item) => item.entry as TrailEntry), complete: !cursor };
}

/** Where a record's chain ends (GetItem); null for a chain written before heads were kept. */
export async function readHead(entityType: string, entityId: string): Promise<ChainHead | null> {
  const { data } = await store().trailHead.get({ entityType, entityId }).go({ consistent: true });
  return data ? { seq: data.seq, hash: data.hash } : null;
}

export interface ChainHead {
  seq: number;
  hash: string;
}

/** A record's trail as the API shows it: the entries, and whether (and where) the chain breaks. */
export async function checkedTrail(entityType: string, entityId: string) {
  const [entries, head] = await Promise.all([readTrail(entityType, entityId), readHead(entityType, entityId)]);
  const brokenAt = verifyChain(entries, head);
  return { entries, verified: brokenAt === null, brokenAt };
}

/**
 * Recomputes every hash and link; returns the first broken sequence number, or null when intact. With the
 * chain's head, entries missing from the end count too: the first missing one is where it breaks.
 */
export function verifyChain(entries: TrailEntry[], head?: ChainHead | null): number | null {
  let prevHash = GENESIS;
  for (const [i, entry] of entries.entries()) {
    const { hash, ...rest } = entry;
    if (entry.seq !== i + 1 || entry.prevHash !== prevHash || entryHash(rest) !== hash) return entry.seq;
    prevHash = hash;
  }
  if (!head) return null;
  if (head.seq > entries.length) return entries.length + 1;
  if (head.seq < entries.length) return head.seq + 1;
  return head.hash === prevHash ? null : head.seq;
}
