import { loadConfig } from '../config';

/** Amplify v6 writes this key on sign-in and removes it on sign-out (TokenStore: AUTH_KEY_PREFIX). */
export const lastAuthUserKey = (clientId: string): string => `CognitoIdentityServiceProvider.${clientId}.LastAuthUser`;

/**
 * Cheap check that a session may exist, so public pages never download the auth SDK for visitors
 * who have not signed in. "Likely" because the stored tokens may have expired; the server decides.
 */
export async function sessionLikely(): Promise<boolean> {
  try {
    const config = await loadConfig();
    return Boolean(window.localStorage.getItem(lastAuthUserKey(config.auth.userPoolClientId)));
  } catch {
    return false;
  }
}
