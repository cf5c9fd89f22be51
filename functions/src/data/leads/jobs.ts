import { randomUUID } from 'node:crypto';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { CAREERS_MESSAGES, type JobPost } from '@cq/shared';
import { NotFoundError, StaleVersionError } from '../../domain/errors';
import { store } from '../core/store';
import { trailedWrite } from '../trail/trail';
import { explainRefusal, versionCondition } from '../core/versioning';
import './job.entity';

const JOB_ENTITY = 'Job';

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

/** A job as staff edit it: the public shape, the version edits are checked against, and when it last changed. */
export type AdminJobRecord = JobPost & { version: number; updatedAt: string | null };

const toAdminJob = (item: Item): AdminJobRecord => ({
  ...toJob(item),
  version: item.version ?? 0,
  updatedAt: item.updatedAt ?? null,
});

/** Access pattern (admin): every job, active or not, newest first (one Query on GSI2). */
export async function listAllJobs(): Promise<AdminJobRecord[]> {
  const { data } = await store().job.query.all({}).go({ order: 'desc', pages: 'all', ignoreOwnership: true });
  return data.map(toAdminJob);
}

export type JobFields = Omit<JobPost, 'id' | 'postedAt' | 'isActive'>;

/** The job as stored: optional text left blank is not stored, lists kept as given. */
const storedFields = (fields: JobFields) =>
  Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined && v !== '')) as JobFields;

/** Creates a job post (active unless said otherwise), with the first entry of its trail in the same transaction. */
export async function createJob(fields: JobFields, isActive: boolean, actor: string): Promise<AdminJobRecord> {
  const now = new Date().toISOString();
  const job = { ...storedFields(fields), id: randomUUID(), postedAt: now, isActive, version: 1, updatedAt: now };
  await trailedWrite(
    { entityType: JOB_ENTITY, entityId: job.id, actor, action: 'create', before: null, after: job },
    (entities) => [{ item: entities.job.create(job).commit() }],
  );
  return toAdminJob(job);
}

/**
 * Replaces a job post's fields and its active flag, from the version the admin read, trailed (the fields that
 * changed, before and after). The job is written whole, so the sparse active index follows `isActive` at once
 * (see setJobActive): /api/careers lists or drops it on the next request. Missing → 404, stale → 409.
 */
export async function updateJob(
  id: string,
  expectedVersion: number,
  fields: JobFields,
  isActive: boolean,
  actor: string,
): Promise<AdminJobRecord> {
  const { data: current } = await store().job.get({ id }).go({ consistent: true });
  if (!current) throw new NotFoundError(CAREERS_MESSAGES.jobNotFound);
  const before = toAdminJob(current);
  if (before.version !== expectedVersion) throw new StaleVersionError();
  const now = new Date().toISOString();
  const next = {
    ...storedFields(fields),
    id,
    postedAt: current.postedAt,
    isActive,
    version: expectedVersion + 1,
    updatedAt: now,
  };
  const after = toAdminJob(next);
  const changed = (Object.keys(after) as Array<keyof AdminJobRecord>).filter(
    (k) => k !== 'version' && k !== 'updatedAt' && JSON.stringify(before[k]) !== JSON.stringify(after[k]),
  );
  if (changed.length === 0) return before;
  await trailedWrite(
    {
      entityType: JOB_ENTITY,
      entityId: id,
      actor,
      action: changed.length === 1 && changed[0] === 'isActive' ? (isActive ? 'reactivate' : 'deactivate') : 'update',
      before: Object.fromEntries(changed.map((k) => [k, before[k]])),
      after: Object.fromEntries(changed.map((k) => [k, after[k]])),
    },
    (entities) => [
      {
        item: entities.job
          .put(next)
          .where(({ version }, ops) => versionCondition(expectedVersion, version, ops))
          .commit({ response: 'all_old' }),
        refusal: (stored) => explainRefusal(stored, expectedVersion, CAREERS_MESSAGES.jobNotFound),
      },
    ],
  );
  return after;
}
