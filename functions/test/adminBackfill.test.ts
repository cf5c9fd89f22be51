import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../src/data/core/client';
import { callers, invoke, useTestTable } from './harness';
import { backfillAdminIndexes } from '../../scripts/local/backfill';

useTestTable();

const put = (item: Record<string, unknown>) => db().send(new PutCommand({ TableName: tableName(), Item: item }));

describe('backfillAdminIndexes', () => {
  it('indexes what was stored before the admin API and starts the totals from a count, once', async () => {
    const at = '2026-10-05T09:00:00.000Z';
    const leadId = randomUUID();
    const logId = randomUUID();
    const jobId = randomUUID();
    // Items as they were written before the admin indexes existed: no GSI keys, no inbox fields.
    await put({
      PK: 'USER#legacy-user',
      SK: 'PROFILE',
      type: 'User',
      id: 'legacy-user',
      email: 'Legacy.User@Example.com',
      role: 'user',
      xpPoints: 0,
      level: 1,
      streak: 0,
      subscriptionStatus: 'free',
      createdAt: at,
      updatedAt: at,
      version: 1,
    });
    await put({
      PK: 'LEADS#2026-10',
      SK: `${at}#${leadId}`,
      type: 'ContactMessage',
      id: leadId,
      createdAt: at,
      clientAddress: '192.0.2.1',
      email: 'old-lead@example.com',
      name: 'Old Lead',
      message: 'Written before the inbox existed.',
    });
    await put({
      PK: 'ERRORLOGS#2026-10-05',
      SK: `${at}#${logId}`,
      type: 'ErrorLog',
      id: logId,
      receivedAt: at,
      error_type: 'network',
      error_message: 'Old error',
      resolved: false,
      clientAddress: '192.0.2.1',
      expiresAt: 4_102_444_800,
    });
    await put({
      PK: `JOB#${jobId}`,
      SK: 'JOB',
      id: jobId,
      title: 'Old Job',
      level: 'Senior',
      department: 'QA',
      location: 'Remote',
      type: 'Full-time',
      responsibilities: ['Audit'],
      qualifications: ['GCP'],
      postedAt: at,
      isActive: false,
    });
    await put({
      PK: 'WS#legacy-user',
      SK: `AUDIT#${randomUUID()}`,
      type: 'pharmacy',
      status: 'in_progress',
      id: randomUUID(),
    });

    const first = await backfillAdminIndexes();
    expect(first.rewritten).toBe(4);
    expect(first.totals).toEqual({ totalUsers: 1, activeAudits: 1 });

    const admin = callers.admin;
    const users = await invoke('GET', '/api/admin/users', { caller: admin, query: { q: 'legacy.' } });
    expect(users.json).toEqual([expect.objectContaining({ id: 'legacy-user', email: 'Legacy.User@Example.com' })]);
    const leads = await invoke('GET', '/api/admin/leads', { caller: admin, query: { kind: 'contact' } });
    expect(leads.json).toEqual([expect.objectContaining({ id: leadId, status: 'new', notes: [] })]);
    const log = await invoke('GET', `/api/admin/error-logs/${logId}`, { caller: admin });
    expect(log.json).toMatchObject({ error_message: 'Old error' });
    const typed = await invoke('GET', '/api/admin/error-logs', {
      caller: admin,
      query: { day: '2026-10-05', type: 'network' },
    });
    expect(typed.json!.map((l: { id: string }) => l.id)).toEqual([logId]);
    const jobs = await invoke('GET', '/api/admin/jobs', { caller: admin });
    expect(jobs.json!.map((j: { id: string }) => j.id)).toContain(jobId);
    const stats = await invoke('GET', '/api/admin/stats', { caller: admin });
    expect(stats.json).toMatchObject({ totalUsers: 1, activeAudits: 1 });

    // Done once: nothing left to rewrite, and the totals, now kept by the writes, are not counted again.
    expect(await backfillAdminIndexes()).toEqual({ rewritten: 0, totals: {} });
  });
});
