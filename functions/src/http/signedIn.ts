import { enforceRateLimit, RATE_LIMITS } from '../data/core/rateLimit';
import { runActingVia } from '../lib/actingVia';
import { env } from '../lib/env';
import type { SignedInLayer } from './guards';
import { authenticate } from './middleware/auth';
import { rateLimited } from './tableGuards';
import { resolveKeyWorkspace, resolveWorkspace } from './workspace';

/** A signed-in user's creates, in a 10-minute and a daily window. */
async function enforceUserWrites(userId: string): Promise<void> {
  const override = env.userWriteLimitOverride();
  for (const limit of [RATE_LIMITS.userWrites, RATE_LIMITS.userWritesDaily]) {
    await enforceRateLimit(override ? { ...limit, limit: override } : limit, `user:${userId}`);
  }
}

/**
 * The layer of a group with signed-in routes: the caller (JWT claims or an API key) and the manifest's access rule,
 * the workspace of owned routes, an API key's own limit and acting-via, a person's write limits; with the table
 * groups' 5xx count and per-client limits.
 */
export const signedIn: SignedInLayer = {
  ...rateLimited,
  signedIn: {
    authenticate,
    async workspace(route, event, context, params) {
      const user = context.api.user;
      const apiKey = context.api.apiKey ?? null;
      // A key has its own limit, apart from its creator's and the address's.
      if (apiKey) await enforceRateLimit(RATE_LIMITS.apiKey, `key:${apiKey.id}`);
      const needs = route.needs ? { ...route, needs: route.needs } : null;
      if (needs && apiKey) return resolveKeyWorkspace(needs, apiKey, event);
      if (needs && user) return resolveWorkspace(needs, user, event, params);
      return null;
    },
    async validated(route, user) {
      // Counted once the request is valid: only what would write counts against a person's creates.
      if (user && route.method === 'POST' && route.access !== 'public') await enforceUserWrites(user.sub);
    },
    run(context, work) {
      const apiKey = context.api.apiKey;
      return runActingVia(apiKey ? { apiKeyId: apiKey.id, name: apiKey.name } : null, work);
    },
  },
};
