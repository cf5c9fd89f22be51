import type { UserType } from '@aws-sdk/client-cognito-identity-provider';
import { ensureProfile, getProfile } from '../data/people/users';
import { env } from '../lib/env';
import { userPool } from '../lib/userPool';

/** Accounts that can sign in: everything but a sign-up never confirmed. */
const confirmed = (user: UserType) => user.UserStatus !== 'UNCONFIRMED' && user.Enabled !== false;

const attribute = (user: UserType, name: string) =>
  user.Attributes?.find((a) => a.Name === name)?.Value?.trim() || null;

/**
 * Profiles for the accounts confirmed before the post-confirmation trigger existed (issue 25): every confirmed
 * user of the pool (Cognito ListUsers, 60 a page) gets the profile the trigger would have made, so Admin → Users
 * and "Total users" count them. Existing profiles are left alone, so it can run again at any time.
 */
export async function backfillProfiles(): Promise<{ users: number; created: number; skipped: number }> {
  const result = { users: 0, created: 0, skipped: 0 };
  let token: string | undefined;
  do {
    const page = await userPool.listUsers({ UserPoolId: env.userPoolId(), Limit: 60, PaginationToken: token });
    for (const user of page.Users ?? []) {
      result.users += 1;
      const sub = attribute(user, 'sub');
      const email = attribute(user, 'email');
      if (!confirmed(user) || !sub || !email) {
        result.skipped += 1;
        continue;
      }
      if (await getProfile(sub)) continue;
      await ensureProfile({
        sub,
        email,
        givenName: attribute(user, 'given_name'),
        familyName: attribute(user, 'family_name'),
        picture: attribute(user, 'picture'),
      });
      result.created += 1;
    }
    token = page.PaginationToken;
  } while (token);
  return result;
}
