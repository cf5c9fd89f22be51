import { describe, expect, it } from 'vitest';
import * as z from '@cq/shared/schemas/z';
import { invoke } from '../../test/harness';

describe('GET /api/login and /api/logout', () => {
  it('opens the sign-in form, or the sign-up form with screen=signup, keeping a safe next path', async () => {
    const signIn = await invoke('GET', '/api/login', { query: { next: '/app/audits' } });
    expect(signIn.status).toBe(302);
    expect(signIn.headers.location).toBe('/sign-in?next=%2Fapp%2Faudits');
    const signUp = await invoke('GET', '/api/login', { query: { screen: 'signup' } });
    expect(signUp.headers.location).toMatch(/^\/sign-up\?next=/);
    const offSite = await invoke('GET', '/api/login', { query: { next: 'https://evil.example/x' } });
    expect(offSite.headers.location).not.toContain('evil.example');
  });

  it('refuses an unknown screen with the field message zod classic gives (the query schema is zod/mini)', async () => {
    const res = await invoke('GET', '/api/login', { query: { screen: 'admin' } });
    expect(res.status).toBe(400);
    const classic = z.enum(['signin', 'signup']).safeParse('admin').error!.issues[0]!.message;
    expect(res.json).toEqual({ error: 'Please correct the highlighted fields.', fields: { screen: classic } });
  });

  it('signs out through the web app', async () => {
    const res = await invoke('GET', '/api/logout');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/sign-out');
  });
});
