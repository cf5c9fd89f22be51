import { describe, expect, it } from 'vitest';
import { callers, invoke, partition, useTestTable } from '../../test/harness';
import { readTrail, verifyChain } from '../data/trail/trail';
import { getProfile } from '../data/people/users';

useTestTable();

describe('GET /api/auth/user', () => {
  it('answers 401 without a token', async () => {
    const res = await invoke('GET', '/api/auth/user');
    expect(res.status).toBe(401);
  });

  it('creates the profile on first call with the spec defaults, then returns the same one', async () => {
    const first = await invoke('GET', '/api/auth/user', { caller: callers.user });
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({
      id: 'user-1',
      email: 'user1@example.com',
      firstName: 'Uma',
      lastName: 'User',
      profileImageUrl: null,
      role: 'user',
      xpPoints: 0,
      level: 1,
      streak: 0,
      subscriptionStatus: 'free',
      groups: [],
      version: 1,
    });
    // The counters badges look at stay inside.
    expect(first.json).not.toHaveProperty('auditsCreated');
    const second = await invoke('GET', '/api/auth/user', { caller: callers.user });
    expect(second.json).toEqual(first.json);
    expect(await partition('EMAIL#user1@example.com')).toHaveLength(1);
  });

  it('keeps names null when the token and the pool have none', async () => {
    const res = await invoke('GET', '/api/auth/user', { caller: { sub: 'nameless', email: 'n@example.com' } });
    expect(res.json).toMatchObject({ firstName: null, lastName: null });
  });

  it('refuses a second account claiming the same e-mail (409) and creates nothing', async () => {
    const res = await invoke('GET', '/api/auth/user', {
      caller: { sub: 'other-sub', email: 'USER1@example.com', givenName: 'X' },
    });
    expect(res.status).toBe(409);
    expect(await getProfile('other-sub')).toBeNull();
  });

  it('follows the Cognito groups and trails each role change in a verifiable hash chain', async () => {
    await invoke('GET', '/api/auth/user', { caller: { ...callers.admin, groups: [] } });
    const promoted = await invoke('GET', '/api/auth/user', { caller: callers.admin });
    expect(promoted.json).toMatchObject({ role: 'admin', groups: ['admin'] });
    await invoke('GET', '/api/auth/user', { caller: { ...callers.admin, groups: ['editor'] } });
    const trail = await readTrail('User', 'admin-1');
    expect(trail.map((e) => [e.action, e.before, e.after, e.actor])).toEqual([
      ['role.change', { role: 'user' }, { role: 'admin' }, 'system:cognito-groups'],
      ['role.change', { role: 'admin' }, { role: 'editor' }, 'system:cognito-groups'],
    ]);
    expect(trail.every((e) => /^\d{4}-\d\d-\d\dT.*Z$/.test(e.at))).toBe(true);
    expect(verifyChain(trail)).toBeNull();
    const tampered = trail.map((e, i) => (i === 0 ? { ...e, after: { role: 'user' } } : e));
    expect(verifyChain(tampered)).toBe(1);
    expect(verifyChain([trail[1]!])).toBe(2);
  });
});

describe('session redirects', () => {
  it('/api/login goes to the sign-in page keeping a same-origin next', async () => {
    const res = await invoke('GET', '/api/login', { query: { next: '/dashboard?tab=1' } });
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/sign-in?next=%2Fdashboard%3Ftab%3D1');
  });

  it.each(['https://evil.example', '//evil.example', '/\\evil.example'])(
    '/api/login drops an off-site next %s',
    async (next) => {
      const res = await invoke('GET', '/api/login', { query: { next } });
      expect(res.headers.location).toBe('/sign-in?next=%2F');
    },
  );

  it('/api/login?screen=signup goes to the sign-up page keeping a same-origin next', async () => {
    const res = await invoke('GET', '/api/login', { query: { screen: 'signup', next: '/audits' } });
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/sign-up?next=%2Faudits');
    const bare = await invoke('GET', '/api/login', { query: { screen: 'signup' } });
    expect(bare.headers.location).toBe('/sign-up?next=%2F');
  });

  it('/api/login?screen=signin goes to the sign-in page', async () => {
    const res = await invoke('GET', '/api/login', { query: { screen: 'signin' } });
    expect(res.headers.location).toBe('/sign-in?next=%2F');
  });

  it.each(['https://evil.example', '//evil.example', '/\\evil.example'])(
    '/api/login?screen=signup drops an off-site next %s',
    async (next) => {
      const res = await invoke('GET', '/api/login', { query: { screen: 'signup', next } });
      expect(res.headers.location).toBe('/sign-up?next=%2F');
    },
  );

  it('/api/login refuses an unknown screen with a 400 and redirects nowhere', async () => {
    const res = await invoke('GET', '/api/login', { query: { screen: 'https://evil.example' } });
    expect(res.status).toBe(400);
    expect(res.headers.location).toBeUndefined();
  });

  it('/api/logout goes to the sign-out page', async () => {
    const res = await invoke('GET', '/api/logout');
    expect(res.headers.location).toBe('/sign-out');
  });
});

describe('GET /api/health', () => {
  it('answers 503 naming the dependency that is down', async () => {
    const res = await invoke('GET', '/api/health');
    expect(res.status).toBe(503);
    expect(res.json).toEqual({ status: 'unavailable', table: 'ok', userPool: 'down' });
  });
});
