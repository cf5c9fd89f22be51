import { randomUUID } from 'node:crypto';
import { PutCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import type { JobApplication } from '@cq/shared';
import { db, tableName } from './client';
import { keys } from './keys';

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

export class JobClosedError extends Error {
  constructor() {
    super('The job no longer accepts applications');
    this.name = 'JobClosedError';
  }
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
  const key = jobId ? keys.jobApplication(jobId, createdAt, id) : keys.generalApplication(createdAt, id);
  const item = { ...key, type: 'JobApplication', ...application };
  if (!jobId) {
    await db().send(new PutCommand({ TableName: tableName(), Item: item }));
    return application;
  }
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            ConditionCheck: {
              TableName: tableName(),
              Key: keys.job(jobId),
              ConditionExpression: 'attribute_exists(PK) AND isActive = :true',
              ExpressionAttributeValues: { ':true': true },
            },
          },
          { Put: { TableName: tableName(), Item: item } },
        ],
      }),
    );
  } catch (error) {
    const jobCheck = error instanceof TransactionCanceledException ? error.CancellationReasons?.[0]?.Code : undefined;
    if (jobCheck === 'ConditionalCheckFailed') throw new JobClosedError();
    throw error;
  }
  return application;
}

/** Access pattern (staff, tests): a job's applications, newest first; `null` lists general applications. */
export async function listApplications(jobId: string | null): Promise<StoredApplication[]> {
  const out = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :app)',
      ExpressionAttributeValues: {
        ':pk': jobId ? keys.jobPartition(jobId) : keys.generalApplicationsPartition(),
        ':app': 'APP#',
      },
      ScanIndexForward: false,
    }),
  );
  return (out.Items ?? []).map(({ PK: _pk, SK: _sk, type: _type, ...application }) => application as StoredApplication);
}
