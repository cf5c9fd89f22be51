import { randomUUID } from 'node:crypto';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { jobPostSchema, SITE, type JobPost } from '@cq/shared';
import * as z from '@cq/shared/schemas/z';
import { invoke, partition, useTestTable } from '../../test/harness';
import { deleteJob, listActiveJobs, putJob, setJobActive } from '../data/leads/jobs';
import { listApplications, putApplication } from '../data/leads/applications';
import { JobClosedError } from '../domain/errors';
import { listOutbox } from '../data/ops/outbox';
import { SEED_JOBS, seedJobs } from './seedJobs';

useTestTable();

let lastIp = 0;
/** A fresh client address per test, so rate-limit counters never leak between tests. */
const nextIp = () => `198.51.100.${++lastIp}`;
const careersMail = async (marker: string) =>
  (await listOutbox(200)).filter((m) => m.to.includes(SITE.careersEmail) && m.text.includes(marker));

const [auditor, specialist] = SEED_JOBS;
const newJob = (over: Partial<JobPost> = {}): JobPost => ({
  id: randomUUID(),
  title: 'Interim QA Lead',
  level: 'Senior',
  department: 'Quality Assurance',
  location: 'Remote (US)',
  type: 'Contract',
  summary: 'Six-month interim lead.',
  responsibilities: ['Run the QA function'],
  qualifications: ['10+ years in clinical QA'],
  niceToHaves: [],
  postedAt: new Date().toISOString(),
  isActive: true,
  ...over,
});

const application = (jobId: string | undefined) => ({
  job_id: jobId,
  full_name: 'Elena Marsh',
  email: 'elena.marsh@example.com',
  linkedin: 'https://www.linkedin.com/in/elena-marsh',
  portfolio: '',
  resume_url: 'https://files.example.com/elena-marsh-cv.pdf',
  cover_letter: 'Eight years auditing oncology sites for mid-size sponsors.',
  consent: true,
  website: '',
});

const closed = newJob({ title: 'Closed role', isActive: false, postedAt: '2026-01-01T00:00:00.000Z' });

beforeAll(async () => {
  expect(await seedJobs()).toBe(4);
  await putJob(closed);
});

describe('seeding', () => {
  it('is idempotent: a second run creates nothing', async () => {
    expect(await seedJobs()).toBe(0);
    expect(await listActiveJobs()).toHaveLength(4);
  });
});

describe('GET /api/careers', () => {
  it('lists only the active roles, newest first, in the API shape', async () => {
    const res = await invoke('GET', '/api/careers');
    expect(res.status).toBe(200);
    const jobs = res.json as unknown as JobPost[];
    expect(jobs.map((j) => j.title)).toEqual(SEED_JOBS.map((j) => j.title));
    for (const job of jobs) {
      expect(z.strictObject(jobPostSchema.shape).parse(job)).toEqual(job);
      expect(job.isActive).toBe(true);
    }
    expect(jobs.map((j) => j.id)).not.toContain(closed.id);
  });

  it('drops a role when it is closed and brings it back when reopened', async () => {
    await setJobActive(specialist!.id, false);
    expect((await listActiveJobs()).map((j) => j.id)).not.toContain(specialist!.id);
    expect((await partition(`JOB#${specialist!.id}`))[0]).not.toHaveProperty('GSI1PK');
    await setJobActive(specialist!.id, true);
    expect((await listActiveJobs()).map((j) => j.id)).toContain(specialist!.id);
  });
});

describe('GET /api/careers/{id}', () => {
  it('returns an active role with its lists', async () => {
    const res = await invoke('GET', `/api/careers/${auditor!.id}`);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      id: auditor!.id,
      title: 'Senior GCP Auditor',
      type: 'Full-time',
      compensationRange: '$120,000 – $150,000',
    });
    expect(res.json!.responsibilities.length).toBeGreaterThanOrEqual(4);
    expect(res.json).not.toHaveProperty('PK');
  });

  it.each([
    ['an unknown id', randomUUID()],
    ['an inactive role', closed.id],
    ['an id that cannot be a job', 'not-a-uuid'],
  ])('answers 404 Job not found for %s', async (_what, id) => {
    const res = await invoke('GET', `/api/careers/${id}`);
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ error: 'Job not found' });
  });
});

describe('POST /api/careers/apply', () => {
  it('stores the application under its job and notifies the careers mailbox', async () => {
    const job = newJob();
    await putJob(job);
    const res = await invoke('POST', '/api/careers/apply', {
      body: application(job.id),
      sourceIp: nextIp(),
      headers: { 'user-agent': 'Firefox' },
    });
    expect(res.status).toBe(201);
    expect(res.json).toEqual({ ok: true });
    const [stored, ...more] = await listApplications(job.id);
    expect(more).toHaveLength(0);
    expect(stored).toMatchObject({
      jobId: job.id,
      fullName: 'Elena Marsh',
      email: 'elena.marsh@example.com',
      linkedin: 'https://www.linkedin.com/in/elena-marsh',
      resumeUrl: 'https://files.example.com/elena-marsh-cv.pdf',
      consent: true,
      metadata: { userAgent: 'Firefox' },
    });
    expect(stored).not.toHaveProperty('portfolio');
    expect(stored).not.toHaveProperty('website');
    const items = await partition(`JOB#${job.id}`);
    expect(items.map((i) => i.SK)).toEqual([`APP#${stored!.createdAt}#${stored!.id}`, 'JOB']);

    const [mail] = await careersMail(stored!.id);
    expect(mail).toMatchObject({
      subject: 'New application: Interim QA Lead – Elena Marsh',
      replyTo: 'elena.marsh@example.com',
    });
    expect(mail!.text).toContain('Eight years auditing oncology sites');
    expect(mail!.text).toContain('https://files.example.com/elena-marsh-cv.pdf');
  });

  it('cleans and quotes the applicant’s text in the notice, so it cannot forge a line of it', async () => {
    const res = await invoke('POST', '/api/careers/apply', {
      body: {
        ...application(undefined),
        full_name: 'Mallory\r\nEmail:        boss@example.com\u202e',
        email: 'mallory@example.com',
        cover_letter:
          'Hello\u001b[2J there.\r\n\r\nReceived 2020-01-01 · reference forged\r\nConsent:      Given\u0007',
      },
      sourceIp: nextIp(),
    });
    expect(res.status).toBe(201);
    const notice = (await listOutbox(200)).find((m) => m.replyTo === 'mallory@example.com')!;
    const lines = notice.text.split('\n');
    expect(lines.filter((l) => l.startsWith('Email:'))).toEqual(['Email:        mallory@example.com']);
    expect(lines.filter((l) => l.startsWith('Received '))).toHaveLength(1);
    expect(lines.filter((l) => l.startsWith('Consent:'))).toEqual(['Consent:      Given']);
    expect(lines).toContain('Full name:    Mallory Email:        boss@example.com');
    expect(lines).toContain('> Hello there.');
    expect(lines).toContain('> Received 2020-01-01 · reference forged');
    // eslint-disable-next-line no-control-regex -- no control character, escape or bidi override gets through
    expect(`${notice.subject}\n${notice.text}`).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e]/);
  });

  it.each([
    ['absent', undefined],
    ['empty', ''],
  ])('takes a general application when job_id is %s', async (_what, jobId) => {
    const res = await invoke('POST', '/api/careers/apply', {
      body: { ...application(undefined), job_id: jobId },
      sourceIp: nextIp(),
    });
    expect(res.status).toBe(201);
    const [stored] = await listApplications(null);
    expect(stored).toMatchObject({ jobId: null, fullName: 'Elena Marsh' });
    const [mail] = await careersMail(stored!.id);
    expect(mail!.subject).toBe('New application: General application – Elena Marsh');
  });

  const required = 'Please complete all required fields.';
  it.each([
    ['full_name', ' ', required],
    ['full_name', undefined, required],
    ['email', '', required],
    ['email', 'elena.marsh@example', 'Please enter a valid email address.'],
    ['resume_url', '', required],
    ['resume_url', 'javascript:alert(1)', 'Please enter a valid http or https URL.'],
    ['linkedin', 'linkedin.com/in/elena', 'Please enter a valid http or https URL.'],
    ['portfolio', 'ftp://files.example.com/work', 'Please enter a valid http or https URL.'],
    ['cover_letter', '', required],
    ['consent', false, required],
    ['consent', undefined, required],
    ['consent', 'true', required],
    ['job_id', 'abc', 'Job not found'],
  ])('rejects %s = %j with "%s" and stores and sends nothing', async (field, value, message) => {
    const before = (await listOutbox(200)).length;
    const res = await invoke('POST', '/api/careers/apply', {
      body: { ...application(auditor!.id), [field]: value },
      sourceIp: nextIp(),
    });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ error: 'Please correct the highlighted fields.', fields: { [field]: message } });
    expect(await listApplications(auditor!.id)).toHaveLength(0);
    expect(await listOutbox(200)).toHaveLength(before);
  });

  it.each([
    ['an unknown job', randomUUID()],
    ['an inactive job', closed.id],
  ])('answers 404 Job not found for %s and stores nothing', async (_what, jobId) => {
    const res = await invoke('POST', '/api/careers/apply', { body: application(jobId), sourceIp: nextIp() });
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ error: 'Job not found' });
    expect(await listApplications(jobId)).toHaveLength(0);
  });

  it('rejects a body over 64 KB with 413', async () => {
    const res = await invoke('POST', '/api/careers/apply', {
      body: { ...application(auditor!.id), cover_letter: 'x'.repeat(70_000) },
      sourceIp: nextIp(),
    });
    expect(res.status).toBe(413);
    expect(await listApplications(auditor!.id)).toHaveLength(0);
  });

  it('answers a filled honeypot like a success, even when the rest is junk, storing and sending nothing', async () => {
    const before = (await listOutbox(200)).length;
    const res = await invoke('POST', '/api/careers/apply', {
      body: { job_id: auditor!.id, website: 'http://spam.example' },
      sourceIp: nextIp(),
    });
    expect(res.status).toBe(201);
    expect(res.json).toEqual({ ok: true });
    expect(await listApplications(auditor!.id)).toHaveLength(0);
    expect(await listOutbox(200)).toHaveLength(before);
  });
});

describe('job deletion cascade', () => {
  it('deletes the job together with all its applications, and later applications are refused', async () => {
    const job = newJob({ title: 'Short-lived role' });
    await putJob(job);
    for (let i = 0; i < 3; i++) {
      expect(
        (await invoke('POST', '/api/careers/apply', { body: application(job.id), sourceIp: nextIp() })).status,
      ).toBe(201);
    }
    const other = newJob();
    await putJob(other);
    await invoke('POST', '/api/careers/apply', { body: application(other.id), sourceIp: nextIp() });

    expect(await deleteJob(job.id)).toBe(3);
    expect(await partition(`JOB#${job.id}`)).toEqual([]);
    expect((await invoke('GET', `/api/careers/${job.id}`)).status).toBe(404);
    expect((await invoke('POST', '/api/careers/apply', { body: application(job.id), sourceIp: nextIp() })).status).toBe(
      404,
    );
    expect(await listApplications(other.id)).toHaveLength(1);
  });

  it('deletes partitions larger than one batch', async () => {
    const job = newJob();
    await putJob(job);
    const input = { ...application(job.id), job_id: job.id, website: undefined, portfolio: undefined };
    await Promise.all(Array.from({ length: 30 }, () => putApplication(input, { clientAddress: '192.0.2.1' })));
    expect(await listApplications(job.id)).toHaveLength(30);
    expect(await deleteJob(job.id)).toBe(30);
    expect(await partition(`JOB#${job.id}`)).toEqual([]);
  });

  it('refuses to store an application for a job closed or deleted after it was checked', async () => {
    const job = newJob();
    await putJob(job);
    const input = { ...application(job.id), job_id: job.id, website: undefined, portfolio: undefined };
    await setJobActive(job.id, false);
    await expect(putApplication(input, { clientAddress: '192.0.2.2' })).rejects.toBeInstanceOf(JobClosedError);
    await deleteJob(job.id);
    await expect(putApplication(input, { clientAddress: '192.0.2.2' })).rejects.toBeInstanceOf(JobClosedError);
    expect(await partition(`JOB#${job.id}`)).toEqual([]);
  });
});

describe('rate limit on applications', () => {
  // Only Date is faked: the window is then fixed, and the SDK's real timers keep working.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T10:00:05Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('allows 5 per 10 minutes per client, then 429 with Retry-After; others unaffected', async () => {
    const ip = nextIp();
    for (let i = 0; i < 5; i++)
      expect((await invoke('POST', '/api/careers/apply', { body: application(undefined), sourceIp: ip })).status).toBe(
        201,
      );
    const limited = await invoke('POST', '/api/careers/apply', { body: application(undefined), sourceIp: ip });
    expect(limited.status).toBe(429);
    expect(limited.headers['Retry-After']).toBe('595');
    expect(limited.json).toEqual({ error: 'Too many requests. Please wait a moment and try again.' });
    expect(
      (await invoke('POST', '/api/careers/apply', { body: application(undefined), sourceIp: nextIp() })).status,
    ).toBe(201);
    vi.setSystemTime(new Date('2026-11-22T10:10:00Z'));
    expect((await invoke('POST', '/api/careers/apply', { body: application(undefined), sourceIp: ip })).status).toBe(
      201,
    );
  });

  it('ignores a forged X-Forwarded-For', async () => {
    const ip = nextIp();
    for (let i = 0; i < 5; i++) {
      await invoke('POST', '/api/careers/apply', {
        body: { website: 'bot' },
        sourceIp: ip,
        headers: { 'x-forwarded-for': `10.0.0.${i}` },
      });
    }
    const res = await invoke('POST', '/api/careers/apply', {
      body: application(undefined),
      sourceIp: ip,
      headers: { 'x-forwarded-for': '10.9.9.9' },
    });
    expect(res.status).toBe(429);
  });
});
