/**
 * The only module that imports the auth SDK. Loaded on demand through `loadAuth()`, so it lands in its
 * own chunk and never in a public page's first load.
 */
import { Amplify } from 'aws-amplify';
import * as auth from 'aws-amplify/auth';
import { ConsoleLogger } from 'aws-amplify/utils';
import type { WebRuntimeConfig } from '@cq/shared';

export function configure(config: WebRuntimeConfig): void {
  const { userPoolId, userPoolClientId, userPoolEndpoint } = config.auth;
  const configureAmplify = () =>
    Amplify.configure({
      Auth: {
        Cognito: {
          userPoolId,
          userPoolClientId,
          ...(userPoolEndpoint ? { userPoolEndpoint } : {}),
          loginWith: { email: true },
        },
      },
    });
  if (!userPoolEndpoint) return configureAmplify();
  // Only the local stack names an endpoint (its same-origin proxy in front of cognito-local, which we
  // configure ourselves), and Amplify warns on every configure that a custom endpoint is in use. Its
  // logger is raised to errors for this one synchronous call, so no other Amplify message is hidden.
  const level = ConsoleLogger.LOG_LEVEL;
  ConsoleLogger.LOG_LEVEL = 'ERROR';
  try {
    configureAmplify();
  } finally {
    ConsoleLogger.LOG_LEVEL = level;
  }
}

// cognito-local has no SRP; the cloud app client allows USER_PASSWORD_AUTH too (DESIGN §3).
const PASSWORD_AUTH = { authFlowType: 'USER_PASSWORD_AUTH' } as const;

export function signIn(email: string, password: string) {
  return auth.signIn({ username: email, password, options: PASSWORD_AUTH });
}

export function signUp(input: { email: string; password: string; firstName: string; lastName: string }) {
  return auth.signUp({
    username: input.email,
    password: input.password,
    options: {
      userAttributes: { email: input.email, given_name: input.firstName, family_name: input.lastName },
    },
  });
}

export function confirmSignUp(email: string, code: string) {
  return auth.confirmSignUp({ username: email, confirmationCode: code });
}

export function resendSignUpCode(email: string) {
  return auth.resendSignUpCode({ username: email });
}

export function resetPassword(email: string) {
  return auth.resetPassword({ username: email });
}

export function confirmResetPassword(email: string, code: string, newPassword: string) {
  return auth.confirmResetPassword({ username: email, confirmationCode: code, newPassword });
}

export function signOut() {
  return auth.signOut();
}

/** The ID token (it carries e-mail and groups the API reads), or undefined when there is no session. */
export async function getIdToken(): Promise<string | undefined> {
  try {
    const session = await auth.fetchAuthSession();
    return session.tokens?.idToken?.toString();
  } catch {
    return undefined;
  }
}
