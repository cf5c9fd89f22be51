import { ADMIN_MESSAGES, keyMayCall, type RouteDef } from '@cq/shared';
import { API_KEY_MESSAGES } from '@cq/shared/integrations/schemas';
import { forbidden, unauthorized } from '../../lib/errors';
import type { ApiEvent, AuthUser } from '../../lib/event';
import { findApiKey, looksLikeApiKey, noteKeyUse, type PresentedKey } from '../../data/integrations/apiKeys';
import { getProfile } from '../../data/people/users';

/** The bearer token of a request, whichever way the header is spelled. */
export function bearerToken(event: ApiEvent): string | undefined {
  const header = event.headers?.authorization ?? event.headers?.Authorization;
  return /^Bearer (\S+)$/i.exec(header?.trim() ?? '')?.[1];
}

/** The request's API key secret, when it comes with one (`Authorization: Bearer cq_…`). */
export function presentedSecret(event: ApiEvent): string | undefined {
  const token = bearerToken(event);
  return token && looksLikeApiKey(token) ? token : undefined;
}

/**
 * The caller of a request made with an API key: the key (found again here by one GetItem, whatever the
 * authorizer cached, so a revocation or an expiry holds from the next request) and the person who created it,
 * as whom it acts. Never a staff member: a key carries no groups, and only the routes `keyMayCall` allows.
 */
export async function apiKeyCaller(route: RouteDef, secret: string): Promise<{ key: PresentedKey; user: AuthUser }> {
  const key = await findApiKey(secret);
  if (!key) throw unauthorized(API_KEY_MESSAGES.invalid);
  if (!keyMayCall(route)) throw forbidden(API_KEY_MESSAGES.personOnly);
  const profile = await getProfile(key.createdBy);
  if (!profile) throw unauthorized(API_KEY_MESSAGES.invalid);
  // A key acts as its creator: a deactivated creator's keys stop with them.
  if (profile.deactivatedAt) throw forbidden(ADMIN_MESSAGES.deactivated);
  await noteKeyUse(key);
  return {
    key,
    user: {
      sub: key.createdBy,
      email: profile.email,
      groups: [],
      givenName: profile.firstName,
      familyName: profile.lastName,
      picture: null,
      issuedAt: null,
    },
  };
}
