import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { db, tableName } from '../data/core/client';
import { useTestTable } from '../../test/harness';
import { useStripeStandIn } from '../../test/stripeStandIn';
import { subscriptionsOfBuyer } from '../data/billing/billing';
import { briefingSubscribers } from './briefingDigest';
import { backfillPriceIndex } from './backfillPriceIndex';

useTestTable();
const stripe = useStripeStandIn();

const raw = async (subscriptionId: string) =>
  (
    await db().send(
      new GetCommand({ TableName: tableName(), Key: { PK: `STRIPE_SUB#${subscriptionId}`, SK: 'STATE' } }),
    )
  ).Item!;

describe('price index backfill (npm run billing:backfill)', () => {
  it('puts a subscription stored before the index on it, so the digest finds it, and a second run changes nothing', async () => {
    const annual = 'backfill-annual@example.com';
    const indexed = 'backfill-monthly@example.com';
    await stripe.buy(annual, 'alerts-annual', '198.51.100.211');
    await stripe.buy(indexed, 'alerts-monthly', '198.51.100.212');
    // The annual subscription as stored before the index: no GSI2 key.
    const [subscription] = await subscriptionsOfBuyer(annual);
    const id = subscription!.subscriptionId;
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: { PK: `STRIPE_SUB#${id}`, SK: 'STATE' },
        UpdateExpression: 'REMOVE GSI2PK, GSI2SK',
      }),
    );
    const before = await raw(id);
    expect(await briefingSubscribers(new Date())).toEqual([indexed]);

    expect(await backfillPriceIndex()).toEqual({ subscriptions: 2, indexed: 1 });
    const after = await raw(id);
    expect(after).toMatchObject({ GSI2PK: 'PRICE#alerts-annual', GSI2SK: `SUB#${id}` });
    // Only the index keys were added: every field Stripe set is as it was.
    const { GSI2PK: _pk, GSI2SK: _sk, ...rest } = after;
    expect(rest).toEqual(before);
    expect(await briefingSubscribers(new Date())).toEqual([annual, indexed]);

    expect(await backfillPriceIndex()).toEqual({ subscriptions: 2, indexed: 0 });
    expect(await raw(id)).toEqual(after);
  });
});
