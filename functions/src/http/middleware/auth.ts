import { ADMIN_MESSAGES, allows, type RouteDef } from '@cq/shared';
import { forbidden, unauthorized } from '../../lib/errors';
import { authorizerClaims, userFromClaims, type ApiEvent, type AuthUser } from '../../lib/event';
import { getStanding, staffGroupsOf, type Standing } from '../../data/people/users';
import type { ApiContext } from '../../lib/context';
import { apiKeyCaller, presentedSecret } from './apiKeyCaller';

/**
 * Reads the caller of a signed-in route from the JWT claims the authorizer vouched for, then applies the
 * manifest's access rule. A request with an API key (`Bearer cq_…`) is its creator acting through the key, on the
 * routes keys may call. The authorizer already rejects missing or bad tokens on non-public routes; this guard is
 * the second lock and the only one that knows about staff groups. Public routes never come here (the core chain,
 * http/groupHandler.ts, gives them no caller).
 */
export async function authenticate(route: RouteDef, event: ApiEvent, context: ApiContext): Promise<void> {
  const secret = presentedSecret(event);
  if (secret) {
    const { key, user } = await apiKeyCaller(route, secret);
    context.api.user = user;
    context.api.apiKey = key;
    return;
  }
  const user = userFromClaims(authorizerClaims(event));
  context.api.user = user;
  if (!user) throw unauthorized();
  if (!allows(route.access, user.groups)) throw forbidden();
  const standing = callerStanding(route, user);
  // A read works alongside the profile read and answers once it is in (lib/standing.ts); anything else waits.
  if (route.method === 'GET') context.api.standing = standing;
  else await standing;
}

/**
 * One GetItem per signed-in request: a deactivated account's tokens (an ID token lives an hour) stop at once, and so
 * does a revoked staff token.
 */
async function callerStanding(route: RouteDef, user: AuthUser): Promise<void> {
  const profile = await getStanding(user.sub);
  if (profile?.deactivatedAt) throw forbidden(ADMIN_MESSAGES.deactivated);
  if ((route.access === 'editor' || route.access === 'admin') && revokedSince(user, route.access, profile)) {
    throw forbidden();
  }
}

/**
 * A staff token outlives a revocation (an ID token lives an hour): on staff routes, a token issued before an
 * admin last changed the caller's groups is held against the groups as changed (mirrored on the profile from
 * Cognito, data/people/users.ts), so a revoked admin or editor is refused at once. A token without `iat`, or a
 * profile never changed by an admin, is judged by its groups alone.
 */
function revokedSince(user: AuthUser, access: 'editor' | 'admin', profile: Standing | null): boolean {
  if (user.issuedAt == null) return false;
  if (!profile?.groupsChangedAt || user.issuedAt * 1000 >= Date.parse(profile.groupsChangedAt)) return false;
  return !allows(access, staffGroupsOf(profile));
}
