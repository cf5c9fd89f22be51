import { loadConfig } from '../config';

export { sessionLikely, lastAuthUserKey } from './session';

export type AuthApi = Omit<typeof import('./amplifyAuth'), 'configure'>;

let authPromise: Promise<AuthApi> | null = null;

/** Loads and configures the auth SDK once; the dynamic import keeps it out of the first-load bundle. */
export function loadAuth(): Promise<AuthApi> {
  authPromise ??= Promise.all([import('./amplifyAuth'), loadConfig()])
    .then(([mod, config]) => {
      mod.configure(config);
      return mod as AuthApi;
    })
    .catch((error: unknown) => {
      authPromise = null;
      throw error;
    });
  return authPromise;
}

/** Amplify error names mapped to messages a person can act on. */
const MESSAGES: Record<string, string> = {
  NotAuthorizedException: 'Incorrect email or password.',
  UserNotFoundException: 'Incorrect email or password.',
  UsernameExistsException: 'An account with this email already exists. Try signing in instead.',
  CodeMismatchException: 'That code is not correct. Check the email we sent and try again.',
  ExpiredCodeException: 'That code has expired. Request a new one.',
  LimitExceededException: 'Too many attempts. Please wait a few minutes and try again.',
  TooManyRequestsException: 'Too many attempts. Please wait a few minutes and try again.',
  TooManyFailedAttemptsException: 'Too many attempts. Please wait a few minutes and try again.',
  EmptySignInUsername: 'Enter your email address.',
  EmptySignInPassword: 'Enter your password.',
  NetworkError: 'We could not reach the sign-in service. Check your connection and try again.',
};

export function authErrorMessage(error: unknown): string {
  if (error && typeof error === 'object') {
    const { name, message } = error as { name?: unknown; message?: unknown };
    if (typeof name === 'string' && MESSAGES[name]) return MESSAGES[name];
    if (typeof message === 'string' && message) return message;
  }
  return 'Something went wrong. Please try again.';
}
