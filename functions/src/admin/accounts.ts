import { ADMIN_MESSAGES, type AccountStatusChange, type AdminUser } from '@cq/shared';
import { ConflictError } from '../domain/errors';
import { changeAccountStatus } from '../data/people/users';
import type { AuthUser } from '../lib/event';
import { userPool } from '../lib/userPool';
import { changeAccountEverywhere } from './accountChange';

/**
 * Deactivates or reactivates an account (21 CFR 11.100(b): never deleted, its id never reused). The profile keeps
 * the reason and the trail entry; the API's guard reads it on every signed-in request, so the tokens a deactivated
 * person already holds stop at once. Nobody deactivates themselves (409).
 */
export async function changeAccount(caller: AuthUser, userId: string, change: AccountStatusChange): Promise<AdminUser> {
  if (userId === caller.sub && !change.active) throw new ConflictError(ADMIN_MESSAGES.ownDeactivation);
  return changeAccountEverywhere(userId, {
    inCognito: (params) => (change.active ? userPool.adminEnableUser(params) : userPool.adminDisableUser(params)),
    alreadyDone: (profile) => (profile.deactivatedAt === null) === change.active,
    mirror: (profile) => changeAccountStatus(profile, caller.sub, change),
  });
}
