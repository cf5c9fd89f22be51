/**
 * `npm run users:backfill`: a profile for every confirmed account of the user pool that has none (accounts
 * confirmed before the post-confirmation trigger; functions/src/jobs/backfillProfiles.ts). Which pool and table:
 * `USER_POOL_ID` and `TABLE_NAME` (with `COGNITO_ENDPOINT` / `DYNAMODB_ENDPOINT` for the local stand-ins), with the
 * caller's own credentials. Safe to run again. Prints `name: value` lines.
 */
import { backfillProfiles } from '../functions/src/jobs/backfillProfiles';

if (!process.env.TABLE_NAME || !process.env.USER_POOL_ID) {
  console.error('Set TABLE_NAME and USER_POOL_ID (and DYNAMODB_ENDPOINT / COGNITO_ENDPOINT for the local stand-ins).');
  process.exit(2);
}
const { users, created, skipped } = await backfillProfiles();
console.log(`users: ${users}\ncreated: ${created}\nskipped: ${skipped}`);
