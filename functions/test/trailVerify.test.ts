import { DeleteCommand, ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { db, tableName } from '../src/data/core/client';
import { formatReport, verifyTable } from '../../scripts/trail-verify';
import { acceptSigningStatement, asProUser, invoke, useTestTable, type Caller } from './harness';
import { newAudit } from './fixtures';
import { useUserPool } from './userPool';
import { trailVerifyCli } from './trailCli';

/**
 * `npm run trail:verify` (21 CFR 11.10(e)): every chain in the table verifies, and one edited entry in DynamoDB
 * Local — changed behind the API's back, as only someone with table access could — is reported.
 */
useTestTable();

const account = { email: 'trail@example.com', password: 'Trail-Passw0rd!', firstName: 'Tess', lastName: 'Trail' };
// Signing re-checks the password: a real user pool (cognito-local).
useUserPool([account]);
const user: Caller = { sub: 'trail-user', email: account.email, givenName: 'Tess', familyName: 'Trail' };
let auditId = '';
let reportId = '';

beforeAll(async () => {
  await asProUser(user);
  auditId = await newAudit(user, 'Chained audit');
  for (const [version, title] of [
    [1, 'Second title'],
    [2, 'Third title'],
  ] as const) {
    const res = await invoke('PATCH', `/api/audits/${auditId}`, {
      caller: user,
      body: { version, title, reason: 'Title corrected' },
    });
    expect(res.status).toBe(200);
  }
  const other = await newAudit(user, 'Another audit');
  const finding = await invoke('POST', `/api/audits/${other}/findings`, {
    caller: user,
    body: { title: 'A finding', severity: 'low' },
  });
  expect(finding.status).toBe(201);

  // A report through its workflow (answers, moves, an export, which changes nothing), and one deleted.
  const report = await invoke('POST', '/api/audit-reports', {
    caller: user,
    body: { type: 'gcp_site_audit', title: 'Traced report', notes: 'Kept as trailed' },
  });
  reportId = report.json!.id;
  const answers = ['site-1', 'site-2', 'site-3', 'site-4', 'site-5'].map((questionId) => ({
    questionId,
    response: questionId === 'site-1' ? 'non_compliant' : 'compliant',
  }));
  let r = await invoke('PUT', `/api/audit-reports/${reportId}/responses`, {
    caller: user,
    body: { version: 1, responses: answers },
  });
  r = await invoke('PATCH', `/api/audit-reports/${reportId}`, {
    caller: user,
    body: { version: r.json!.version, status: 'review' },
  });
  r = await invoke('PATCH', `/api/audit-reports/${reportId}`, {
    caller: user,
    body: { version: r.json!.version, status: 'completed' },
  });
  expect(r.json).toMatchObject({ status: 'completed', version: 4 });
  await acceptSigningStatement(user);
  r = await invoke('POST', `/api/audit-reports/${reportId}/approve`, {
    caller: user,
    body: { version: 4, password: account.password, meaning: 'Authored' },
  });
  expect(r.json).toMatchObject({ version: 5, signatures: [{ meaning: 'Authored', valid: true }] });
  const exported = await invoke('GET', `/api/audit-reports/${reportId}/export`, {
    caller: user,
    query: { format: 'md' },
  });
  expect(exported.status).toBe(200);
  const unsigned = await invoke('POST', '/api/audit-reports', {
    caller: user,
    body: { type: 'vendor_audit', title: 'Unsigned draft' },
  });
  expect(unsigned.status).toBe(201);
  const deleted = await invoke('POST', '/api/audit-reports', {
    caller: user,
    body: { type: 'vendor_audit', title: 'Gone' },
  });
  expect((await invoke('DELETE', `/api/audit-reports/${deleted.json!.id}`, { caller: user })).status).toBe(200);
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

/** `npm run trail:verify` against this suite's table. */
const cli = () => trailVerifyCli();

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
    // Each report's stored state is what its trail says (signed, unsigned, and the deleted one: no item).
    expect(report.statesChecked).toBe(3);
    expect(report.mismatches).toEqual([]);
    expect(formatReport(report)).toContain('trail_states_checked: 3\ntrail_state_mismatches: 0');
  });

  it('reports a record changed in the table behind its trail, though every chain still verifies', async () => {
    const key = { PK: `WS#${user.sub}`, SK: `REPORT#${reportId}` };
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression: 'SET #checklist[0].#response = :compliant, riskScore = :zero',
        ExpressionAttributeNames: { '#checklist': 'checklist', '#response': 'response' },
        ExpressionAttributeValues: { ':compliant': 'compliant', ':zero': 0 },
      }),
    );
    const report = await verifyTable(db(), tableName());
    expect(report.breaks).toEqual([]);
    expect(report.mismatches).toEqual([
      { entityType: 'AuditReport', entityId: reportId, differs: ['checklist', 'riskScore'] },
    ]);
    expect(formatReport(report)).toContain(
      `mismatch: AuditReport ${reportId} differs from its trail in checklist, riskScore`,
    );
    const trail = await invoke('GET', `/api/audit-reports/${reportId}/trail`, { caller: user });
    expect(trail.json).toMatchObject({ verified: true });

    const run = cli();
    expect(run.stdout).toContain('trail_state_mismatches: 1');
    expect(run.stdout).toContain(`mismatch: AuditReport ${reportId} differs from its trail in checklist, riskScore`);
    expect(run.status).toBe(1);

    // Put back as the trail says, it matches again; a version bumped without an entry does not.
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression: 'SET #checklist[0].#response = :nc, riskScore = :score, version = :v',
        ExpressionAttributeNames: { '#checklist': 'checklist', '#response': 'response' },
        ExpressionAttributeValues: { ':nc': 'non_compliant', ':score': 25, ':v': 6 },
      }),
    );
    expect((await verifyTable(db(), tableName())).mismatches).toEqual([
      { entityType: 'AuditReport', entityId: reportId, differs: ['version'] },
    ]);
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression: 'SET version = :v',
        ExpressionAttributeValues: { ':v': 5 },
      }),
    );
    expect((await verifyTable(db(), tableName())).mismatches).toEqual([]);
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
      body: { version: 1, title: 'Edited', reason: 'Title corrected' },
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
