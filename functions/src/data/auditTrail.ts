import { createHash } from 'node:crypto';
import { QueryCommand, TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { conflict } from '../lib/errors';
import { db, tableName } from './client';
import { keys } from './keys';

export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

export interface TrailChange {
  entityType: string;
  entityId: string;
  /** Who made the change: a user id, or `system:<reason>` for automatic changes. */
  actor: string;
  action: string;
  before: unknown;
  after: unknown;
  /** An optional reason the user gave (Part 11 asks for the meaning of a change where relevant). */
  reason?: string;
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
function canonical(value: unknown): string {
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

async function latestEntry(entityType: string, entityId: string): Promise<TrailEntry | undefined> {
  const out = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :entry)',
      ExpressionAttributeValues: { ':pk': keys.trailPartition(entityType, entityId), ':entry': 'ENTRY#' },
      ScanIndexForward: false,
      Limit: 1,
    }),
  );
  return out.Items?.[0]?.entry as TrailEntry | undefined;
}

/**
 * Writes a record change and its audit-trail entry in one transaction. The entry is put with a condition
 * on its sequence number, so two concurrent writers cannot both extend the chain from the same entry:
 * the loser's whole transaction fails (409) and its record change is not applied either.
 */
export async function trailedWrite(change: TrailChange, writes: TransactItem[]): Promise<TrailEntry> {
  const prev = await latestEntry(change.entityType, change.entityId);
  const unhashed: Omit<TrailEntry, 'hash'> = {
    ...change,
    before: change.before ?? null,
    after: change.after ?? null,
    seq: (prev?.seq ?? 0) + 1,
    at: new Date().toISOString(),
    prevHash: prev?.hash ?? GENESIS,
  };
  const entry: TrailEntry = { ...unhashed, hash: entryHash(unhashed) };
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          ...writes,
          {
            Put: {
              TableName: tableName(),
              Item: { ...keys.trailEntry(change.entityType, change.entityId, entry.seq), type: 'TrailEntry', entry },
              ConditionExpression: 'attribute_not_exists(PK)',
            },
          },
        ],
      }),
    );
  } catch (error) {
    if (error instanceof TransactionCanceledException) throw conflict();
    throw error;
  }
  return entry;
}

/** Reads an entity's whole trail in order. */
export async function readTrail(entityType: string, entityId: string): Promise<TrailEntry[]> {
  const entries: TrailEntry[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const out = await db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :entry)',
        ExpressionAttributeValues: { ':pk': keys.trailPartition(entityType, entityId), ':entry': 'ENTRY#' },
        ExclusiveStartKey: start,
      }),
    );
    entries.push(...(out.Items ?? []).map((i) => i.entry as TrailEntry));
    start = out.LastEvaluatedKey;
  } while (start);
  return entries;
}

/** Recomputes every hash and link; returns the first broken sequence number, or null when intact. */
export function verifyChain(entries: TrailEntry[]): number | null {
  let prevHash = GENESIS;
  for (const [i, entry] of entries.entries()) {
    const { hash, ...rest } = entry;
    if (entry.seq !== i + 1 || entry.prevHash !== prevHash || entryHash(rest) !== hash) return entry.seq;
    prevHash = hash;
  }
  return null;
}
