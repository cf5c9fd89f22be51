import { BatchWriteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { JobPost } from '@cq/shared';
import { db, tableName } from './client';
import { keys } from './keys';

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

function toJob(item: Record<string, unknown>): JobPost {
  const entries = JOB_FIELDS.map((f) => [f, item[f] ?? DEFAULTS[f]] as const).filter(([, v]) => v !== undefined);
  return Object.fromEntries(entries) as unknown as JobPost;
}

/** Access pattern: active jobs, newest first (one Query on GSI1; inactive jobs are not in the index). */
export async function listActiveJobs(): Promise<JobPost[]> {
  const jobs: JobPost[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const out = await db().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'GSI1',
        KeyConditionExpression: 'GSI1PK = :pk',
        ExpressionAttributeValues: { ':pk': keys.activeJobsIndexPartition() },
        ScanIndexForward: false,
        ExclusiveStartKey: start,
      }),
    );
    jobs.push(...(out.Items ?? []).map(toJob));
    start = out.LastEvaluatedKey;
  } while (start);
  return jobs;
}

/** Access pattern: a job by id (GetItem), active or not. */
export async function getJob(id: string): Promise<JobPost | null> {
  const out = await db().send(new GetCommand({ TableName: tableName(), Key: keys.job(id) }));
  return out.Item ? toJob(out.Item) : null;
}

/** A job the public may see and apply to, or null. */
export async function getActiveJob(id: string): Promise<JobPost | null> {
  const job = await getJob(id);
  return job?.isActive ? job : null;
}

/**
 * Creates or replaces a job; only an active job carries the GSI1 keys. No `type` discriminator as on other
 * items: a job's own `type` (Full-time, Contract) is a field of the spec, and SK `JOB` already says what it is.
 */
export async function putJob(job: JobPost, options: { onlyIfNew?: boolean } = {}): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...keys.job(job.id), ...job, ...(job.isActive ? keys.activeJobsIndex(job.postedAt) : {}) },
      ...(options.onlyIfNew ? { ConditionExpression: 'attribute_not_exists(PK)' } : {}),
    }),
  );
}

/** Opens or closes a job: closing removes it from the active index. */
export async function setJobActive(id: string, isActive: boolean): Promise<void> {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.job(id),
      ConditionExpression: 'attribute_exists(PK)',
      UpdateExpression: isActive
        ? 'SET isActive = :active, GSI1PK = :gpk, GSI1SK = postedAt'
        : 'SET isActive = :active REMOVE GSI1PK, GSI1SK',
      ExpressionAttributeValues: {
        ':active': isActive,
        ...(isActive ? { ':gpk': keys.activeJobsIndexPartition() } : {}),
      },
    }),
  );
}

/**
 * Deletes a job and, with it, every application in its partition (the spec's cascade). The job item goes first:
 * an application written meanwhile is conditioned on the job existing, so none can be left behind.
 * Returns how many applications went with it.
 */
export async function deleteJob(id: string): Promise<number> {
  const partition = keys.jobPartition(id);
  let deleted = 0;
  await deleteKeys([keys.job(id)]);
  let start: Record<string, unknown> | undefined;
  do {
    const out = await db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'PK = :pk',
        ExpressionAttributeValues: { ':pk': partition },
        ProjectionExpression: 'PK, SK',
        ConsistentRead: true,
        ExclusiveStartKey: start,
      }),
    );
    const items = (out.Items ?? []) as Array<{ PK: string; SK: string }>;
    await deleteKeys(items);
    deleted += items.length;
    start = out.LastEvaluatedKey;
  } while (start);
  return deleted;
}

const BATCH_SIZE = 25;

/** BatchWriteItem deletes in chunks of 25, retrying what DynamoDB leaves unprocessed. */
async function deleteKeys(itemKeys: Array<{ PK: string; SK: string }>): Promise<void> {
  for (let i = 0; i < itemKeys.length; i += BATCH_SIZE) {
    let requests = itemKeys.slice(i, i + BATCH_SIZE).map(({ PK, SK }) => ({ DeleteRequest: { Key: { PK, SK } } }));
    for (let attempt = 0; requests.length > 0; attempt++) {
      if (attempt > 0) await new Promise((r) => setTimeout(r, Math.min(1000, 50 * 2 ** attempt)));
      const out = await db().send(new BatchWriteCommand({ RequestItems: { [tableName()]: requests } }));
      requests = (out.UnprocessedItems?.[tableName()] ?? []) as typeof requests;
      if (attempt > 8 && requests.length) throw new Error('DynamoDB left deletes unprocessed after retries');
    }
  }
}
