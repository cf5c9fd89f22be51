import { describe, expect, it } from 'vitest';
import { DeleteCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../data/core/client';
import { invoke, useTestTable, type Caller } from '../../test/harness';
import { completedSiteReport } from '../../test/reportFixtures';
import { backfillWorkspaceTallies } from './backfillOverview';
import { MIGRATION_ACTOR, migrateOneChain } from './migrateOneChain';

useTestTable();

const me: Caller = { sub: 'migrated-owner', email: 'migrated@example.com' };
const ws = `WS#${me.sub}`;
const get = async (path: string) => (await invoke('GET', path, { caller: me })).json!;
const raw = (SK: string, UpdateExpression: string, values?: Record<string, unknown>) =>
  db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: { PK: ws, SK },
      UpdateExpression,
      ...(values ? { ExpressionAttributeValues: values } : {}),
    }),
  );

/** Deletes an item and its whole trail (a record that was never written, as before findings were records). */
async function unwrite(entityType: string, id: string, SK: string) {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: { PK: ws, SK } }));
  const trail = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': `TRAIL#${entityType}#${id}` },
    }),
  );
  for (const item of trail.Items ?? []) {
    await db().send(new DeleteCommand({ TableName: tableName(), Key: { PK: item.PK, SK: item.SK } }));
  }
}

describe('the one-chain migration over data stored before findings were one record', () => {
  it('records, links and moves what the old data split, trailed, and does nothing the second time', async () => {
    // The state the new-user test found: a report on an audit completed, its CAPA closed, the audit's copy of the
    // finding still open and the audit still "Scheduled, 0 %"; and a report without an audit, with CAPA only.
    const audit = (
      await invoke('POST', '/api/audits', {
        caller: me,
        body: { title: 'Site 7 visit', type: 'clinical_trial', status: 'scheduled', scheduledDate: '2027-03-01' },
      })
    ).json!;
    const onAudit = (await completedSiteReport(me, audit.id)).id;
    const alone = (await completedSiteReport(me)).id;
    await raw(`REPORT#${onAudit}`, 'REMOVE parentKey, childKey, GSI1PK, GSI1SK');
    for (const q of ['site-1', 'site-3', 'site-5']) {
      await raw(`FINDING#${onAudit}.${q}`, 'REMOVE reportId, questionId, category, capaId');
      await unwrite('Finding', `${alone}.${q}`, `FINDING#${alone}.${q}`);
    }
    for (const id of [onAudit, alone]) {
      for (const q of ['site-1', 'site-5'])
        await raw(`CAPA#${id}.${q}`, 'SET findingId = :f', { ':f': `finding-${q}` });
    }
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: { PK: ws, SK: `CAPA#${onAudit}.site-1` },
        UpdateExpression: 'SET #s = :s, effectivenessVerified = :t, verificationNotes = :n',
        ExpressionAttributeNames: { '#s': 'status' },
        ExpressionAttributeValues: { ':s': 'closed', ':t': true, ':n': 'Re-consent verified' },
      }),
    );
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: { PK: ws, SK: `AUDIT#${audit.id}` },
        UpdateExpression: 'SET #s = :s, progress = :p',
        ExpressionAttributeNames: { '#s': 'status' },
        ExpressionAttributeValues: { ':s': 'scheduled', ':p': 0 },
      }),
    );

    // Old data had no dashboard tally: the local stack counts one (backfill) before migrating.
    const tally = await db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'PK = :pk',
        ExpressionAttributeValues: { ':pk': `STATS#${ws}` },
      }),
    );
    for (const item of tally.Items ?? []) {
      await db().send(new DeleteCommand({ TableName: tableName(), Key: { PK: item.PK, SK: item.SK } }));
    }
    expect(await backfillWorkspaceTallies()).toEqual({ workspaces: 1 });

    expect(await migrateOneChain()).toEqual({
      reportsIndexed: 1,
      findingsRecorded: 3,
      findingsLinked: 3,
      capasLinked: 4,
      findingsMoved: 1,
      auditsFollowed: 1,
    });

    const findings = await get(`/api/audits/${audit.id}/findings`);
    expect(findings.map((f: Record<string, unknown>) => [f.id, f.questionId, f.category, f.capaId, f.status])).toEqual([
      [`${onAudit}.site-1`, 'site-1', 'Informed Consent', `${onAudit}.site-1`, 'closed'],
      [`${onAudit}.site-3`, 'site-3', expect.any(String), null, 'open'],
      [`${onAudit}.site-5`, 'site-5', expect.any(String), `${onAudit}.site-5`, 'open'],
    ]);
    expect(findings[0].resolution).toBe('Closed with its CAPA: Re-consent verified');
    const trail = await get(`/api/findings/${onAudit}.site-1/trail`);
    expect(trail.verified).toBe(true);
    expect(trail.entries.slice(-2).map((e: { actor: string; action: string }) => [e.actor, e.action])).toEqual([
      [MIGRATION_ACTOR, 'update'],
      [MIGRATION_ACTOR, 'status.closed'],
    ]);
    expect((await get(`/api/audit-reports/${alone}/findings`)).map((f: { auditId: unknown }) => f.auditId)).toEqual([
      null,
      null,
      null,
    ]);
    expect((await get(`/api/audit-reports/${alone}/capas`)).map((c: { findingId: string }) => c.findingId)).toEqual([
      `${alone}.site-1`,
      `${alone}.site-5`,
    ]);
    const followed = await get(`/api/audits/${audit.id}`);
    expect(followed).toMatchObject({ status: 'in_progress', progress: 100 });
    // The audit's report is found through the new index: moving the audit by hand is refused.
    const byHand = await invoke('PATCH', `/api/audits/${audit.id}`, {
      caller: me,
      body: { version: followed.version, progress: 50 },
    });
    expect(byHand.status).toBe(409);
    expect(await get('/api/dashboard/stats')).toMatchObject({
      totalFindings: 6,
      openFindings: 5,
      openCriticalFindings: 1,
    });

    expect(await migrateOneChain()).toEqual({
      reportsIndexed: 0,
      findingsRecorded: 0,
      findingsLinked: 0,
      capasLinked: 0,
      findingsMoved: 0,
      auditsFollowed: 0,
    });
  });
});
