import { loadConfig } from '../config';

/** Amplify v6 writes this key on sign-in and removes it on sign-out (TokenStore: AUTH_KEY_PREFIX). */
export const lastAuthUserKey = (clientId: string): string => `CognitoIdentityServiceProvider.${clientId}.LastAuthUser`;

/** `lastAuthUserKey` for any app client (the client id is in /config.json, which takes a request to read). */
const ANY_LAST_AUTH_USER = /^CognitoIdentityServiceProvider\..+\.LastAuthUser$/;

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

/**
 * The same hint synchronously, for any app client: decides what `/` paints first (a neutral skeleton
 * rather than the public landing page while a signed-in user's profile loads). Always false while
 * prerendering. web/public/session-hint.js makes the same check before the first paint.
 */
export function hasStoredSession(): boolean {
  if (typeof window === 'undefined') return false;
  try {
    const storage = window.localStorage;
    for (let i = 0; i < storage.length; i++) {
      if (ANY_LAST_AUTH_USER.test(storage.key(i) ?? '')) return true;
    }
  } catch {
    // Storage blocked (privacy settings): no stored session.
  }
  return false;
}
