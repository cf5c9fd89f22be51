import { createHash, randomBytes } from 'node:crypto';
import type { Owner } from '../core/owner';
import { store } from '../core/store';
import { writeTogether } from '../trail/trail';
import './feed.entity';

/** A feed token: 32 random bytes (256 bits), URL-safe. Only its SHA-256 is stored. */
const newToken = () => randomBytes(32).toString('base64url');
export const tokenHash = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/**
 * Issues the member's new feed token in the workspace and retires the previous one in the same transaction, so
 * the old URL stops working the moment the new one exists. Returns the token (shown once, in the URL).
 */
export async function renewFeed(owner: Owner): Promise<string> {
  const token = newToken();
  const hash = tokenHash(token);
  const now = new Date().toISOString();
  const member = { workspaceId: owner.workspaceId, userId: owner.actor };
  const { data: previous } = await store().calendarFeed.get(member).go({ consistent: true });
  await writeTogether((entities) => [
    ...(previous ? [{ item: entities.calendarFeedToken.delete({ tokenHash: previous.tokenHash }).commit() }] : []),
    { item: entities.calendarFeedToken.create({ ...member, tokenHash: hash, createdAt: now }).commit() },
    {
      item: entities.calendarFeed
        .put({ ...member, tokenHash: hash, createdAt: now })
        // A renewal racing this one would leave two live tokens: only the hash read above may be replaced.
        .where((attr, { eq, notExists }) =>
          previous ? eq(attr.tokenHash, previous.tokenHash) : notExists(attr.tokenHash),
        )
        .commit(),
    },
  ]);
  return token;
}

/** Revokes the member's feed in the workspace (nothing to do when there is none). */
export async function revokeFeed(owner: Owner): Promise<void> {
  const member = { workspaceId: owner.workspaceId, userId: owner.actor };
  const { data: previous } = await store().calendarFeed.get(member).go({ consistent: true });
  if (!previous) return;
  await writeTogether((entities) => [
    { item: entities.calendarFeedToken.delete({ tokenHash: previous.tokenHash }).commit() },
    {
      item: entities.calendarFeed
        .delete(member)
        .where((attr, { eq }) => eq(attr.tokenHash, previous.tokenHash))
        .commit(),
    },
  ]);
}

/** Access pattern (public feed route): whose feed a token opens, one GetItem by its hash; null when none. */
export async function feedOwner(token: string): Promise<{ workspaceId: string; userId: string } | null> {
  const { data } = await store()
    .calendarFeedToken.get({ tokenHash: tokenHash(token) })
    .go({ consistent: true });
  return data ? { workspaceId: data.workspaceId, userId: data.userId } : null;
}
