import { randomUUID } from 'node:crypto';
import type { JobApplication } from '@cq/shared';
import { JobClosedError } from '../../domain/errors';
import { store, transaction } from '../core/store';
import './job.entity';

/** A stored job application (workspace spec §3 job_apps). Personal data: staff-only, never listed publicly. */
export interface StoredApplication {
  id: string;
  jobId: string | null;
  fullName: string;
  email: string;
  linkedin?: string;
  portfolio?: string;
  resumeUrl: string;
  coverLetter: string;
  consent: boolean;
  createdAt: string;
  metadata: { clientAddress: string; userAgent?: string };
}

/**
 * Stores an application under its job's partition (or the general partition). The write is conditioned on the
 * job still existing and being active, so a job deleted or closed a moment earlier cannot gain an orphan.
 */
export async function putApplication(
  input: JobApplication,
  meta: StoredApplication['metadata'],
): Promise<StoredApplication> {
  const createdAt = new Date().toISOString();
  const id = randomUUID();
  const jobId = input.job_id || null;
  const application: StoredApplication = {
    id,
    jobId,
    fullName: input.full_name,
    email: input.email,
    ...(input.linkedin ? { linkedin: input.linkedin } : {}),
    ...(input.portfolio ? { portfolio: input.portfolio } : {}),
    resumeUrl: input.resume_url,
    coverLetter: input.cover_letter,
    consent: input.consent,
    createdAt,
    metadata: meta,
  };
  const { jobId: _none, ...fields } = application;
  if (!jobId) {
    await store().generalApplication.put(fields).go();
    return application;
  }
  const result = await transaction()
    .write(({ job, jobApplication }) => [
      // A job that is gone has no `isActive`, so this one comparison also refuses a deleted job.
      job
        .check({ id: jobId })
        .where(({ isActive }, { eq }) => eq(isActive, true))
        .commit(),
      jobApplication.put({ ...fields, jobId }).commit(),
    ])
    .go();
  if (result.canceled) {
    const [jobCheck] = result.data as Array<{ code: string }>;
    if (jobCheck?.code === 'ConditionalCheckFailed') throw new JobClosedError();
    // Anything else (a conflicting transaction) stays a server error, as the SDK's exception was before.
    throw new Error(`Application write cancelled: ${result.data.map((d) => (d as { code: string }).code).join(', ')}`);
  }
  return application;
}

type Item = Awaited<ReturnType<ReturnType<ReturnType<typeof store>['generalApplication']['get']>['go']>>['data'];

function toApplication({ type: _type, ...item }: NonNullable<Item>, jobId: string | null): StoredApplication {
  return { ...item, jobId };
}

/** Access pattern (staff, tests): a job's applications, newest first; `null` lists general applications. */
export async function listApplications(jobId: string | null): Promise<StoredApplication[]> {
  const { jobApplication, generalApplication } = store();
  if (!jobId) {
    const { data } = await generalApplication.query.all({}).go({ order: 'desc' });
    return data.map((item) => toApplication(item, null));
  }
  const { data } = await jobApplication.query.byJob({ jobId }).go({ order: 'desc' });
  return data.map(({ jobId: job, ...item }) => toApplication(item, job));
}
