import { S3Client } from '@aws-sdk/client-s3';
import { db, tableName } from '../data/core/client';
import { anchorTrail, s3AnchorStore } from '../data/trail/anchors';
import { env } from '../lib/env';
import { logger } from '../lib/logger';

/**
 * The daily trail anchor (EventBridge schedule, infra/lib/constructs/trail-anchor-job.ts): every chain head into
 * `anchors/<day>.json` of the Object Lock bucket ANCHOR_BUCKET. Not an API route, so no manifest group.
 */
export async function handler(): Promise<{ day: string; heads: number; written: boolean }> {
  const bucket = process.env.ANCHOR_BUCKET;
  if (!bucket) throw new Error('ANCHOR_BUCKET is not set');
  const result = await anchorTrail(db(), tableName(), s3AnchorStore(bucket, new S3Client({ region: env.region() })));
  logger.info('trail anchored', result);
  return result;
}
