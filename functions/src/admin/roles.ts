import { ADMIN_MESSAGES, type AdminUser, type RoleChange } from '@cq/shared';
import { ConflictError } from '../domain/errors';
import { changeStaffGroups, staffGroupsOf } from '../data/people/users';
import type { AuthUser } from '../lib/event';
import { userPool } from '../lib/userPool';
import { changeAccountEverywhere } from './accountChange';

/**
 * Grants or revokes a staff group, with the trail entry: who, when, old and new, and the reason. An admin cannot
 * revoke their own admin role (409): nobody could restore it from inside if they were the last one.
 */
export async function changeUserRole(caller: AuthUser, userId: string, change: RoleChange): Promise<AdminUser> {
  if (userId === caller.sub && change.role === 'admin' && change.action === 'revoke') {
    throw new ConflictError(ADMIN_MESSAGES.ownAdminRole);
  }
  const grant = change.action === 'grant';
  return changeAccountEverywhere(userId, {
    inCognito: (params) =>
      grant
        ? userPool.adminAddUserToGroup({ ...params, GroupName: change.role })
        : userPool.adminRemoveUserFromGroup({ ...params, GroupName: change.role }),
    alreadyDone: (profile) => staffGroupsOf(profile).includes(change.role) === grant,
    mirror: (profile) => changeStaffGroups(profile, caller.sub, change),
  });
}
