import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SITE } from '@cq/shared';
import { invoke, partition, useTestTable } from '../../test/harness';
import { OAUTH_STATE_TTL_SECONDS } from '../data/ops/oauthStates';

useTestTable();

const OAUTH_ENV = {
  CALENDLY_CLIENT_ID: 'client-abc',
  CALENDLY_CLIENT_SECRET: 'secret-xyz',
};
const CALENDLY_ENV = ['CALENDLY_URL', 'CALENDLY_CLIENT_ID', 'CALENDLY_CLIENT_SECRET', 'CALENDLY_REDIRECT_URI'];

let lastIp = 0;
const ip = () => `203.0.113.${++lastIp}`;
const get = (path: string, query?: Record<string, string>) => invoke('GET', path, { query, sourceIp: ip() });

/** Starts the flow and returns the state the server issued. */
async function startFlow(): Promise<string> {
  const res = await get('/api/auth/calendly');
  expect(res.status).toBe(302);
  return new URL(res.headers.location!).searchParams.get('state')!;
}

beforeEach(() => {
  for (const name of CALENDLY_ENV) delete process.env[name];
});
afterEach(() => {
  for (const name of CALENDLY_ENV) delete process.env[name];
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('GET /api/calendly/status', () => {
  it('is unconfigured by default and points at the public scheduling page', async () => {
    const res = await get('/api/calendly/status');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      calendly_configured: false,
      oauth_configured: false,
      scheduling_url: SITE.scheduling.discoveryCallUrl,
    });
  });

  it('reports popup and OAuth modes from configuration', async () => {
    Object.assign(process.env, { CALENDLY_URL: 'https://calendly.com/acme/intro', ...OAUTH_ENV });
    const res = await get('/api/calendly/status');
    expect(res.json).toEqual({
      calendly_configured: true,
      oauth_configured: true,
      scheduling_url: 'https://calendly.com/acme/intro',
    });
  });

  it('needs both the client id and its secret for OAuth', async () => {
    process.env.CALENDLY_CLIENT_ID = 'client-abc';
    expect((await get('/api/calendly/status')).json!.oauth_configured).toBe(false);
  });
});

describe('GET /api/auth/calendly', () => {
  it('sends the browser home with not_configured when OAuth is not configured, storing nothing', async () => {
    const res = await get('/api/auth/calendly');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/?calendly_error=not_configured');
  });

  it('redirects to Calendly with client id, redirect uri, code response type and a stored one-time state', async () => {
    Object.assign(process.env, OAUTH_ENV);
    const res = await get('/api/auth/calendly');
    expect(res.status).toBe(302);
    const url = new URL(res.headers.location!);
    expect(`${url.origin}${url.pathname}`).toBe('https://auth.calendly.com/oauth/authorize');
    expect(url.searchParams.get('client_id')).toBe('client-abc');
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('redirect_uri')).toBe('http://127.0.0.1:5173/api/auth/calendly/callback');
    const state = url.searchParams.get('state')!;
    expect(state).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const [item] = await partition(`OAUTHSTATE#calendly#${state}`);
    const ttl = item!.expiresAt - Date.now() / 1000;
    expect(ttl).toBeGreaterThan(OAUTH_STATE_TTL_SECONDS - 5);
    expect(ttl).toBeLessThanOrEqual(OAUTH_STATE_TTL_SECONDS);
    expect(res.headers.location).not.toContain('secret-xyz');
  });

  it('uses a configured redirect uri', async () => {
    Object.assign(process.env, OAUTH_ENV, { CALENDLY_REDIRECT_URI: 'https://qa.example/api/auth/calendly/callback' });
    const url = new URL((await get('/api/auth/calendly')).headers.location!);
    expect(url.searchParams.get('redirect_uri')).toBe('https://qa.example/api/auth/calendly/callback');
  });
});

describe('GET /api/auth/calendly/callback', () => {
  it('answers not_configured when OAuth is not configured', async () => {
    const res = await get('/api/auth/calendly/callback', { code: 'c', state: 'x'.repeat(43) });
    expect(res.headers.location).toBe('/?calendly_error=not_configured');
  });

  it('exchanges the code once for a valid state and sends the browser home connected', async () => {
    Object.assign(process.env, OAUTH_ENV);
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ access_token: 't', owner: 'https://api.calendly.com/users/U1' }), {
        status: 200,
      }),
    );
    const state = await startFlow();
    const res = await get('/api/auth/calendly/callback', { code: 'auth-code-1', state });
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/?calendly_connected=true');

    expect(fetchMock).toHaveBeenCalledOnce();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('https://auth.calendly.com/oauth/token');
    const form = new URLSearchParams(String(init!.body));
    expect(Object.fromEntries(form)).toEqual({
      grant_type: 'authorization_code',
      code: 'auth-code-1',
      redirect_uri: 'http://127.0.0.1:5173/api/auth/calendly/callback',
      client_id: 'client-abc',
      client_secret: 'secret-xyz',
    });

    // The state is used up: replaying the callback is refused.
    expect(await partition(`OAUTHSTATE#calendly#${state}`)).toHaveLength(0);
    const replay = await get('/api/auth/calendly/callback', { code: 'auth-code-1', state });
    expect(replay.headers.location).toBe('/?calendly_error=invalid_state');
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it.each([
    ['an unknown state', { code: 'c', state: 'A'.repeat(43) }],
    ['a malformed state', { code: 'c', state: 'bad state!' }],
    ['no state', { code: 'c' }],
  ])('refuses %s without calling Calendly', async (_name, query) => {
    Object.assign(process.env, OAUTH_ENV);
    const fetchMock = vi.spyOn(globalThis, 'fetch');
    const res = await get('/api/auth/calendly/callback', query as Record<string, string>);
    expect(res.headers.location).toBe('/?calendly_error=invalid_state');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses an expired state even before TTL removes it', async () => {
    Object.assign(process.env, OAUTH_ENV);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
    const state = await startFlow();
    vi.setSystemTime(new Date(Date.parse('2026-11-22T10:00:00Z') + (OAUTH_STATE_TTL_SECONDS + 1) * 1000));
    const res = await get('/api/auth/calendly/callback', { code: 'c', state });
    expect(res.headers.location).toBe('/?calendly_error=invalid_state');
  });

  it('reports a denied authorization and a missing code', async () => {
    Object.assign(process.env, OAUTH_ENV);
    const denied = await get('/api/auth/calendly/callback', { error: 'access_denied', state: await startFlow() });
    expect(denied.headers.location).toBe('/?calendly_error=access_denied');
    const noCode = await get('/api/auth/calendly/callback', { state: await startFlow() });
    expect(noCode.headers.location).toBe('/?calendly_error=missing_code');
  });

  it.each([
    ['unreachable', () => Promise.reject(new TypeError('fetch failed'))],
    ['refusing the code', () => Promise.resolve(new Response('{"error":"invalid_grant"}', { status: 400 }))],
    ['answering without a token', () => Promise.resolve(new Response('{}', { status: 200 }))],
  ])('sends the browser home with token_exchange_failed when Calendly is %s', async (_name, answer) => {
    Object.assign(process.env, OAUTH_ENV);
    vi.spyOn(globalThis, 'fetch').mockImplementation(answer);
    const res = await get('/api/auth/calendly/callback', { code: 'c', state: await startFlow() });
    expect(res.headers.location).toBe('/?calendly_error=token_exchange_failed');
  });
});
