import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import { keys } from './keys';

/** How long a started OAuth flow may take before its `state` is no longer accepted. */
export const OAUTH_STATE_TTL_SECONDS = 600;

export async function putOAuthState(provider: string, state: string): Promise<void> {
  const now = Math.floor(Date.now() / 1000);
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...keys.oauthState(provider, state),
        type: 'OAuthState',
        createdAt: new Date().toISOString(),
        expiresAt: now + OAUTH_STATE_TTL_SECONDS,
      },
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
}

/**
 * Uses up a state: true only for a state this server issued that has not expired and was not used before.
 * The delete is conditional, so two callbacks racing with one state cannot both succeed. Expired items are
 * refused even when TTL has not removed them yet.
 */
export async function consumeOAuthState(provider: string, state: string): Promise<boolean> {
  try {
    await db().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: keys.oauthState(provider, state),
        ConditionExpression: 'attribute_exists(PK) AND expiresAt > :now',
        ExpressionAttributeValues: { ':now': Math.floor(Date.now() / 1000) },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}
