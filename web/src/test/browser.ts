import { vi, type Mock } from 'vitest';
import type { WebRuntimeConfig } from '@cq/shared';

/** Test doubles for browser APIs only (fetch, location); our own modules always run for real. */

export const TEST_CONFIG: WebRuntimeConfig = {
  siteUrl: 'http://localhost:3000',
  auth: { userPoolId: 'local_testpool', userPoolClientId: 'testclient', userPoolEndpoint: 'http://localhost:3000/cognito/' },
  stage: 'test',
};

export type FetchHandler = (url: string, init: RequestInit | undefined) => Response | Promise<Response>;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * Stubs global fetch; `/config.json` always answers with TEST_CONFIG. Returns the mock to inspect calls.
 */
export function stubFetch(handler: FetchHandler = () => json({})): Mock<typeof fetch> {
  const mock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url === '/config.json') return json(TEST_CONFIG);
    return handler(url, init);
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
