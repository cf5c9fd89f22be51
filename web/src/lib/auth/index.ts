import { loadConfig } from '../config';

export { sessionLikely, lastAuthUserKey, hasStoredSession } from './session';
export { authErrorMessage, SIGN_IN_INCOMPLETE, type AuthStep } from './errors';

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
