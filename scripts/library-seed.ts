/**
 * `npm run library:seed`: writes the SOP Library's first issues (version 1.0, approved) and the first Regulatory
 * Briefings into a deployed table (functions/src/library/seedSops.ts and functions/src/briefings/seedBriefings.ts,
 * the seeders the local stack runs at each start). Create-only: an SOP or briefing that is there already, and
 * every later edit staff made, is left as it is, so it is safe to run again. Which table: `TABLE_NAME` (with
 * `DYNAMODB_ENDPOINT` for DynamoDB Local), with the caller's own credentials. Prints `name: value` lines.
 */
import { SEED_BRIEFINGS } from '../functions/src/briefings/seedContent';
import { seedBriefings } from '../functions/src/briefings/seedBriefings';
import { SEED_SOPS } from '../functions/src/library/content';
import { seedSops } from '../functions/src/library/seedSops';

if (!process.env.TABLE_NAME) {
  console.error('Set TABLE_NAME (and DYNAMODB_ENDPOINT for DynamoDB Local).');
  process.exit(2);
}
const created = await seedSops();
console.log(`sops: ${SEED_SOPS.length}\ncreated: ${created}\nexisting: ${SEED_SOPS.length - created}`);
const briefings = await seedBriefings();
console.log(`briefings: ${SEED_BRIEFINGS.length}\nbriefings created: ${briefings}`);
