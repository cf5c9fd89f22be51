import fs from 'node:fs';
import path from 'node:path';

/** How many start-time snapshots of the local data are kept (the oldest go first). */
export const SNAPSHOTS_KEPT = 5;

/**
 * Copies DynamoDB Local's data files into a new folder of `snapshotsDir` named by the time, then drops all but the
 * newest `keep`. DynamoDB Local has no backups or point-in-time recovery, so this is the local stand-in the admin
 * dashboard's "last backup" reads (functions/src/data/ops/backups.ts): taken at `npm start`, before DynamoDB Local
 * opens the files, so each copy is consistent. A `COMPLETE` marker is written last: a copy cut short by a crash
 * has none and is never reported as a backup. Returns the new folder, or null when there is no data yet.
 */
export function snapshotLocalData(dbDir: string, snapshotsDir: string, keep = SNAPSHOTS_KEPT): string | null {
  const files = fs.existsSync(dbDir) ? fs.readdirSync(dbDir).filter((name) => name.endsWith('.db')) : [];
  if (files.length === 0) return null;
  const target = path.join(snapshotsDir, new Date().toISOString().replace(/[:.]/g, '-'));
  fs.mkdirSync(target, { recursive: true });
  for (const file of files) fs.copyFileSync(path.join(dbDir, file), path.join(target, file));
  fs.writeFileSync(path.join(target, 'COMPLETE'), '');
  // ISO-like names sort by time.
  const all = fs
    .readdirSync(snapshotsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  for (const old of all.slice(0, Math.max(0, all.length - keep))) {
    fs.rmSync(path.join(snapshotsDir, old), { recursive: true, force: true });
  }
  return target;
}
