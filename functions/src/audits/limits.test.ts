import { afterEach, describe, expect, it, vi } from 'vitest';
import { asProUser, invoke, partition, useTestTable, type Caller } from '../../test/harness';

useTestTable();
afterEach(() => vi.useRealTimers());

let n = 0;
const freshUser = (): Caller => ({ sub: `limits-${++n}`, email: `limits-${n}@example.com`, givenName: 'Lee' });
const create = (caller: Caller, body: Record<string, unknown> = {}) =>
  invoke('POST', '/api/audits', { caller, body: { title: `Audit ${Math.random()}`, type: 'hospital', ...body } });
const at = (iso: string) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(iso));
};
const LIMIT_BODY = {
  error: 'Monthly audit limit reached (3 of 3). Upgrade to Pro for unlimited audits.',
  code: 'LIMIT_REACHED',
};

describe('the Free plan: 3 audits a month', () => {
  it('lets exactly 3 of 12 parallel creates through on a fresh account; the rest get 403 LIMIT_REACHED', async () => {
    const user = freshUser();
    await invoke('GET', '/api/auth/user', { caller: user });
    const results = await Promise.all(Array.from({ length: 12 }, () => create(user)));
    expect(results.filter((r) => r.status === 201)).toHaveLength(3);
    const refused = results.filter((r) => r.status !== 201);
    expect(refused.map((r) => r.status)).toEqual(Array(9).fill(403));
    for (const r of refused) expect(r.json).toEqual(LIMIT_BODY);

    const list = await invoke('GET', '/api/audits', { caller: user });
    expect(list.json).toHaveLength(3);
    const usage = await invoke('GET', '/api/usage/stats', { caller: user });
    expect(usage.json).toEqual({ audits: { used: 3, limit: 3 }, qualaInteractions: { used: 0, limit: 100 } });
    // Nothing of a refused create was written: 3 audits, 3 creation trail entries, +300 XP.
    const items = await partition(`WS#${user.sub}`);
    expect(items.filter((i) => String(i.SK).startsWith('AUDIT#'))).toHaveLength(3);
    const profile = await invoke('GET', '/api/auth/user', { caller: user });
    expect(profile.json).toMatchObject({ xpPoints: 300 });
  });

  it('does not give a slot back when an audit is cancelled', async () => {
    const user = freshUser();
    const first = await create(user);
    await create(user);
    await create(user);
    const cancelled = await invoke('PATCH', `/api/audits/${first.json!.id}`, {
      caller: user,
      body: { version: 1, status: 'cancelled' },
    });
    expect(cancelled.status).toBe(200);
    expect((await create(user)).json).toEqual(LIMIT_BODY);
  });

  it('starts counting again in a new UTC month', async () => {
    const user = freshUser();
    at('2026-11-30T23:58:00.000Z');
    for (let i = 0; i < 3; i++) expect((await create(user)).status).toBe(201);
    expect((await create(user)).status).toBe(403);
    at('2026-12-01T00:00:05.000Z');
    expect((await create(user)).status).toBe(201);
    const usage = await invoke('GET', '/api/usage/stats', { caller: user });
    expect(usage.json!.audits).toEqual({ used: 1, limit: 3 });
  });

  it('is unlimited on Pro (limit null), still counted', async () => {
    const user = await asProUser(freshUser());
    for (let i = 0; i < 5; i++) expect((await create(user)).status).toBe(201);
    const usage = await invoke('GET', '/api/usage/stats', { caller: user });
    expect(usage.json!.audits).toEqual({ used: 5, limit: null });
  });
});

describe('XP, levels, streaks and badges', () => {
  it('gives +100 for a new audit and +500 for completing one, in the same request', async () => {
    const user = freshUser();
    at('2026-11-10T09:00:00.000Z');
    const audit = await create(user, { status: 'in_progress' });
    let profile = (await invoke('GET', '/api/auth/user', { caller: user })).json!;
    expect(profile).toMatchObject({ xpPoints: 100, level: 1, streak: 1 });
    await invoke('PATCH', `/api/audits/${audit.json!.id}`, { caller: user, body: { version: 1, status: 'completed' } });
    profile = (await invoke('GET', '/api/auth/user', { caller: user })).json!;
    expect(profile).toMatchObject({ xpPoints: 600, level: 1, streak: 1 });
    // Completing is final: a repeated request changes nothing and earns nothing.
    const again = await invoke('PATCH', `/api/audits/${audit.json!.id}`, {
      caller: user,
      body: { version: 2, status: 'completed' },
    });
    expect(again.status).toBe(200);
    expect((await invoke('GET', '/api/auth/user', { caller: user })).json).toMatchObject({ xpPoints: 600 });
  });

  it('awards quality_tracker once, with the first audit', async () => {
    const user = freshUser();
    await create(user);
    await create(user);
    const badges = await invoke('GET', '/api/badges', { caller: user });
    expect(badges.json).toEqual([
      {
        id: `${user.sub}:quality_tracker`,
        badgeType: 'quality_tracker',
        title: 'Quality Tracker',
        description: 'Created your first audit',
        iconClass: 'clipboard-check',
        earnedAt: expect.stringMatching(/Z$/),
      },
    ]);
  });

  it('levels up at 3000 XP and awards audit_master at 10 completed audits', async () => {
    const user = await asProUser(freshUser());
    for (let i = 0; i < 10; i++) await create(user, { status: 'completed' });
    const profile = (await invoke('GET', '/api/auth/user', { caller: user })).json!;
    expect(profile).toMatchObject({ xpPoints: 6000, level: 3 });
    const types = (await invoke('GET', '/api/badges', { caller: user })).json!.map(
      (b: { badgeType: string }) => b.badgeType,
    );
    expect(types).toEqual(['quality_tracker', 'audit_master']);
  });

  it('counts a streak by UTC day: +1 the next day, reset after a gap, on_a_roll at 7', async () => {
    const user = await asProUser(freshUser());
    const streak = async () => (await invoke('GET', '/api/auth/user', { caller: user })).json!.streak;
    at('2026-10-01T23:30:00.000Z');
    await create(user);
    await create(user);
    expect(await streak()).toBe(1);
    at('2026-10-02T00:10:00.000Z');
    await create(user);
    expect(await streak()).toBe(2);
    at('2026-10-04T12:00:00.000Z');
    await create(user);
    expect(await streak()).toBe(1);
    for (let day = 5; day <= 10; day++) {
      at(`2026-10-${String(day).padStart(2, '0')}T08:00:00.000Z`);
      await create(user);
    }
    expect(await streak()).toBe(7);
    const types = (await invoke('GET', '/api/badges', { caller: user })).json!.map(
      (b: { badgeType: string }) => b.badgeType,
    );
    expect(types).toContain('on_a_roll');
  });
});
