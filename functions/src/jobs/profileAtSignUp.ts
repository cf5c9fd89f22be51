import type { PostConfirmationTriggerEvent } from 'aws-lambda';
import { ensureProfile } from '../data/people/users';
import { logger } from '../lib/logger';

/**
 * Cognito's post-confirmation trigger (infra/lib/auth-stack.ts; the local stack's Cognito proxy calls it after a
 * confirmed sign-up): the profile exists from the moment the account does, so Admin → Users lists people who never
 * opened the app and "Total users" counts them. A profile already there (a second confirmation) is left alone.
 * A failure is logged, never thrown: Cognito would answer the confirmation with an error although the account is
 * confirmed, and the first signed-in request makes the profile anyway.
 */
export async function handler(event: PostConfirmationTriggerEvent): Promise<PostConfirmationTriggerEvent> {
  if (event.triggerSource !== 'PostConfirmation_ConfirmSignUp') return event;
  const attributes = event.request.userAttributes;
  const text = (name: string) => attributes[name]?.trim() || null;
  const sub = text('sub');
  const email = text('email');
  if (!sub || !email) {
    logger.warn('profile_at_sign_up_skipped', { reason: 'no sub or email attribute' });
    return event;
  }
  try {
    await ensureProfile({
      sub,
      email,
      givenName: text('given_name'),
      familyName: text('family_name'),
      picture: text('picture'),
    });
  } catch (error) {
    logger.error('profile_at_sign_up_failed', { error, sub });
  }
  return event;
}
