import {
  AdminAddUserToGroupCommand,
  AdminRemoveUserFromGroupCommand,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import { ADMIN_MESSAGES, type AdminUser, type RoleChange } from '@cq/shared';
import { ConflictError, NotFoundError, StaleVersionError } from '../domain/errors';
import { ContentionError, retryOnContention } from '../data/core/contention';
import { changeStaffGroups, getProfile, staffGroupsOf, type StoredProfile } from '../data/people/users';
import type { AuthUser } from '../lib/event';
import { cognito } from '../lib/cognito';
import { env } from '../lib/env';

/** A profile as the admin user list shows it. */
export const adminUser = (profile: StoredProfile): AdminUser => ({
  id: profile.id,
  email: profile.email,
  firstName: profile.firstName,
  lastName: profile.lastName,
  role: profile.role,
  groups: staffGroupsOf(profile),
  subscriptionStatus: profile.subscriptionStatus,
  createdAt: profile.createdAt,
  deactivatedAt: profile.deactivatedAt,
});

/**
 * Grants or revokes a staff group. Cognito's groups are the truth (they are what the next token carries and the
 * API's guard reads), so the group changes there first; then the profile mirrors it (groups and role) with the
 * trail entry: who, when, old and new, and the reason. Both Cognito calls are idempotent, so a retry after a
 * failed mirror write converges. An admin cannot revoke their own admin role (409): nobody could restore it
 * from inside if they were the last one.
 */
export async function changeUserRole(caller: AuthUser, userId: string, change: RoleChange): Promise<AdminUser> {
  if (userId === caller.sub && change.role === 'admin' && change.action === 'revoke') {
    throw new ConflictError(ADMIN_MESSAGES.ownAdminRole);
  }
  const target = await getProfile(userId);
  if (!target) throw new NotFoundError(ADMIN_MESSAGES.userNotFound);
  const params = { UserPoolId: env.userPoolId(), Username: target.email, GroupName: change.role };
  await cognito()
    .send(
      change.action === 'grant' ? new AdminAddUserToGroupCommand(params) : new AdminRemoveUserFromGroupCommand(params),
    )
    .catch((error: unknown) => {
      // A profile whose sign-in account is gone from the pool (deleted there): nothing to change.
      if (error instanceof UserNotFoundException) throw new NotFoundError(ADMIN_MESSAGES.userNotFound);
      throw error;
    });
  const updated = await retryOnContention(async () => {
    const current = await getProfile(userId);
    if (!current) throw new NotFoundError(ADMIN_MESSAGES.userNotFound);
    // Already so (a repeated request): Cognito was made sure of above, nothing changes on the profile.
    if (staffGroupsOf(current).includes(change.role) === (change.action === 'grant')) return current;
    return changeStaffGroups(current, caller.sub, change).catch((error: unknown) => {
      // The profile moved between the read and the write (the user's own rename, a sign-in): read again.
      if (error instanceof StaleVersionError && !(error instanceof ContentionError)) throw new ContentionError();
      throw error;
    });
  });
  return adminUser(updated);
}
