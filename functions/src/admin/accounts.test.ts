import { describe, expect, it } from 'vitest';
import { AdminGetUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { ADMIN_MESSAGES } from '@cq/shared';
import { callers, invoke, useTestTable, type Caller } from '../../test/harness';
import { useUserPool } from '../../test/userPool';
import { cognito } from '../lib/cognito';
import { readTrail, verifyChain } from '../data/trail/trail';

/**
 * Accounts are deactivated, never deleted (21 CFR 11.100(b), issue 25): an admin's deactivation disables the
 * Cognito sign-in and refuses every token the person already holds at once; reactivation restores both.
 */
useTestTable();
const ACCOUNT = { email: 'leaver@example.com', password: 'Leaver-Password-2026!', firstName: 'Lee', lastName: 'Ver' };
useUserPool([ACCOUNT]);

const admin = callers.admin;
const leaver: Caller = { sub: 'leaver', email: ACCOUNT.email };
const setStatus = (id: string, body: unknown, caller: Caller = admin) =>
  invoke('POST', `/api/admin/users/${id}/status`, { caller, body });
const enabledInPool = async () =>
  (await cognito().send(new AdminGetUserCommand({ UserPoolId: process.env.USER_POOL_ID!, Username: ACCOUNT.email })))
    .Enabled;

describe('POST /api/admin/users/{id}/status', () => {
  it('deactivates: sign-in disabled, every request refused at once, trailed with the reason; reactivates', async () => {
    expect((await invoke('GET', '/api/auth/user', { caller: leaver })).status).toBe(200);
    await invoke('GET', '/api/auth/user', { caller: admin });
    const audit = await invoke('POST', '/api/audits', { caller: leaver, body: { title: 'Kept', type: 'pharmacy' } });
    expect(audit.status).toBe(201);

    const off = await setStatus(leaver.sub, { active: false, reason: 'Left the company' });
    expect(off.status, JSON.stringify(off.json)).toBe(200);
    expect(off.json).toMatchObject({ id: leaver.sub, deactivatedAt: expect.any(String) });
    expect(await enabledInPool()).toBe(false);
    // The token they hold still verifies, but nothing answers it: profile, lists, writes.
    for (const [method, path] of [
      ['GET', '/api/auth/user'],
      ['GET', '/api/audits'],
      ['POST', '/api/audits'],
    ] as const) {
      const res = await invoke(method, path, { caller: leaver, body: { title: 'After', type: 'pharmacy' } });
      expect([path, res.status, res.json]).toEqual([path, 403, { error: ADMIN_MESSAGES.deactivated }]);
    }
    const listed = await invoke('GET', '/api/admin/users', { caller: admin, query: { q: ACCOUNT.email } });
    expect(listed.json).toEqual([expect.objectContaining({ id: leaver.sub, deactivatedAt: off.json!.deactivatedAt })]);

    // Repeated: nothing changes, nothing is trailed again.
    expect((await setStatus(leaver.sub, { active: false, reason: 'Again' })).status).toBe(200);

    const on = await setStatus(leaver.sub, { active: true, reason: 'Rehired' });
    expect(on.json).toMatchObject({ id: leaver.sub, deactivatedAt: null });
    expect(await enabledInPool()).toBe(true);
    const back = await invoke('GET', `/api/audits/${audit.json!.id}`, { caller: leaver });
    expect([back.status, back.json!.title]).toEqual([200, 'Kept']);

    const trail = (await readTrail('User', leaver.sub)).filter((e) => e.action.startsWith('account.'));
    expect(trail.map((e) => [e.action, e.actor, e.reason, e.after])).toEqual([
      ['account.deactivate', admin.sub, 'Left the company', { deactivatedAt: off.json!.deactivatedAt }],
      ['account.reactivate', admin.sub, 'Rehired', { deactivatedAt: null }],
    ]);
    expect(verifyChain(await readTrail('User', leaver.sub))).toBeNull();
  });

  it('refuses your own deactivation (409), a missing reason (400), an unknown id (404) and non-admins (403)', async () => {
    await invoke('GET', '/api/auth/user', { caller: admin });
    const own = await setStatus(admin.sub, { active: false, reason: 'Leaving' });
    expect([own.status, own.json]).toEqual([409, { error: ADMIN_MESSAGES.ownDeactivation }]);
    const blank = await setStatus(leaver.sub, { active: false, reason: ' ' });
    expect([blank.status, blank.json!.fields]).toEqual([400, { reason: ADMIN_MESSAGES.reasonRequired }]);
    expect((await setStatus('nobody-here', { active: false, reason: 'Typo' })).status).toBe(404);
    expect((await setStatus(leaver.sub, { active: false, reason: 'Me' }, leaver)).status).toBe(403);
    expect(await enabledInPool()).toBe(true);
  });
});
