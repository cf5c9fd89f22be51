import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { S3Client } from '@aws-sdk/client-s3';
import { DeleteCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { db, tableName } from '../src/data/core/client';
import { anchorTrail, folderAnchorStore, readHeads, s3AnchorStore, type TrailAnchor } from '../src/data/trail/anchors';
import { entryHash, type TrailEntry } from '../src/data/trail/trail';
import { verifyTable } from '../../scripts/trail-verify';
import { asProUser, invoke, useTestTable, type Caller } from './harness';
import { newAudit } from './fixtures';
import { trailVerifyCli } from './trailCli';

/**
 * Trail anchors (issue 25, item 5): the chain heads copied out of the table once a day, and `trail:verify`
 * comparing the table with them. A chain rebuilt whole after anchoring — every hash recomputed, the head moved
 * along, so the chain itself verifies — is caught by the anchor alone.
 */
useTestTable();

const user: Caller = { sub: 'anchor-user', email: 'anchor@example.com', givenName: 'Ann', familyName: 'Chor' };
const DAY = new Date('2026-03-02T00:30:00.000Z');
let dir = '';
let rewritten = '';
let removed = '';
let headCount = 0;

beforeAll(async () => {
  await asProUser(user);
  rewritten = await newAudit(user, 'Anchored audit');
  const edit = await invoke('PATCH', `/api/audits/${rewritten}`, {
    caller: user,
    body: { version: 1, title: 'Edited', reason: 'Site renamed' },
  });
  expect(edit.status).toBe(200);
  removed = await newAudit(user, 'Audit whose trail goes');
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cq-anchors-'));
});

async function chainItems(entityId: string) {
  const out = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': `TRAIL#Audit#${entityId}` },
    }),
  );
  return out.Items ?? [];
}

/** `npm run trail:verify` against this suite's table and anchor folder. */
const cli = () => trailVerifyCli({ TRAIL_ANCHOR_DIR: dir });

describe('trail anchors', { timeout: 60_000 }, () => {
  it("writes every chain head into the day's anchor, once", async () => {
    const heads = await readHeads(db(), tableName());
    expect(heads).toContainEqual({ entityType: 'Audit', entityId: rewritten, seq: 2, hash: expect.any(String) });
    expect(heads).toContainEqual({ entityType: 'Audit', entityId: removed, seq: 1, hash: expect.any(String) });
    headCount = heads.length;

    const store = folderAnchorStore(dir);
    expect(await anchorTrail(db(), tableName(), store, DAY)).toEqual({
      day: '2026-03-02',
      heads: headCount,
      written: true,
    });
    const file = path.join(dir, 'anchors', '2026-03-02.json');
    const anchor = JSON.parse(fs.readFileSync(file, 'utf8')) as TrailAnchor;
    expect(anchor).toMatchObject({ day: '2026-03-02', at: DAY.toISOString(), table: tableName(), heads });

    // A second run the same day (a retry, a restarted stack) leaves the day's anchor as it was.
    const later = new Date(DAY.getTime() + 3_600_000);
    expect(await anchorTrail(db(), tableName(), store, later)).toMatchObject({ written: false });
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual(anchor);
    expect(await store.list()).toEqual([anchor]);
  });

  it('finds an untouched table, and chains that grew since, matching their anchors', async () => {
    const edit = await invoke('PATCH', `/api/audits/${rewritten}`, {
      caller: user,
      body: { version: 2, title: 'Later', reason: 'Site renamed again' },
    });
    expect(edit.status).toBe(200);
    const report = await verifyTable(db(), tableName(), await folderAnchorStore(dir).list());
    expect(report.breaks).toEqual([]);
    expect(report).toMatchObject({ anchors: 1, anchoredHeads: headCount, anchorMismatches: [] });

    const run = cli();
    expect(run.stdout).toContain(
      `trail_anchors_checked: 1\ntrail_anchored_heads_checked: ${headCount}\ntrail_anchor_mismatches: 0`,
    );
    expect(run.status).toBe(0);
  });

  it('catches a chain rewritten after it was anchored, though the rewritten chain verifies', async () => {
    // What someone with write access to the table could do: change the first entry, recompute every hash and
    // link after it, and move the head along. No hash inside the table can tell.
    const items = (await chainItems(rewritten)).sort((a, b) => String(a.SK).localeCompare(String(b.SK)));
    const entries = items.filter((i) => String(i.SK).startsWith('ENTRY#'));
    let prevHash = (entries[0]!.entry as TrailEntry).prevHash;
    for (const item of entries) {
      const { hash: _old, ...rest } = item.entry as TrailEntry;
      const forged = {
        ...rest,
        prevHash,
        ...(rest.seq === 1 ? { after: { ...(rest.after as object), title: 'Forged title' } } : {}),
      };
      const entry = { ...forged, hash: entryHash(forged) };
      prevHash = entry.hash;
      await db().send(new PutCommand({ TableName: tableName(), Item: { ...item, entry } }));
    }
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: { PK: `TRAIL#Audit#${rewritten}`, SK: 'HEAD' },
        UpdateExpression: 'SET #hash = :hash',
        ExpressionAttributeNames: { '#hash': 'hash' },
        ExpressionAttributeValues: { ':hash': prevHash },
      }),
    );
    // The removed chain: every entry and its head gone.
    for (const item of await chainItems(removed)) {
      await db().send(new DeleteCommand({ TableName: tableName(), Key: { PK: item.PK, SK: item.SK } }));
    }

    expect((await verifyTable(db(), tableName())).breaks).toEqual([]);
    const report = await verifyTable(db(), tableName(), await folderAnchorStore(dir).list());
    expect(report.breaks).toEqual([]);
    expect(report.anchorMismatches).toEqual([
      { day: '2026-03-02', entityType: 'Audit', entityId: rewritten, seq: 2, reason: 'hash' },
      { day: '2026-03-02', entityType: 'Audit', entityId: removed, seq: 1, reason: 'missing' },
    ]);

    const run = cli();
    expect(run.stdout).toContain('trail_breaks: 0');
    expect(run.stdout).toContain('trail_anchor_mismatches: 2');
    expect(run.stdout).toContain(
      `anchor mismatch: Audit ${rewritten} entry 2 anchored on 2026-03-02 (its hash changed)`,
    );
    expect(run.stdout).toContain(
      `anchor mismatch: Audit ${removed} entry 1 anchored on 2026-03-02 (no longer in the table)`,
    );
    expect(run.status).toBe(1);
  });
});

describe('the S3 anchor store', () => {
  const anchor: TrailAnchor = { day: '2026-03-02', at: DAY.toISOString(), table: 't', heads: [] };

  function fakeS3(answer: (input: Record<string, unknown>) => unknown) {
    const sent: Array<{ name: string; input: Record<string, unknown> }> = [];
    const client = {
      send: async (command: { constructor: { name: string }; input: Record<string, unknown> }) => {
        sent.push({ name: command.constructor.name, input: command.input });
        return answer(command.input);
      },
    };
    return { client: client as unknown as S3Client, sent };
  }

  it('writes anchors/<day>.json only if absent, with a checksum (Object Lock buckets require one)', async () => {
    const { client, sent } = fakeS3(() => ({}));
    expect(await s3AnchorStore('anchors-bucket', client).put(anchor)).toBe(true);
    expect(sent).toEqual([
      {
        name: 'PutObjectCommand',
        input: expect.objectContaining({
          Bucket: 'anchors-bucket',
          Key: 'anchors/2026-03-02.json',
          IfNoneMatch: '*',
          ChecksumAlgorithm: 'SHA256',
          Body: JSON.stringify(anchor),
        }),
      },
    ]);
  });

  it("answers false when the day's anchor exists (412), and passes any other error on", async () => {
    const exists = fakeS3(() => Promise.reject(Object.assign(new Error('exists'), { name: 'PreconditionFailed' })));
    expect(await s3AnchorStore('b', exists.client).put(anchor)).toBe(false);
    const denied = fakeS3(() => Promise.reject(Object.assign(new Error('denied'), { name: 'AccessDenied' })));
    await expect(s3AnchorStore('b', denied.client).put(anchor)).rejects.toThrow('denied');
  });

  it('lists every anchor under anchors/, oldest first, across pages', async () => {
    const days = ['2026-03-03', '2026-03-01', '2026-03-02'];
    const { client } = fakeS3((input) => {
      if ('Prefix' in input) {
        return input.ContinuationToken
          ? { Contents: [{ Key: `anchors/${days[2]}.json` }, { Key: 'anchors/notes.txt' }] }
          : { Contents: days.slice(0, 2).map((d) => ({ Key: `anchors/${d}.json` })), NextContinuationToken: 'next' };
      }
      const day = String(input.Key).slice(8, 18);
      return { Body: { transformToString: async () => JSON.stringify({ ...anchor, day }) } };
    });
    expect((await s3AnchorStore('b', client).list()).map((a) => a.day)).toEqual([
      '2026-03-01',
      '2026-03-02',
      '2026-03-03',
    ]);
  });
});
