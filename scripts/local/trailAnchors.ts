import { db, tableName } from '../../functions/src/data/core/client';
import { anchorTrail, folderAnchorStore } from '../../functions/src/data/trail/anchors';

/** How often the local stack looks whether today's anchor is written yet (it writes one per UTC day). */
const CHECK_EVERY_MS = 60 * 60 * 1000;

/**
 * The local stand-in for the cloud's daily anchor job (infra/lib/constructs/trail-anchor-job.ts): at start and
 * then hourly, today's chain heads into `<dir>/anchors/<day>.json` unless that day's anchor exists. A failure is
 * reported and never stops the stack: the anchor protects the trail, the app does not depend on it.
 */
export function startTrailAnchors(dir: string, log: (line: string) => void): { stop: () => Promise<void> } {
  const store = folderAnchorStore(dir);
  let running: Promise<unknown> = Promise.resolve();
  const run = () => {
    running = anchorTrail(db(), tableName(), store)
      .then(({ day, heads, written }) => {
        if (written) log(`⚓ Trail anchored: ${heads} chain heads → ${dir}/anchors/${day}.json`);
      })
      .catch((error: Error) => log(`⚓ Trail anchor failed: ${error.message}`));
  };
  run();
  const timer = setInterval(run, CHECK_EVERY_MS);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      // Never close DynamoDB Local under a Scan in flight.
      await running;
    },
  };
}
