import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { DeleteCommand, ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { db, tableName } from '../src/data/core/client';
import { formatReport, verifyTable } from '../../scripts/trail-verify';
import { asProUser, invoke, useTestTable, type Caller } from './harness';
import { newAudit } from './fixtures';

/**
 * `npm run trail:verify` (21 CFR 11.10(e)): every chain in the table verifies, and one edited entry in DynamoDB
 * Local — changed behind the API's back, as only someone with table access could — is reported.
 */
useTestTable();

const user: Caller = { sub: 'trail-user', email: 'trail@example.com' };
let auditId = '';

beforeAll(async () => {
  await asProUser(user);
  auditId = await newAudit(user, 'Chained audit');
  for (const [version, title] of [
    [1, 'Second title'],
    [2, 'Third title'],
  ] as const) {
    const res = await invoke('PATCH', `/api/audits/${auditId}`, { caller: user, body: { version, title } });
    expect(res.status).toBe(200);
  }
  const other = await newAudit(user, 'Another audit');
  const finding = await invoke('POST', `/api/audits/${other}/findings`, {
    caller: user,
    body: { title: 'A finding', severity: 'low' },
  });
  expect(finding.status).toBe(201);
});

async function trailItems() {
  const out = await db().send(
    new ScanCommand({
      TableName: tableName(),
      FilterExpression: 'begins_with(PK, :p) AND begins_with(SK, :e)',
      ExpressionAttributeValues: { ':p': 'TRAIL#', ':e': 'ENTRY#' },
    }),
  );
  return out.Items ?? [];
}

/** The CLI as `npm run trail:verify` runs it, pointed at this suite's table. */
function cli() {
  const root = path.resolve(import.meta.dirname, '..', '..');
  return spawnSync(process.execPath, ['--import', 'tsx', 'scripts/trail-verify.ts'], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
  });
}

describe('trail:verify', { timeout: 60_000 }, () => {
  it('walks every chain and finds them whole', async () => {
    const items = await trailItems();
    const report = await verifyTable(db(), tableName());
    expect(report.breaks).toEqual([]);
    expect(report.entries).toBe(items.length);
    expect(report.records).toBe(new Set(items.map((i) => i.PK)).size);
    expect(report.records).toBeGreaterThanOrEqual(3); // two audits and a finding at least
    expect(report.withoutHead).toBe(0);
    expect(formatReport(report)).toContain('trail_breaks: 0');
  });

  it('reports an entry edited in the table, and the API says the trail no longer verifies', async () => {
    const second = (await trailItems()).find((i) => i.entityId === auditId && i.entry.seq === 2)!;
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: { PK: second.PK, SK: second.SK },
        UpdateExpression: 'SET #e.#after.#title = :forged',
        ExpressionAttributeNames: { '#e': 'entry', '#after': 'after', '#title': 'title' },
        ExpressionAttributeValues: { ':forged': 'Forged title' },
      }),
    );
    const report = await verifyTable(db(), tableName());
    expect(report.breaks).toEqual([{ entityType: 'Audit', entityId: auditId, seq: 2, reason: 'hash' }]);
    expect(formatReport(report)).toContain(`break: Audit ${auditId} at entry 2 (hash)`);

    const trail = await invoke('GET', `/api/audits/${auditId}/trail`, { caller: user });
    expect(trail.json).toMatchObject({ verified: false });

    const run = cli();
    expect(run.stdout).toContain('trail_breaks: 1');
    expect(run.stdout).toContain(`break: Audit ${auditId} at entry 2 (hash)`);
    expect(run.stdout).toMatch(/trail_records_checked: \d+\ntrail_entries_checked: \d+/);
    expect(run.status).toBe(1);
  });

  it('reports a review copy (the actor index) that no longer matches its entry', async () => {
    const first = (await trailItems()).find((i) => i.entityId !== auditId && i.entry.seq === 1)!;
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: { PK: first.PK, SK: first.SK },
        UpdateExpression: 'SET actor = :someone',
        ExpressionAttributeValues: { ':someone': 'someone-else' },
      }),
    );
    const report = await verifyTable(db(), tableName());
    expect(report.breaks).toContainEqual({
      entityType: first.entityType,
      entityId: first.entityId,
      seq: 1,
      reason: 'index copy',
    });
  });

  it('reports entries removed from the end of a chain, which no hash inside the chain can show', async () => {
    const audit = await newAudit(user, 'Truncated audit');
    const edited = await invoke('PATCH', `/api/audits/${audit}`, {
      caller: user,
      body: { version: 1, title: 'Edited' },
    });
    expect(edited.status).toBe(200);
    const last = (await trailItems()).find((i) => i.entityId === audit && i.entry.seq === 2)!;
    await db().send(new DeleteCommand({ TableName: tableName(), Key: { PK: last.PK, SK: last.SK } }));

    const report = await verifyTable(db(), tableName());
    expect(report.breaks).toContainEqual({ entityType: 'Audit', entityId: audit, seq: 2, reason: 'truncated' });
    const trail = await invoke('GET', `/api/audits/${audit}/trail`, { caller: user });
    expect(trail.json).toMatchObject({ verified: false, brokenAt: 2 });

    // The whole chain gone: its head still names it.
    const first = (await trailItems()).find((i) => i.entityId === audit && i.entry.seq === 1)!;
    await db().send(new DeleteCommand({ TableName: tableName(), Key: { PK: first.PK, SK: first.SK } }));
    const after = await verifyTable(db(), tableName());
    expect(after.breaks).toContainEqual({ entityType: 'Audit', entityId: audit, seq: 1, reason: 'truncated' });
  });
});
