import type middy from '@middy/core';
import { ADMIN_MESSAGES, allows, findRoute } from '@cq/shared';
import { forbidden, routeNotFound, unauthorized } from '../../lib/errors';
import { authorizerClaims, userFromClaims, type ApiEvent, type AuthUser } from '../../lib/event';
import { getProfile, staffGroupsOf, type StoredProfile } from '../../data/people/users';
import type { ApiContext } from '../../lib/context';
import { apiKeyCaller, presentedSecret } from './apiKeyCaller';

/**
 * Reads the caller from the JWT claims the authorizer vouched for, then applies the manifest's access rule. A
 * request with an API key (`Bearer cq_…`) is its creator acting through the key, on the routes keys may call.
 * The authorizer already rejects missing or bad tokens on non-public routes; this guard is the second lock
 * and the only one that knows about staff groups.
 */
export function authGuard(): middy.MiddlewareObj<ApiEvent, unknown, Error, ApiContext> {
  return {
    before: async ({ event, context }) => {
      const [method = '', path = ''] = event.routeKey.split(' ');
      const match = findRoute(method, path);
      if (!match.route) throw routeNotFound();
      context.api.route = match.route;
      const secret = match.route.access === 'public' ? undefined : presentedSecret(event);
      if (secret) {
        const { key, user } = await apiKeyCaller(match.route, secret);
        context.api.user = user;
        context.api.apiKey = key;
        return;
      }
      const user = match.route.access === 'public' ? null : userFromClaims(authorizerClaims(event));
      context.api.user = user;
      if (match.route.access === 'public') return;
      if (!user) throw unauthorized();
      if (!allows(match.route.access, user.groups)) throw forbidden();
      // One GetItem per signed-in request: a deactivated account's tokens (an ID token lives an hour) stop at once.
      const profile = await getProfile(user.sub);
      if (profile?.deactivatedAt) throw forbidden(ADMIN_MESSAGES.deactivated);
      if (match.route.access !== 'user' && revokedSince(user, match.route.access, profile)) throw forbidden();
    },
  };
}

/**
 * A staff token outlives a revocation (an ID token lives an hour): on staff routes, a token issued before an
 * admin last changed the caller's groups is held against the groups as changed (mirrored on the profile from
 * Cognito, data/people/users.ts), so a revoked admin or editor is refused at once. A token without `iat`, or a
 * profile never changed by an admin, is judged by its groups alone.
 */
function revokedSince(user: AuthUser, access: 'editor' | 'admin', profile: StoredProfile | null): boolean {
  if (user.issuedAt == null) return false;
  if (!profile?.groupsChangedAt || user.issuedAt * 1000 >= Date.parse(profile.groupsChangedAt)) return false;
  return !allows(access, staffGroupsOf(profile));
}
