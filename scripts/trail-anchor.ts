/**
 * `npm run trail:anchor`: takes today's trail anchor now (every chain head into `anchors/<day>.json`), as the
 * cloud's daily job and the running local stack do on their own. Same table and anchor store as `trail:verify`:
 * the local stack's `.local/` by default; `TABLE_NAME` with `TRAIL_ANCHOR_BUCKET` or `TRAIL_ANCHOR_DIR` otherwise.
 * One anchor per day: a second run the same day writes nothing and says so.
 */
import { pathToFileURL } from 'node:url';
import { anchorTrail } from '../functions/src/data/trail/anchors';
import { anchorStore, target } from './trail-verify';

async function main() {
  const store = anchorStore();
  if (!store)
    throw new Error('TABLE_NAME is set: name the anchor store too (TRAIL_ANCHOR_BUCKET or TRAIL_ANCHOR_DIR).');
  const { client, tableName, stop } = await target();
  try {
    const { day, heads, written } = await anchorTrail(client, tableName, store);
    console.log(`table: ${tableName}\ntrail_anchor_day: ${day}\ntrail_anchor_heads: ${heads}`);
    console.log(
      written ? `trail_anchor_written: anchors/${day}.json` : `trail_anchor_written: none (${day} is anchored already)`,
    );
  } finally {
    await stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: Error) => {
    console.error(`trail:anchor failed: ${error.message}`);
    process.exit(2);
  });
}
