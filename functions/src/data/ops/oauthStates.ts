import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { store } from '../core/store';
import './oauthState.entity';

/** How long a started OAuth flow may take before its `state` is no longer accepted. */
export const OAUTH_STATE_TTL_SECONDS = 600;

export async function putOAuthState(provider: string, state: string): Promise<void> {
  const now = Math.floor(Date.now() / 1000);
  await store()
    .oauthState.create({
      provider,
      state,
      createdAt: new Date().toISOString(),
      expiresAt: now + OAUTH_STATE_TTL_SECONDS,
    })
    .go();
}

/**
 * Uses up a state: true only for a state this server issued that has not expired and was not used before.
 * The delete is conditional, so two callbacks racing with one state cannot both succeed. Expired items are
 * refused even when TTL has not removed them yet.
 */
export async function consumeOAuthState(provider: string, state: string): Promise<boolean> {
  const now = Math.floor(Date.now() / 1000);
  try {
    await store()
      .oauthState.remove({ provider, state })
      .where(({ expiresAt }, { gt }) => gt(expiresAt, now))
      .go({ originalErr: true });
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}
