/**
 * `npm run billing:backfill`: puts every stored Stripe subscription that lacks it on the price index the weekly
 * Regulatory Briefings digest reads (functions/src/jobs/backfillPriceIndex.ts); without it a subscription stored
 * before the index joins it only at its next Stripe event. Which table: `TABLE_NAME` (with `DYNAMODB_ENDPOINT` for
 * a local one), with the caller's own credentials. Safe to run again. Prints `name: value` lines.
 */
import { backfillPriceIndex } from '../functions/src/jobs/backfillPriceIndex';

if (!process.env.TABLE_NAME) {
  console.error('Set TABLE_NAME (and DYNAMODB_ENDPOINT for DynamoDB Local).');
  process.exit(2);
}
const { subscriptions, indexed } = await backfillPriceIndex();
console.log(`subscriptions: ${subscriptions}\nindexed: ${indexed}`);
