import { ADMIN_MESSAGES, type AdminUser } from '@cq/shared';
import { NotFoundError, StaleVersionError } from '../domain/errors';
import { ContentionError, retryOnContention } from '../data/core/contention';
import { getProfile, staffGroupsOf, type StoredProfile } from '../data/people/users';
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

/** One admin change to an account: what Cognito must do, and how the profile mirrors it. */
export interface AccountChange {
  /** Makes the change in Cognito for the account's sign-in name (idempotent: a retry after a failed mirror converges). */
  readonly inCognito: (params: { UserPoolId: string; Username: string }) => Promise<unknown>;
  /** True when the profile already shows the change (a repeated request): nothing is written. */
  readonly alreadyDone: (profile: StoredProfile) => boolean;
  /** The trailed, versioned profile write. */
  readonly mirror: (profile: StoredProfile) => Promise<StoredProfile>;
}

/**
 * Cognito is the truth for signing in (its groups are what the next token carries; a disabled user cannot sign in
 * or refresh), so the change is made there first; then the profile mirrors it with the trail entry, read again
 * when it moved between the read and the write (the user's own rename, a sign-in).
 */
export async function changeAccountEverywhere(userId: string, change: AccountChange): Promise<AdminUser> {
  const target = await getProfile(userId);
  if (!target) throw new NotFoundError(ADMIN_MESSAGES.userNotFound);
  await change.inCognito({ UserPoolId: env.userPoolId(), Username: target.email }).catch((error: unknown) => {
    // A profile whose sign-in account is gone from the pool (deleted there): nothing to change. By name: the SDK's
    // error classes are in the lazily loaded client (lib/userPool.ts).
    if ((error as { name?: string }).name === 'UserNotFoundException')
      throw new NotFoundError(ADMIN_MESSAGES.userNotFound);
    throw error;
  });
  const updated = await retryOnContention(async () => {
    const current = await getProfile(userId);
    if (!current) throw new NotFoundError(ADMIN_MESSAGES.userNotFound);
    if (change.alreadyDone(current)) return current;
    return change.mirror(current).catch((error: unknown) => {
      if (error instanceof StaleVersionError && !(error instanceof ContentionError)) throw new ContentionError();
      throw error;
    });
  });
  return adminUser(updated);
}
