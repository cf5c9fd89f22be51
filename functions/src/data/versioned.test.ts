import { describe, expect, it } from 'vitest';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { useTestTable } from '../../test/harness';
import { db, tableName } from './client';
import { versionedUpdate } from './versioned';
import { HttpError } from '../lib/errors';

useTestTable();
const key = { PK: 'TEST#1', SK: 'ITEM' };

describe('versionedUpdate', () => {
  it('applies a write made from the current version and bumps it', async () => {
    await db().send(new PutCommand({ TableName: tableName(), Item: { ...key, title: 'a', version: 1 } }));
    const out = await versionedUpdate({ key, expectedVersion: 1, set: { title: 'b' } });
    expect(out).toMatchObject({ title: 'b', version: 2 });
  });

  it('refuses a stale write with 409 and overwrites nothing', async () => {
    const err = await versionedUpdate({ key, expectedVersion: 1, set: { title: 'stale' } }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(HttpError);
    expect((err as HttpError).status).toBe(409);
    const item = await db().send(new GetCommand({ TableName: tableName(), Key: key }));
    expect(item.Item).toMatchObject({ title: 'b', version: 2 });
  });

  it('refuses to create an item that does not exist', async () => {
    const err = await versionedUpdate({
      key: { PK: 'TEST#missing', SK: 'ITEM' },
      expectedVersion: 0,
      set: { title: 'x' },
    }).catch((e: unknown) => e);
    expect((err as HttpError).status).toBe(409);
  });
});
