import { env } from '../lib/env';
import { userPool } from '../lib/userPool';

const REFUSED = new Set(['NotAuthorizedException', 'UserNotFoundException', 'InvalidPasswordException']);

/**
 * 21 CFR 11.200(a): a signature needs the signer's password again. Checked against the user pool with the app
 * client's password flow; the tokens it returns are thrown away, so the signer's session is untouched.
 */
export async function passwordMatches(username: string, password: string): Promise<boolean> {
  try {
    await userPool.initiateAuth({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: env.userPoolClientId(),
      AuthParameters: { USERNAME: username, PASSWORD: password },
    });
    return true;
  } catch (error) {
    // Cognito answers NotAuthorized; cognito-local answers InvalidPassword.
    const name = (error as { name?: string }).name ?? '';
    if (REFUSED.has(name)) return false;
    throw error;
  }
}
