import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { conflict } from '../lib/errors';
import { db, tableName } from './client';
import type { TransactItem } from './auditTrail';

interface VersionedUpdate {
  key: { PK: string; SK: string };
  /** The version the caller read; the write fails if the stored one differs. */
  expectedVersion: number;
  set: Record<string, unknown>;
}

function updateParts({ key, expectedVersion, set }: VersionedUpdate) {
  const fields = Object.entries({ ...set, updatedAt: new Date().toISOString() }).filter(([, v]) => v !== undefined);
  const names: Record<string, string> = { '#version': 'version' };
  const values: Record<string, unknown> = { ':expected': expectedVersion, ':next': expectedVersion + 1 };
  const assignments = fields.map(([field, value], i) => {
    names[`#f${i}`] = field;
    values[`:v${i}`] = value;
    return `#f${i} = :v${i}`;
  });
  return {
    TableName: tableName(),
    Key: key,
    UpdateExpression: `SET ${[...assignments, '#version = :next'].join(', ')}`,
    ConditionExpression: 'attribute_exists(PK) AND #version = :expected',
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
  };
}

/** The update as a transaction item, to go together with its audit-trail entry. */
export function versionedUpdateItem(update: VersionedUpdate): TransactItem {
  return { Update: updateParts(update) };
}

/** A standalone optimistic update: a stale version gets 409 and overwrites nothing. */
export async function versionedUpdate(update: VersionedUpdate): Promise<Record<string, unknown>> {
  try {
    const out = await db().send(new UpdateCommand({ ...updateParts(update), ReturnValues: 'ALL_NEW' }));
    return out.Attributes ?? {};
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) throw conflict();
    throw error;
  }
}
