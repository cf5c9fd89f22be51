import { scanTable } from '../data/core/scan';
import { store } from '../data/core/store';
import '../data/billing/billing.entity';

/** ElectroDB's wrapped DynamoDB refusal of a `where` condition. */
const conditionFailed = (error: unknown) =>
  (error as { cause?: { name?: string } }).cause?.name === 'ConditionalCheckFailedException';

/**
 * The price index (GSI2 `PRICE#<lookupKey>`, data/billing/billing.entity.ts) of subscriptions stored before it
 * existed: such a subscription joins it only at its next Stripe event, so an annual Regulatory Briefings
 * subscriber would get no weekly digest for up to a year. Each subscription lacking the key is read through its
 * entity and put back whole (ElectroDB writes the keys), on condition that no event changed it in between (an
 * event writes the keys itself, so a refused put is already done). Only index keys change, no field a person or
 * Stripe set, so nothing is trailed. A Scan: a one-off job (`npm run billing:backfill`), never a request path;
 * running it again finds nothing to do.
 */
export async function backfillPriceIndex(): Promise<{ subscriptions: number; indexed: number }> {
  const { billingSubscription } = store();
  const result = { subscriptions: 0, indexed: 0 };
  for await (const item of scanTable({
    FilterExpression: '#entity = :entity',
    ExpressionAttributeNames: { '#entity': '__edb_e__' },
    ExpressionAttributeValues: { ':entity': 'BillingSubscription' },
  })) {
    result.subscriptions += 1;
    if (item.GSI2PK !== undefined) continue;
    const { data } = await billingSubscription.get({ subscriptionId: String(item.subscriptionId) }).go({
      consistent: true,
    });
    if (!data) continue;
    try {
      await billingSubscription
        .put(data)
        .where(
          ({ lastEventAt, status }, { eq }) => `${eq(lastEventAt, data.lastEventAt)} AND ${eq(status, data.status)}`,
        )
        .go();
      result.indexed += 1;
    } catch (error) {
      if (!conditionFailed(error)) throw error;
    }
  }
  return result;
}
