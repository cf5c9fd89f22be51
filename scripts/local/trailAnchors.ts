import { db, tableName } from '../../functions/src/data/core/client';
import { anchorTrail, folderAnchorStore } from '../../functions/src/data/trail/anchors';
import { startPeriodicJob } from './periodicJob';

/** How often the local stack looks whether today's anchor is written yet (it writes one per UTC day). */
const CHECK_EVERY_MS = 60 * 60 * 1000;

/**
 * The local stand-in for the cloud's daily anchor job (infra/lib/constructs/trail-anchor-job.ts): at start and
 * then hourly, today's chain heads into `<dir>/anchors/<day>.json` unless that day's anchor exists.
 */
export function startTrailAnchors(dir: string, log: (line: string) => void): { stop: () => Promise<void> } {
  const store = folderAnchorStore(dir);
  return startPeriodicJob(
    CHECK_EVERY_MS,
    async () => {
      const { day, heads, written } = await anchorTrail(db(), tableName(), store);
      return written ? `⚓ Trail anchored: ${heads} chain heads → ${dir}/anchors/${day}.json` : null;
    },
    (line) => log(line.startsWith('✗') ? `⚓ Trail anchor failed: ${line.slice(2)}` : line),
  );
}
