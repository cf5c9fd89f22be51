import { ListUsersCommand, SignUpCommand } from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, it } from 'vitest';
import { getProfile } from '../data/people/users';
import { cognito } from '../lib/cognito';
import { env } from '../lib/env';
import { useTestTable } from '../../test/harness';
import { useUserPool } from '../../test/userPool';
import { backfillProfiles } from './backfillProfiles';

/**
 * Accounts confirmed before the post-confirmation trigger existed get their profile from the pool (issue 25), in a
 * real user pool (cognito-local) and DynamoDB Local: confirmed ones only, once.
 */
useTestTable();
useUserPool([
  { email: 'early-ada@example.com', password: 'Early-Ada-2026!', firstName: 'Ada', lastName: 'Early' },
  { email: 'early-bo@example.com', password: 'Early-Bo-2026!', firstName: 'Bo', lastName: 'Early' },
]);

describe('profile backfill from the user pool', () => {
  it('makes the missing profiles of confirmed accounts with their names, skips an unconfirmed sign-up, and runs again as a no-op', async () => {
    await cognito().send(
      new SignUpCommand({
        ClientId: env.userPoolClientId(),
        Username: 'never-confirmed@example.com',
        Password: 'Never-Confirmed-2026!',
        UserAttributes: [{ Name: 'email', Value: 'never-confirmed@example.com' }],
      }),
    );
    const first = await backfillProfiles();
    expect(first).toEqual({ users: 3, created: 2, skipped: 1 });

    const users = (await cognito().send(new ListUsersCommand({ UserPoolId: env.userPoolId() }))).Users ?? [];
    const subOf = (email: string) =>
      users
        .find((u) => u.Attributes?.some((a) => a.Name === 'email' && a.Value === email))!
        .Attributes!.find((a) => a.Name === 'sub')!.Value!;
    expect(await getProfile(subOf('early-ada@example.com'))).toMatchObject({
      email: 'early-ada@example.com',
      firstName: 'Ada',
      lastName: 'Early',
    });
    expect(await getProfile(subOf('never-confirmed@example.com'))).toBeNull();

    expect(await backfillProfiles()).toEqual({ users: 3, created: 0, skipped: 1 });
  });
});
