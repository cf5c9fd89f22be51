import { loadAuth, sessionLikely } from '../auth';
import { WORKSPACE_HEADER } from '@cq/shared/orgs/header';
import { ERROR_LOG_URL, logEntry, reportError } from '../errorReporting';
import { isAbandonedRequest } from '../pageLeaving';
import { currentWorkspaceId } from '../workspace';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The error every non-2xx response raises: message `status: body` (or status text), spec §8. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly bodyText: string,
    statusText: string,
  ) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'HttpError';
  }
}

export const isUnauthorized = (error: unknown): boolean =>
  error instanceof HttpError ? error.status === 401 : error instanceof Error && error.message.startsWith('401:');

// Reporting a failed error-log call through the error log would loop.
const isErrorLogCall = (url: string) => new URL(url, window.location.origin).pathname === ERROR_LOG_URL;

/**
 * A 4xx is the API's answer to this person (a wrong password, a CAPA rule, an expired session) and the page shows
 * it; only a server that failed to answer is a fault for the error log.
 */
const isFault = (status: number) => status >= 500;

/** Only loads the auth SDK when a session may exist; visitors never download it. */
async function authHeader(): Promise<Record<string, string>> {
  if (!(await sessionLikely())) return {};
  try {
    const token = await (await loadAuth()).getIdToken();
    return token ? { Authorization: `Bearer ${token}` } : {};
  } catch {
    return {};
  }
}

/**
 * The one fetch of the app (`api()` calls it): bearer token, the workspace chosen (none: personal), JSON,
 * `status: body` errors, error reporting. `bearer` replaces the signed-in user's token (the auditee portal's
 * session, which must win even when the same browser is signed in; null: no token at all).
 */
export async function send(
  method: HttpMethod,
  url: string,
  body?: unknown,
  workspaceId: string | null = currentWorkspaceId(),
  bearer?: string | null,
): Promise<Response> {
  const auth = bearer === undefined ? await authHeader() : bearer ? { Authorization: `Bearer ${bearer}` } : {};
  const headers: Record<string, string> = { Accept: 'application/json', ...auth };
  if (workspaceId && headers.Authorization) headers[WORKSPACE_HEADER] = workspaceId;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  let res: Response;
  try {
    res = await fetch(url, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'include',
    });
  } catch (error) {
    if (!isErrorLogCall(url) && !isAbandonedRequest(error)) reportError(logEntry('network', error, `${method} ${url}`));
    throw error;
  }
  if (!res.ok) {
    const text = await res.text().catch(() => '');
    const error = new HttpError(res.status, text, res.statusText);
    if (isFault(res.status) && !isErrorLogCall(url)) reportError(logEntry('network', error, `${method} ${url}`));
    throw error;
  }
  return res;
}
