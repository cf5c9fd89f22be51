import type { ProfileUpdate, UserProfile } from '@cq/shared';
import { NotFoundError, StaleVersionError } from '../domain/errors';
import type { AuthUser } from '../lib/event';
import { env } from '../lib/env';
import { logger } from '../lib/logger';
import { userPool } from '../lib/userPool';
import {
  acceptSignatureStatement,
  changeNames,
  changeRole,
  createProfile,
  getProfile,
  publicProfile,
  roleFromGroups,
  type StoredProfile,
} from '../data/people/users';

/**
 * ID tokens from cognito-local lack given_name/family_name, and a cloud pool may omit them too, so a first
 * profile falls back to the user pool's stored attributes for the names.
 */
async function namesFromPool(user: AuthUser): Promise<{ firstName: string | null; lastName: string | null }> {
  if (user.givenName || user.familyName) return { firstName: user.givenName, lastName: user.familyName };
  try {
    const out = await userPool.adminGetUser({ UserPoolId: env.userPoolId(), Username: user.email || user.sub });
    const attr = (name: string) => out.UserAttributes?.find((a) => a.Name === name)?.Value?.trim() || null;
    return { firstName: attr('given_name'), lastName: attr('family_name') };
  } catch (error) {
    logger.warn('profile_names_lookup_failed', { error });
    return { firstName: null, lastName: null };
  }
}

/** The caller's profile, created on first call; the role follows the Cognito groups, each change trailed. */
export async function currentProfile(user: AuthUser): Promise<UserProfile> {
  let profile: StoredProfile | null = await getProfile(user.sub);
  if (!profile) {
    profile = await createProfile({
      id: user.sub,
      email: user.email,
      profileImageUrl: user.picture,
      ...(await namesFromPool(user)),
    });
  }
  const role = roleFromGroups(user.groups);
  // A token issued before an admin last changed this user's groups still lists the old ones: it must not undo
  // the change (Cognito, which the admin changed, is the truth; the next token carries it).
  const predatesChange =
    profile.groupsChangedAt !== null &&
    user.issuedAt != null &&
    user.issuedAt * 1000 < Date.parse(profile.groupsChangedAt);
  if (profile.role !== role && !predatesChange) {
    profile = await changeRole(
      profile,
      role,
      'system:cognito-groups',
      `Cognito groups: ${user.groups.join(', ') || 'none'}`,
      user.groups,
    );
  }
  return publicProfile(profile, user.groups);
}

/**
 * `PATCH /api/auth/user`: the names, or the acceptance of the e-signature statement, from the version the
 * caller read. Accepting again changes nothing (the first acceptance stays the recorded one).
 */
export async function renameProfile(user: AuthUser, update: ProfileUpdate): Promise<UserProfile> {
  await currentProfile(user); // made on first use, its role following the groups, like GET
  const profile = await getProfile(user.sub);
  if (!profile) throw new NotFoundError('User not found');
  if (update.acceptSignatureStatement) {
    if (profile.signatureStatementAcceptedAt) return publicProfile(profile, user.groups);
    return publicProfile(await acceptSignatureStatement(profile, update.version), user.groups);
  }
  const names = { firstName: update.firstName ?? '', lastName: update.lastName ?? '' };
  if (profile.firstName === names.firstName && profile.lastName === names.lastName) {
    if (profile.version !== update.version) throw new StaleVersionError();
    return publicProfile(profile, user.groups);
  }
  return publicProfile(await changeNames(profile, update.version, names), user.groups);
}
