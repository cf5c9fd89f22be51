import type { PostConfirmationTriggerEvent } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { readTotal } from '../data/core/counters';
import { getProfile } from '../data/people/users';
import { useTestTable } from '../../test/harness';
import { handler } from './profileAtSignUp';

/** The user pool's post-confirmation trigger makes the profile of a confirmed sign-up (issue 25). */
useTestTable();

const event = (
  attributes: Record<string, string>,
  triggerSource: PostConfirmationTriggerEvent['triggerSource'] = 'PostConfirmation_ConfirmSignUp',
): PostConfirmationTriggerEvent => ({
  version: '1',
  region: 'us-east-1',
  userPoolId: 'us-east-1_test',
  userName: attributes.sub ?? 'nobody',
  callerContext: { awsSdkVersion: 'test', clientId: 'client' },
  triggerSource,
  request: { userAttributes: attributes },
  response: {},
});

describe('the profile made at sign-up', () => {
  it('is made once, with the names the sign-up gave, and counted once', async () => {
    const before = await readTotal('totalUsers');
    const signUp = event({
      sub: 'signup-sub-1',
      email: 'new.person@example.com',
      given_name: ' Dana ',
      family_name: 'Reyes',
      email_verified: 'true',
    });
    expect(await handler(signUp)).toBe(signUp);
    expect(await getProfile('signup-sub-1')).toMatchObject({
      id: 'signup-sub-1',
      email: 'new.person@example.com',
      firstName: 'Dana',
      lastName: 'Reyes',
      role: 'user',
      subscriptionStatus: 'free',
      version: 1,
    });
    expect(await readTotal('totalUsers')).toBe(before + 1);

    // Cognito retries a trigger that timed out: nothing is made twice.
    await handler(signUp);
    expect((await getProfile('signup-sub-1'))!.version).toBe(1);
    expect(await readTotal('totalUsers')).toBe(before + 1);
  });

  it('leaves a password reset and an event without an e-mail alone, and never fails the confirmation', async () => {
    await handler(event({ sub: 'signup-sub-2', email: 'reset@example.com' }, 'PostConfirmation_ConfirmForgotPassword'));
    expect(await getProfile('signup-sub-2')).toBeNull();
    await handler(event({ sub: 'signup-sub-3' }));
    expect(await getProfile('signup-sub-3')).toBeNull();
    // Another account holds the e-mail: the claim refuses it, the trigger logs and still answers Cognito.
    await handler(event({ sub: 'signup-sub-4', email: 'taken@example.com' }));
    const clash = event({ sub: 'signup-sub-5', email: 'taken@example.com' });
    await expect(handler(clash)).resolves.toBe(clash);
    expect(await getProfile('signup-sub-5')).toBeNull();
  });
});
