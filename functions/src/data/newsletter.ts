import { randomUUID } from 'node:crypto';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { NewsletterSubscription } from '@cq/shared';
import { db, tableName } from './client';
import { keys } from './keys';

/** A newsletter sign-up, stored with the other leads (staff-only month partitions). */
export interface StoredNewsletterSubscription {
  id: string;
  type: 'NewsletterSubscription';
  createdAt: string;
  clientAddress: string;
  email: string;
  source?: NewsletterSubscription['source'];
}

/**
 * Stores the sign-up and claims its address in one transaction: the first sign-up of an address is stored,
 * any later one (in any letter case) stores nothing and returns null, so repeating it is harmless.
 */
export async function subscribeToNewsletter(
  { website: _honeypot, ...input }: NewsletterSubscription,
  clientAddress: string,
): Promise<StoredNewsletterSubscription | null> {
  const lead: StoredNewsletterSubscription = {
    id: randomUUID(),
    type: 'NewsletterSubscription',
    createdAt: new Date().toISOString(),
    clientAddress,
    ...input,
  };
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: tableName(),
              Item: {
                ...keys.newsletterClaim(lead.email),
                type: 'NewsletterClaim',
                leadId: lead.id,
                createdAt: lead.createdAt,
              },
              ConditionExpression: 'attribute_not_exists(PK)',
            },
          },
          { Put: { TableName: tableName(), Item: { ...keys.lead(lead.createdAt, lead.id), ...lead } } },
        ],
      }),
    );
  } catch (error) {
    const code = error instanceof TransactionCanceledException ? error.CancellationReasons?.[0]?.Code : undefined;
    if (code === 'ConditionalCheckFailed') return null;
    throw error;
  }
  return lead;
}
