import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { partition, useTestTable } from '../../../test/harness';
import { db, tableName } from './client';
import { listApplications } from '../leads/applications';
import { deleteJob, getActiveJob, getJob, listActiveJobs, putJob, setJobActive } from '../leads/jobs';
import { listLeads } from '../leads/leads';
import { listOutbox } from '../ops/outbox';

useTestTable();

/** Items exactly as the modules wrote them before ElectroDB: raw keys, no `__edb_e__`/`__edb_v__`. */
const putRaw = (item: Record<string, unknown>) => db().send(new PutCommand({ TableName: tableName(), Item: item }));

const legacyJob = (over: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  title: 'Legacy Auditor',
  level: 'Senior',
  department: 'Quality Assurance',
  location: 'Remote (US)',
  type: 'Full-time',
  responsibilities: ['Audit sites'],
  qualifications: ['GCP'],
  postedAt: '2025-06-01T09:00:00.000Z',
  isActive: true,
  ...over,
});

async function putLegacyJob(job: ReturnType<typeof legacyJob>) {
  const index = job.isActive ? { GSI1PK: 'JOBS#ACTIVE', GSI1SK: job.postedAt } : {};
  await putRaw({ PK: `JOB#${job.id}`, SK: 'JOB', ...job, ...index });
}

describe('jobs and applications written before ElectroDB', () => {
  it('read back by id and in the active list, with the API defaults and without keys', async () => {
    const job = legacyJob();
    const closed = legacyJob({ isActive: false, title: 'Closed legacy role' });
    await putLegacyJob(job);
    await putLegacyJob(closed);

    const { id, title, level, department, location, type, responsibilities, qualifications } = job;
    const expected = {
      id,
      title,
      level,
      department,
      location,
      type,
      summary: '',
      responsibilities,
      qualifications,
      niceToHaves: [],
      postedAt: job.postedAt,
      isActive: true,
    };
    expect(await getJob(job.id)).toEqual(expected);
    expect(Object.keys((await getJob(job.id))!)).toEqual(Object.keys(expected));
    expect(await getActiveJob(closed.id)).toBeNull();
    expect((await listActiveJobs()).filter((j) => j.id === job.id || j.id === closed.id)).toEqual([expected]);
  });

  it('are not overwritten by a put that must create', async () => {
    const job = legacyJob();
    await putLegacyJob(job);
    await expect(putJob({ ...(await getJob(job.id))!, title: 'Replaced' }, { onlyIfNew: true })).rejects.toBeInstanceOf(
      ConditionalCheckFailedException,
    );
    expect(await getJob(job.id)).toMatchObject({ title: job.title });
    await deleteJob(job.id);
  });

  it('close and reopen through the active index', async () => {
    const job = legacyJob();
    await putLegacyJob(job);
    await setJobActive(job.id, false);
    expect(await listActiveJobs()).not.toContainEqual(expect.objectContaining({ id: job.id }));
    const [closedItem] = await partition(`JOB#${job.id}`);
    expect(closedItem).not.toHaveProperty('GSI1PK');
    expect(closedItem).not.toHaveProperty('GSI1SK');

    await setJobActive(job.id, true);
    expect(await listActiveJobs()).toContainEqual(expect.objectContaining({ id: job.id, isActive: true }));
    expect((await partition(`JOB#${job.id}`))[0]).toMatchObject({ GSI1PK: 'JOBS#ACTIVE', GSI1SK: job.postedAt });
    await deleteJob(job.id);
  });

  it('list legacy applications (job and general) and delete them with their job', async () => {
    const job = legacyJob();
    await putLegacyJob(job);
    const application = (jobId: string | null, createdAt: string) => ({
      id: randomUUID(),
      jobId,
      fullName: 'Elena Marsh',
      email: 'elena.marsh@example.com',
      resumeUrl: 'https://files.example.com/cv.pdf',
      coverLetter: 'Eight years auditing oncology sites.',
      consent: true,
      createdAt,
      metadata: { clientAddress: '192.0.2.9', userAgent: 'Firefox' },
    });
    const older = application(job.id, '2025-06-02T10:00:00.000Z');
    const newer = application(job.id, '2025-06-03T10:00:00.000Z');
    for (const a of [older, newer]) {
      await putRaw({ PK: `JOB#${job.id}`, SK: `APP#${a.createdAt}#${a.id}`, type: 'JobApplication', ...a });
    }
    const general = application(null, '2025-06-04T10:00:00.000Z');
    await putRaw({
      PK: 'APPS#GENERAL',
      SK: `APP#${general.createdAt}#${general.id}`,
      type: 'JobApplication',
      ...general,
    });

    expect(await listApplications(job.id)).toEqual([newer, older]);
    expect(await listApplications(null)).toEqual([general]);

    expect(await deleteJob(job.id)).toBe(2);
    expect(await partition(`JOB#${job.id}`)).toEqual([]);
  });
});

describe('leads written before ElectroDB', () => {
  it('list newest first, with their type and fields and without keys', async () => {
    const month = '2025-05';
    const contact = {
      id: randomUUID(),
      createdAt: '2025-05-10T08:00:00.000Z',
      clientAddress: '198.51.100.20',
      type: 'ContactMessage',
      name: 'Priya Natarajan',
      email: 'priya@helix.example',
      message: 'We need help with TMF readiness.',
    };
    const intake = {
      id: randomUUID(),
      createdAt: '2025-05-11T08:00:00.000Z',
      clientAddress: '198.51.100.21',
      type: 'ConsultationRequest',
      status: 'submitted',
      full_name: 'Marcus Oyelaran',
      company_name: 'Brightwater Biologics',
      role: 'Director of Clinical Operations',
      email: 'marcus@brightwater.example',
      trial_phase: 'phase-2',
      scope: 'Vendor audit of our central lab.',
      preferred_date: '2025-06-08',
      nda_required: false,
      urgency: 'urgent',
    };
    const signUp = {
      id: randomUUID(),
      createdAt: '2025-05-12T08:00:00.000Z',
      clientAddress: '198.51.100.22',
      type: 'NewsletterSubscription',
      email: 'dana@northwind.example',
      source: 'insights',
    };
    for (const lead of [contact, intake, signUp]) {
      await putRaw({ PK: `LEADS#${month}`, SK: `${lead.createdAt}#${lead.id}`, ...lead });
    }
    expect(await listLeads(month)).toEqual([signUp, intake, contact]);
  });
});

describe('outbox messages written before ElectroDB', () => {
  it('list newest first and skip expired ones', async () => {
    const now = Math.floor(Date.now() / 1000);
    const message = (sentAt: string, expiresAt: number) => ({
      id: randomUUID(),
      sentAt,
      to: ['team@example.com'],
      replyTo: 'v@example.com',
      subject: `Sent ${sentAt}`,
      text: 'Plain text body',
      expiresAt,
    });
    const older = message('2000-01-01T00:00:00.000Z', now + 3600);
    const expired = message('2000-01-02T00:00:00.000Z', now - 1);
    const newer = message('2000-01-03T00:00:00.000Z', now + 7200);
    for (const m of [older, expired, newer]) {
      await putRaw({ PK: 'OUTBOX', SK: `${m.sentAt}#${m.id}`, type: 'OutboxMessage', ...m });
    }
    expect(await listOutbox()).toEqual([newer, older]);
  });
});
