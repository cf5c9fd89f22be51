import { vi, type Mock } from 'vitest';
import type { UserProfile, WebRuntimeConfig } from '@cq/shared';
import { contract, type RouteContract } from '@cq/shared/contract';
import { fieldErrors } from '@cq/shared/schemas/common';
import { findRoute, routeKey } from '@cq/shared/routes';

/** Test doubles for browser APIs only (fetch, location); our own modules always run for real. */

export const TEST_CONFIG: WebRuntimeConfig = {
  siteUrl: 'http://localhost:3000',
  auth: {
    userPoolId: 'local_testpool',
    userPoolClientId: 'testclient',
    userPoolEndpoint: 'http://localhost:3000/cognito/',
  },
  stage: 'test',
  payments: { provider: 'local' },
};

export type FetchHandler = (url: string, init: RequestInit | undefined) => Response | Promise<Response>;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * The API's answer to a JSON body outside the route's contract (400 with field messages, as the group handler
 * answers), or null when the body is valid or the route takes none. Fakes apply it before their own answer, so a
 * form that sends what the API would refuse fails its test as it would fail in use.
 */
function contractRefusal(url: string, init: RequestInit | undefined): Response | null {
  const method = init?.method ?? 'GET';
  if (method === 'GET' || typeof init?.body !== 'string') return null;
  const found = findRoute(method, new URL(url, 'http://test.local').pathname);
  if (!found.route) return null;
  const schema = (contract as Record<string, RouteContract>)[routeKey(found.route)]?.body;
  if (!schema) return null;
  const parsed = schema.safeParse(JSON.parse(init.body));
  return parsed.success
    ? null
    : json({ error: 'Please correct the highlighted fields.', fields: fieldErrors(parsed.error) }, 400);
}

/**
 * Stubs global fetch; `/config.json` always answers with TEST_CONFIG, and a request body outside its route's
 * contract gets the API's 400. Returns the mock to inspect calls.
 */
export function stubFetch(handler: FetchHandler = () => json({})): Mock<typeof fetch> {
  const mock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url === '/config.json') return json(TEST_CONFIG);
    return contractRefusal(url, init) ?? handler(url, init);
  });
  vi.stubGlobal('fetch', mock);
  return mock as unknown as Mock<typeof fetch>;
}

export { json as jsonResponse };

/** Calls made to one path, with parsed JSON bodies. */
export function callsTo(fetchMock: Mock<typeof fetch>, path: string): { init: RequestInit; body: unknown }[] {
  return fetchMock.mock.calls
    .filter(([input]) => String(input) === path)
    .map(([, init]) => ({ init: init ?? {}, body: init?.body ? JSON.parse(String(init.body)) : undefined }));
}

/** jsdom cannot navigate; swap `location` for a stand-in whose assign/reload are spies. */
export function stubLocation(href: string): { assign: Mock; reload: Mock } {
  const url = new URL(href);
  const assign = vi.fn();
  const reload = vi.fn();
  vi.stubGlobal('location', {
    href: url.href,
    origin: url.origin,
    protocol: url.protocol,
    host: url.host,
    hostname: url.hostname,
    port: url.port,
    pathname: url.pathname,
    search: url.search,
    hash: url.hash,
    assign,
    replace: vi.fn(),
    reload,
    toString: () => url.href,
  });
  return { assign, reload };
}

/** Lets pending promise callbacks (fire-and-forget fetches) run. */
export const flushPromises = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** A JWT-shaped string; Amplify decodes tokens locally without verifying signatures. */
export function fakeJwt(claims: Record<string, unknown>): string {
  const now = Math.floor(Date.now() / 1000);
  const part = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part({ iat: now, exp: now + 3600, ...claims })}.sig`;
}

/** Writes tokens where Amplify v6 keeps them, as a real sign-in would. */
export function storeFakeSession(username = 'u1'): { idToken: string } {
  const prefix = `CognitoIdentityServiceProvider.${TEST_CONFIG.auth.userPoolClientId}`;
  const idToken = fakeJwt({ sub: username, email: `${username}@example.com`, token_use: 'id' });
  window.localStorage.setItem(`${prefix}.LastAuthUser`, username);
  window.localStorage.setItem(
    `${prefix}.${username}.accessToken`,
    fakeJwt({ sub: username, token_use: 'access', username }),
  );
  window.localStorage.setItem(`${prefix}.${username}.idToken`, idToken);
  window.localStorage.setItem(`${prefix}.${username}.clockDrift`, '0');
  return { idToken };
}

export const userProfile = (overrides: Partial<UserProfile> = {}): UserProfile => ({
  id: 'u1',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  profileImageUrl: null,
  role: 'user',
  xpPoints: 0,
  level: 1,
  streak: 0,
  lastActivityDate: null,
  subscriptionStatus: 'free',
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  groups: [],
  // Accepted: most tests sign as someone who has signed before; the first-signature tests set null.
  signatureStatementAcceptedAt: '2025-01-02T09:00:00.000Z',
  version: 1,
  ...overrides,
});
