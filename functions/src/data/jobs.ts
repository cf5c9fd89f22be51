import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { CAREERS_MESSAGES, type JobPost } from '@cq/shared';
import { NotFoundError } from '../domain/errors';
import { store } from './store';

const JOB_FIELDS = [
  'id',
  'title',
  'level',
  'department',
  'location',
  'type',
  'summary',
  'responsibilities',
  'qualifications',
  'niceToHaves',
  'compensationRange',
  'postedAt',
  'isActive',
] as const;

/** Optional lists come back as empty lists, and fields keep the API's order. */
const DEFAULTS: Partial<Record<(typeof JOB_FIELDS)[number], unknown>> = { summary: '', niceToHaves: [] };

type Item = NonNullable<Awaited<ReturnType<ReturnType<ReturnType<typeof store>['job']['get']>['go']>>['data']>;

function toJob(item: Item): JobPost {
  const stored = item as Record<string, unknown>;
  const entries = JOB_FIELDS.map((f) => [f, stored[f] ?? DEFAULTS[f]] as const).filter(([, v]) => v !== undefined);
  return Object.fromEntries(entries) as unknown as JobPost;
}

/**
 * Access pattern: active jobs, newest first (one Query on the sparse active index; inactive jobs are not in it).
 * `ignoreOwnership` again here: on a secondary index ElectroDB 3.9 resets the entity's setting, and would drop
 * jobs stored before ElectroDB (they carry no `__edb_e__`).
 */
export async function listActiveJobs(): Promise<JobPost[]> {
  const { data } = await store().job.query.active({}).go({ order: 'desc', pages: 'all', ignoreOwnership: true });
  return data.map(toJob);
}

/** Access pattern: a job by id (GetItem), active or not. */
export async function getJob(id: string): Promise<JobPost | null> {
  const { data } = await store().job.get({ id }).go();
  return data ? toJob(data) : null;
}

/** A job the public may see and apply to, or null. */
export async function getActiveJob(id: string): Promise<JobPost | null> {
  const job = await getJob(id);
  return job?.isActive ? job : null;
}

/**
 * Creates or replaces a job; only an active job carries the active index's keys (the index's `condition`).
 * `onlyIfNew` over an existing job throws the SDK's ConditionalCheckFailedException, which seeding expects.
 */
export async function putJob(job: JobPost, options: { onlyIfNew?: boolean } = {}): Promise<void> {
  const { job: entity } = store();
  await (options.onlyIfNew ? entity.create(job) : entity.put(job)).go({ originalErr: true });
}

/**
 * Opens or closes a job: closing removes it from the active index, reopening puts it back. The job is
 * rewritten whole from a consistent read, because ElectroDB recomputes a sparse index's keys only from a
 * complete write: an update that sets `isActive` would drop the index keys but, the index's partition key
 * having no composite attributes, never write `GSI1PK` back. The rewrite is conditioned on the job still
 * existing, so a job deleted meanwhile is not brought back. A missing job is a NotFoundError.
 */
export async function setJobActive(id: string, isActive: boolean): Promise<void> {
  const { job } = store();
  const { data: current } = await job.get({ id }).go({ consistent: true });
  if (!current) throw new NotFoundError(CAREERS_MESSAGES.jobNotFound);
  const result = await job
    .put({ ...current, isActive })
    .where((attr, { exists }) => exists(attr.id))
    .go({ originalErr: true })
    .catch((error: unknown) => {
      if (error instanceof ConditionalCheckFailedException) return null;
      throw error;
    });
  if (!result) throw new NotFoundError(CAREERS_MESSAGES.jobNotFound);
}

/**
 * Deletes a job and, with it, every application in its partition (the spec's cascade). The job item goes first:
 * an application written meanwhile is conditioned on the job being there and active, so none can be left behind.
 * Returns how many applications went with it.
 */
export async function deleteJob(id: string): Promise<number> {
  const { job, jobApplication } = store();
  await job.delete({ id }).go();
  let deleted = 0;
  let cursor: string | null = null;
  do {
    const page: { data: ApplicationKey[]; cursor: string | null } = await jobApplication.query
      .byJob({ jobId: id })
      .go({ consistent: true, cursor, attributes: ['jobId', 'createdAt', 'id'] });
    await deleteApplications(page.data);
    deleted += page.data.length;
    cursor = page.cursor;
  } while (cursor);
  return deleted;
}

type ApplicationKey = { jobId: string; createdAt: string; id: string };

/** Batch deletes (ElectroDB chunks them by 25), retrying with backoff what DynamoDB leaves unprocessed. */
async function deleteApplications(keys: ApplicationKey[]): Promise<void> {
  let pending = keys;
  for (let attempt = 0; pending.length > 0; attempt++) {
    if (attempt > 8) throw new Error('DynamoDB left deletes unprocessed after retries');
    if (attempt > 0) await new Promise((r) => setTimeout(r, Math.min(1000, 50 * 2 ** attempt)));
    const { unprocessed } = await store().jobApplication.delete(pending).go();
    pending = unprocessed;
  }
}
