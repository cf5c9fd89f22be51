import {
  AdminDisableUserCommand,
  AdminEnableUserCommand,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import { ADMIN_MESSAGES, type AccountStatusChange, type AdminUser } from '@cq/shared';
import { ConflictError, NotFoundError, StaleVersionError } from '../domain/errors';
import { ContentionError, retryOnContention } from '../data/core/contention';
import { changeAccountStatus, getProfile } from '../data/people/users';
import type { AuthUser } from '../lib/event';
import { cognito } from '../lib/cognito';
import { env } from '../lib/env';
import { adminUser } from './roles';

/**
 * Deactivates or reactivates an account (21 CFR 11.100(b): never deleted, its id never reused). Cognito first, so
 * a deactivated person can no longer sign in or refresh a token; then the profile, with the trail entry and the
 * reason, which the API's guard reads on every signed-in request so the tokens they already hold stop at once.
 * Both steps are idempotent: a retry after a failed profile write converges. Nobody deactivates themselves (409).
 */
export async function changeAccount(caller: AuthUser, userId: string, change: AccountStatusChange): Promise<AdminUser> {
  if (userId === caller.sub && !change.active) throw new ConflictError(ADMIN_MESSAGES.ownDeactivation);
  const target = await getProfile(userId);
  if (!target) throw new NotFoundError(ADMIN_MESSAGES.userNotFound);
  const params = { UserPoolId: env.userPoolId(), Username: target.email };
  await cognito()
    .send(change.active ? new AdminEnableUserCommand(params) : new AdminDisableUserCommand(params))
    .catch((error: unknown) => {
      if (error instanceof UserNotFoundException) throw new NotFoundError(ADMIN_MESSAGES.userNotFound);
      throw error;
    });
  const updated = await retryOnContention(async () => {
    const current = await getProfile(userId);
    if (!current) throw new NotFoundError(ADMIN_MESSAGES.userNotFound);
    // Already so (a repeated request): nothing changes on the profile.
    if ((current.deactivatedAt === null) === change.active) return current;
    return changeAccountStatus(current, caller.sub, change).catch((error: unknown) => {
      if (error instanceof StaleVersionError && !(error instanceof ContentionError)) throw new ContentionError();
      throw error;
    });
  });
  return adminUser(updated);
}
