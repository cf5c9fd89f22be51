/**
 * What the settings page says when Cognito refuses, recognised by exception name only: no SDK or emulator
 * text reaches the user.
 */
const TOO_MANY = 'Too many attempts. Please wait a few minutes and try again.';
const NETWORK = 'We could not reach the sign-in service. Check your connection and try again.';

const CHANGE_PASSWORD: Record<string, string> = {
  // Cognito's answer for a wrong current password.
  NotAuthorizedException: 'Your current password is not correct.',
  // cognito-local answers a wrong current password this way; Cognito uses it for a new password it refuses.
  InvalidPasswordException:
    'The password was not accepted. Check your current password; the new one needs at least 12 characters, with an uppercase letter, a lowercase letter, a number and a symbol.',
  LimitExceededException: TOO_MANY,
  TooManyRequestsException: TOO_MANY,
  NetworkError: NETWORK,
};

const SIGN_OUT_EVERYWHERE: Record<string, string> = {
  NotAuthorizedException: 'Your session has ended. Sign in again, then sign out everywhere.',
  TooManyRequestsException: TOO_MANY,
  LimitExceededException: TOO_MANY,
  NetworkError: NETWORK,
};

const nameOf = (error: unknown): string =>
  error && typeof error === 'object' && typeof (error as { name?: unknown }).name === 'string'
    ? (error as { name: string }).name
    : '';

export const changePasswordMessage = (error: unknown): string =>
  CHANGE_PASSWORD[nameOf(error)] ?? 'Your password could not be changed. Please try again.';

export const signOutEverywhereMessage = (error: unknown): string =>
  SIGN_OUT_EVERYWHERE[nameOf(error)] ??
  'Signing out of your other devices did not work, so you are still signed in everywhere. Please try again later.';
