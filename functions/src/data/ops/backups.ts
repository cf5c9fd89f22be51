import fs from 'node:fs/promises';
import path from 'node:path';
import { DescribeContinuousBackupsCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { env } from '../../lib/env';
import { logger } from '../../lib/logger';

let client: DynamoDBClient | undefined;

/**
 * The time of the newest backup of the table. In the cloud: point-in-time recovery's latest restorable time
 * (DescribeContinuousBackups, the one action the admin group is granted beyond the data). Locally DynamoDB Local
 * has no backups, so the local stack copies its data file at each start into `LOCAL_SNAPSHOT_DIR`
 * (scripts/local/snapshot.ts) and the newest copy's time stands in. Null when there is none (PITR off, no
 * snapshot yet, a throwaway test stack).
 */
export async function latestBackupTime(): Promise<string | null> {
  const snapshots = env.localSnapshotDir();
  if (snapshots) return newestSnapshot(snapshots);
  if (env.dynamoEndpoint()) return null;
  client ??= new DynamoDBClient({ region: env.region() });
  const out = await client.send(new DescribeContinuousBackupsCommand({ TableName: env.tableName() }));
  const pitr = out.ContinuousBackupsDescription?.PointInTimeRecoveryDescription;
  if (pitr?.PointInTimeRecoveryStatus !== 'ENABLED') return null;
  return pitr.LatestRestorableDateTime?.toISOString() ?? null;
}

/** The newest snapshot folder's time: its completion marker's modification time. */
async function newestSnapshot(dir: string): Promise<string | null> {
  try {
    const entries = await fs.readdir(dir, { withFileTypes: true });
    let newest: Date | null = null;
    for (const entry of entries) {
      if (!entry.isDirectory()) continue;
      const marker = await fs.stat(path.join(dir, entry.name, 'COMPLETE')).catch(() => null);
      if (marker && (!newest || marker.mtime > newest)) newest = marker.mtime;
    }
    return newest?.toISOString() ?? null;
  } catch (error) {
    logger.warn('snapshot_folder_unreadable', { error });
    return null;
  }
}
