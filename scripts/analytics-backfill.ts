/**
 * `npm run analytics:backfill`: rebuilds the analytics aggregates (issue 21) of every workspace whose aggregates
 * disagree with its records (functions/src/data/analytics/rebuild.ts). Which table: `TABLE_NAME` (with
 * `DYNAMODB_ENDPOINT` for a local one), with the caller's own credentials. Run it with writes stopped; the local
 * stack runs it at each start. Prints `name: value` lines.
 */
import { backfillAnalytics } from '../functions/src/data/analytics/rebuild';

if (!process.env.TABLE_NAME) {
  console.error('Set TABLE_NAME (and DYNAMODB_ENDPOINT for DynamoDB Local).');
  process.exit(2);
}
const { workspaces, rebuilt } = await backfillAnalytics();
console.log(`workspaces: ${workspaces}\nrebuilt: ${rebuilt}`);
