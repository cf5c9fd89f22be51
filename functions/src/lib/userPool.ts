import { lazily } from './lazily';

/**
 * The user pool, for every handler that asks Cognito something: the calls of lib/cognito.ts, whose module (the
 * Cognito client) is loaded by the first call. No group asks the pool on every request (a signature's password,
 * a lockout alert, an admin's change to an account, a first profile without names, the health check), so none
 * reads the client at a cold start. Import the client through here only: the bundle test fails when a cold start
 * holds it again.
 */
export const userPool = lazily(() => import('./cognito').then((m) => m.userPoolCalls));
