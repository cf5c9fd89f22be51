/**
 * Plain messages for everything the auth screens can fail with. The text of an SDK or emulator error
 * ("Cognito Local unsupported feature: …", "1 validation error detected: …") never reaches the user:
 * errors are recognised by name only, and anything unknown gets the step's own generic message.
 */

/** What the user was doing; some Cognito errors mean different things in different steps. */
export type AuthStep = 'signIn' | 'signUp' | 'confirmSignUp' | 'resendCode' | 'resetPassword' | 'confirmResetPassword';

/** Our own error: the account exists but signing in after sign-up or a reset did not complete. */
export const SIGN_IN_INCOMPLETE = 'SignInIncomplete';

const TOO_MANY = 'Too many attempts. Please wait a few minutes and try again.';
const WRONG_CREDENTIALS = 'Incorrect email or password.';
const WRONG_CODE = 'That code is not correct. Check the email we sent and try again.';
const ALREADY_CONFIRMED = 'This account is already confirmed. Sign in with your email and password.';
const NETWORK = 'We could not reach the sign-in service. Check your connection and try again.';

/** Cognito exception names (and Amplify's client-side ones) → messages, whatever the step. */
const COMMON: Record<string, string> = {
  UsernameExistsException: 'An account with this email already exists. Try signing in instead.',
  AliasExistsException: 'An account with this email already exists. Try signing in instead.',
  CodeMismatchException: WRONG_CODE,
  ExpiredCodeException: 'That code has expired. Request a new one.',
  InvalidPasswordException:
    'That password does not meet the requirements: at least 12 characters, with an uppercase letter, a lowercase letter, a number and a symbol.',
  InvalidParameterException: 'Some of the details are not valid. Check them and try again.',
  UserNotFoundException: 'We could not find an account with that email. Check it, or create an account.',
  UserNotConfirmedException: 'This account is not confirmed yet. Sign in to get a new confirmation code.',
  NotAuthorizedException: 'You are not allowed to do that. Please sign in again.',
  PasswordResetRequiredException:
    'You need to set a new password before signing in. Use "Forgot your password?" on the sign-in page.',
  UserAlreadyAuthenticatedException: 'You are already signed in.',
  CodeDeliveryFailureException: 'We could not send the email with your code. Please try again in a few minutes.',
  LimitExceededException: TOO_MANY,
  TooManyRequestsException: TOO_MANY,
  TooManyFailedAttemptsException: TOO_MANY,
  NetworkError: NETWORK,
  [SIGN_IN_INCOMPLETE]: 'Your account is ready. Please sign in to continue.',
  EmptySignInUsername: 'Enter your email address.',
  EmptySignInPassword: 'Enter your password.',
};

/** Where a name means something else in one step. */
const BY_STEP: Record<AuthStep, Record<string, string>> = {
  signIn: {
    NotAuthorizedException: WRONG_CREDENTIALS,
    UserNotFoundException: WRONG_CREDENTIALS,
    // cognito-local reports a wrong password this way; never hint which field was wrong.
    InvalidPasswordException: WRONG_CREDENTIALS,
  },
  signUp: {
    NotAuthorizedException: 'Creating an account is not available right now. Please contact us.',
  },
  confirmSignUp: {
    NotAuthorizedException: 'We could not confirm this account. If it is already confirmed, sign in instead.',
  },
  resendCode: {
    // Cognito's answer for an account that is already confirmed.
    InvalidParameterException: ALREADY_CONFIRMED,
    NotAuthorizedException: ALREADY_CONFIRMED,
  },
  resetPassword: {
    NotAuthorizedException: 'The password of this account cannot be reset here. Please contact us.',
    InvalidParameterException:
      'We cannot send a reset code to this account because its email is not verified. Please contact us.',
  },
  confirmResetPassword: {
    // Same answer as a wrong code, so the form cannot be used to find out which accounts exist.
    UserNotFoundException: WRONG_CODE,
  },
};

/** The step's own message for anything not recognised (an emulator's unsupported call, a bug, …). */
const FALLBACK: Record<AuthStep, string> = {
  signIn: 'We could not sign you in. Please try again.',
  signUp: 'We could not create your account. Please try again.',
  confirmSignUp: 'We could not confirm your email. Please try again.',
  resendCode: 'We could not send a new code. Please try again in a few minutes.',
  resetPassword: 'We could not send a reset code. Please try again in a few minutes.',
  confirmResetPassword: 'We could not reset your password. Please try again.',
};

const GENERIC = 'Something went wrong. Please try again.';

const own = (table: Record<string, string>, key: string): string | undefined =>
  Object.hasOwn(table, key) ? table[key] : undefined;

function errorName(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const { name, message } = error as { name?: unknown; message?: unknown };
  // A failed fetch (offline, blocked) or a chunk that did not load: the network, not the user.
  if (name === 'TypeError' && typeof message === 'string' && /fetch|network|load/i.test(message)) {
    return 'NetworkError';
  }
  return typeof name === 'string' ? name : undefined;
}

/** A message a person can act on, for an error from the auth SDK during `step`; never the error's own text. */
export function authErrorMessage(error: unknown, step?: AuthStep): string {
  const name = errorName(error);
  if (name) {
    const message = (step && own(BY_STEP[step], name)) || own(COMMON, name);
    if (message) return message;
    // Amplify's own checks for a missing field (EmptySignUpUsername, EmptyresendSignUpCodeUsername, …).
    if (/^Empty/i.test(name)) return 'Please fill in every field.';
  }
  return step ? FALLBACK[step] : GENERIC;
}
