/**
 * Account actions of the signed-in user (the settings page): change the password, sign out everywhere.
 * Loaded on demand by that page only; `loadAuth()` configures Amplify first (the same module instance).
 */
import * as auth from 'aws-amplify/auth';
import { loadConfig } from '../config';
import { loadAuth } from './index';

export async function changePassword(oldPassword: string, newPassword: string): Promise<void> {
  await loadAuth();
  await auth.updatePassword({ oldPassword, newPassword });
}

/** An error named like Cognito's exceptions (`NotAuthorizedException`), so callers map it by name. */
function cognitoError(name: string, message: string): Error {
  const error = new Error(message);
  error.name = name;
  return error;
}

/** The user pool's API: the configured endpoint (the local stack's proxy) or the region's Cognito. */
async function userPoolEndpoint(): Promise<string> {
  const { auth: settings } = await loadConfig();
  if (settings.userPoolEndpoint) return settings.userPoolEndpoint;
  const region = settings.userPoolId.split('_')[0];
  return `https://cognito-idp.${region}.amazonaws.com/`;
}

/**
 * Signs the user out on every device: Cognito's GlobalSignOut revokes every refresh token of the user, then
 * this browser's tokens are dropped. Amplify's own `signOut({ global: true })` drops the local tokens even
 * when the global call fails, which would report success while other devices stay signed in; here a
 * refusal throws (named like Cognito's exception) and nothing is signed out.
 */
export async function signOutEverywhere(): Promise<void> {
  await loadAuth();
  const session = await auth.fetchAuthSession();
  const accessToken = session.tokens?.accessToken?.toString();
  if (!accessToken) throw cognitoError('NotAuthorizedException', 'No session');
  let res: Response;
  try {
    res = await fetch(await userPoolEndpoint(), {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-amz-json-1.1',
        'X-Amz-Target': 'AWSCognitoIdentityProviderService.GlobalSignOut',
      },
      body: JSON.stringify({ AccessToken: accessToken }),
    });
  } catch {
    throw cognitoError('NetworkError', 'Network error');
  }
  if (!res.ok) {
    const body = (await res.json().catch(() => ({}))) as { __type?: unknown; message?: unknown };
    const type = typeof body.__type === 'string' ? body.__type.split('#').pop()! : 'GlobalSignOutFailed';
    throw cognitoError(type, typeof body.message === 'string' ? body.message : res.statusText);
  }
  // The refresh token is revoked already; this clears the stored tokens (its own revoke call may fail quietly).
  await auth.signOut();
}
