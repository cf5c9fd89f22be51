import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { AdminGetUserCommand, AdminListGroupsForUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { ADMIN_MESSAGES, SITE } from '@cq/shared';
import { callers, invoke, useTestTable, type Caller } from '../../test/harness';
import { useUserPool } from '../../test/userPool';
import { cognito } from '../lib/cognito';
import { readTrail, verifyChain } from '../data/trail/trail';
import { lastDays } from '../data/ops/errorLogs';

useTestTable();
const TARGET = { email: 'target@example.com', password: 'Target-Password-2026!', firstName: 'Tara', lastName: 'Get' };
useUserPool([TARGET]);

const admin = callers.admin;
/** The user whose roles change: their sign-in account is TARGET in the pool. */
const roleTarget = { sub: 'role-target', email: TARGET.email };
let lastIp = 0;
/** A fresh client address per request, so no public form's rate limit interferes. */
const nextIp = () => `198.18.77.${++lastIp}`;
const unique = () => randomUUID().slice(0, 8);

const stats = async () => {
  const res = await invoke('GET', '/api/admin/stats', { caller: admin });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json!;
};
/** A first `GET /api/auth/user`, as the web app makes on sign-in: the profile is created. */
const signIn = async (caller: Caller) => {
  const res = await invoke('GET', '/api/auth/user', { caller });
  expect(res.status).toBe(200);
  return res.json!;
};
const newAudit = async (caller: Caller, body: Record<string, unknown> = {}) => {
  const res = await invoke('POST', '/api/audits', { caller, body: { title: 'Audit', type: 'pharmacy', ...body } });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json!;
};
/** The pool's own record of the user's groups (cognito-local matches members by username, not e-mail alias). */
const groupsInPool = async (email: string) => {
  const client = cognito();
  const pool = { UserPoolId: process.env.USER_POOL_ID! };
  const { Username } = await client.send(new AdminGetUserCommand({ ...pool, Username: email }));
  const out = await client.send(new AdminListGroupsForUserCommand({ ...pool, Username }));
  return (out.Groups ?? []).map((g) => g.GroupName).sort();
};

describe('the role guard', () => {
  it.each([
    ['GET', '/api/admin/stats'],
    ['GET', '/api/admin/users'],
    ['GET', '/api/admin/leads/export'],
  ])('refuses %s %s to users and editors (403) and answers admins', async (method, route) => {
    expect((await invoke(method, route)).status).toBe(401);
    expect((await invoke(method, route, { caller: callers.user })).status).toBe(403);
    expect((await invoke(method, route, { caller: callers.editor })).status).toBe(403);
    expect((await invoke(method, route, { caller: admin })).status).toBe(200);
  });
});

describe('GET /api/admin/stats', () => {
  const snapshots = fs.mkdtempSync(path.join(os.tmpdir(), 'cq-snapshots-'));
  afterEach(() => {
    delete process.env.LOCAL_SNAPSHOT_DIR;
  });

  it('counts users and active audits from the writes that make them', async () => {
    const before = await stats();
    const [a, b, c] = [1, 2, 3].map((n) => ({ sub: `stats-${unique()}`, email: `stats${n}-${unique()}@example.com` }));
    for (const caller of [a!, b!, c!]) await signIn(caller);
    await signIn(a!); // a second sign-in makes no second profile
    const draft = await newAudit(a!);
    await newAudit(b!, { status: 'completed' }); // completed: never active
    await newAudit(c!, { status: 'in_progress', progress: 40 });
    let now = await stats();
    expect(now.totalUsers - before.totalUsers).toBe(3);
    expect(now.activeAudits - before.activeAudits).toBe(2);

    // Draft → in progress stays active; → cancelled is no longer.
    const moved = await invoke('PATCH', `/api/audits/${draft.id}`, {
      caller: a!,
      body: { version: draft.version, status: 'in_progress' },
    });
    expect(moved.status).toBe(200);
    now = await stats();
    expect(now.activeAudits - before.activeAudits).toBe(2);
    const cancelled = await invoke('PATCH', `/api/audits/${draft.id}`, {
      caller: a!,
      body: { version: moved.json!.version, status: 'cancelled' },
    });
    expect(cancelled.status).toBe(200);
    now = await stats();
    expect(now.activeAudits - before.activeAudits).toBe(1);
    // A refused move changes nothing.
    const refused = await invoke('PATCH', `/api/audits/${draft.id}`, {
      caller: a!,
      body: { version: cancelled.json!.version, status: 'draft' },
    });
    expect(refused.status).toBe(409);
    expect((await stats()).activeAudits - before.activeAudits).toBe(1);
  });

  it("judges health on the last hour's error reports and 5xx answers, and shows the figures", async () => {
    const before = await stats();
    // Our thresholds (the spec names the verdicts, not the numbers): written out, so a change is a decision.
    expect(before.health.thresholds).toEqual({
      degraded: { errorLogs: 25, serverErrors: 5 },
      down: { errorLogs: 250, serverErrors: 50 },
    });
    for (let i = 0; i < 2; i++) {
      const res = await invoke('POST', '/api/error-logs', {
        body: { error_type: 'network', error_message: `health ${i}` },
        sourceIp: nextIp(),
      });
      expect(res.status).toBe(202);
    }
    // Reports of 4xx answers (a stale link's 404, a refused form) are listed but say nothing about health.
    for (const message of ['404: {"error":"Post not found"}', '403: Forbidden', '400: Please correct the fields.']) {
      const res = await invoke('POST', '/api/error-logs', {
        body: { error_type: 'network', error_message: message },
        sourceIp: nextIp(),
      });
      expect(res.status).toBe(202);
    }
    // A 5xx answered by the error middleware: Cognito refuses a pool that does not exist (an unhandled error).
    await signIn(roleTarget);
    const poolId = process.env.USER_POOL_ID;
    process.env.USER_POOL_ID = 'us-east-1_doesnotexist';
    try {
      const res = await invoke('POST', `/api/admin/users/${roleTarget.sub}/roles`, {
        caller: admin,
        body: { role: 'editor', action: 'grant', reason: 'health check' },
      });
      expect(res.status).toBeGreaterThanOrEqual(500);
    } finally {
      process.env.USER_POOL_ID = poolId;
    }
    const after = await stats();
    expect(after.health.errorLogsLastHour - before.health.errorLogsLastHour).toBe(2);
    expect(after.health.serverErrorsLastHour - before.health.serverErrorsLastHour).toBe(1);
    expect(Date.now() - Date.parse(after.health.windowStart)).toBeGreaterThanOrEqual(50 * 60_000);
    expect(Date.now() - Date.parse(after.health.windowStart)).toBeLessThanOrEqual(60 * 60_000);
    expect(after.systemHealth).toBe(after.health.serverErrorsLastHour >= 5 ? 'Degraded' : 'Optimal');
  });

  it('gives the newest complete local snapshot as the last backup, and null without one', async () => {
    process.env.LOCAL_SNAPSHOT_DIR = snapshots;
    expect((await stats()).lastBackup).toBeNull();
    // Folders as scripts/local/snapshot.ts makes them: a copy cut short (no COMPLETE marker) does not count.
    const older = path.join(snapshots, '2026-11-01T08-00-00-000Z');
    const cut = path.join(snapshots, '2026-11-02T08-00-00-000Z');
    for (const dir of [older, cut]) fs.mkdirSync(dir);
    fs.writeFileSync(path.join(older, 'COMPLETE'), '');
    const taken = new Date('2026-11-01T08:00:01.000Z');
    fs.utimesSync(path.join(older, 'COMPLETE'), taken, taken);
    const body = await stats();
    expect(body.lastBackup).toBe(taken.toISOString());
    expect(body.dashboardUrl).toBeNull();
  });
});

describe('GET /api/admin/users', () => {
  it('lists users by e-mail A to Z, searches by the start of the address in any case, and pages', async () => {
    const tag = `srch${unique()}`;
    const people = ['zed', 'Alice', 'alina', 'bob'].map((name) => ({
      sub: `${tag}-${name}`,
      email: `${tag}.${name}@example.com`,
      givenName: name,
    }));
    for (const p of people) await signIn(p);
    const all = await invoke('GET', '/api/admin/users', { caller: admin, query: { q: tag.toUpperCase() } });
    expect(all.status).toBe(200);
    expect(all.json!.map((u: { email: string }) => u.email)).toEqual(
      [`${tag}.Alice`, `${tag}.alina`, `${tag}.bob`, `${tag}.zed`].map((e) => `${e}@example.com`),
    );
    expect(all.json![0]).toEqual({
      id: `${tag}-Alice`,
      email: `${tag}.Alice@example.com`,
      firstName: 'Alice',
      lastName: null,
      role: 'user',
      groups: [],
      subscriptionStatus: 'free',
      createdAt: expect.any(String),
      deactivatedAt: null,
    });
    const al = await invoke('GET', '/api/admin/users', { caller: admin, query: { q: `${tag}.AL` } });
    expect(al.json!.map((u: { id: string }) => u.id)).toEqual([`${tag}-Alice`, `${tag}-alina`]);

    const first = await invoke('GET', '/api/admin/users', { caller: admin, query: { q: tag, limit: '3' } });
    expect(first.json).toHaveLength(3);
    const cursor = first.headers['x-next-cursor']!;
    expect(cursor).toBeTruthy();
    const second = await invoke('GET', '/api/admin/users', { caller: admin, query: { q: tag, limit: '3', cursor } });
    expect(second.json!.map((u: { id: string }) => u.id)).toEqual([`${tag}-zed`]);
    expect(second.headers['x-next-cursor']).toBeUndefined();
    // A cursor of another search is refused, not followed.
    const foreign = await invoke('GET', '/api/admin/users', { caller: admin, query: { q: 'other', cursor } });
    expect(foreign.status).toBe(400);
  });
});

describe('POST /api/admin/users/{id}/roles', () => {
  const target = roleTarget;

  it('grants and revokes in Cognito and on the profile, each change trailed with who, old, new and why', async () => {
    await signIn(target);
    const granted = await invoke('POST', `/api/admin/users/${target.sub}/roles`, {
      caller: admin,
      body: { role: 'editor', action: 'grant', reason: 'Writes the newsletter' },
    });
    expect(granted.status, JSON.stringify(granted.json)).toBe(200);
    expect(granted.json).toMatchObject({ id: target.sub, role: 'editor', groups: ['editor'] });
    expect(await groupsInPool(TARGET.email)).toEqual(['editor']);

    const both = await invoke('POST', `/api/admin/users/${target.sub}/roles`, {
      caller: admin,
      body: { role: 'admin', action: 'grant', reason: 'Covers for the lead' },
    });
    expect(both.json).toMatchObject({ role: 'admin', groups: ['admin', 'editor'] });
    expect(await groupsInPool(TARGET.email)).toEqual(['admin', 'editor']);

    const revoked = await invoke('POST', `/api/admin/users/${target.sub}/roles`, {
      caller: admin,
      body: { role: 'admin', action: 'revoke', reason: 'Cover ended' },
    });
    expect(revoked.json).toMatchObject({ role: 'editor', groups: ['editor'] });
    expect(await groupsInPool(TARGET.email)).toEqual(['editor']);
    // The revoked admin's token from before still says admin: the staff routes refuse it at once.
    const oldToken = { ...target, groups: ['admin', 'editor'], issuedAt: Math.floor(Date.now() / 1000) - 60 };
    expect((await invoke('GET', '/api/admin/stats', { caller: oldToken })).status).toBe(403);
    // …while what they still hold (editor) still works with it, and a token from after the change is judged as is.
    expect((await invoke('GET', '/api/content-posts', { caller: oldToken })).status).toBe(200);
    const later = { ...oldToken, issuedAt: Math.floor(Date.now() / 1000) + 1 };
    expect((await invoke('GET', '/api/admin/stats', { caller: later })).status).toBe(200);

    const trail = (await readTrail('User', target.sub)).filter((e) => e.action.startsWith('role.'));
    expect(trail.map((e) => [e.action, e.actor, e.before, e.after, e.reason])).toEqual([
      [
        'role.grant',
        admin.sub,
        { role: 'user', groups: [] },
        { role: 'editor', groups: ['editor'] },
        'Writes the newsletter',
      ],
      [
        'role.grant',
        admin.sub,
        { role: 'editor', groups: ['editor'] },
        { role: 'admin', groups: ['admin', 'editor'] },
        'Covers for the lead',
      ],
      [
        'role.revoke',
        admin.sub,
        { role: 'admin', groups: ['admin', 'editor'] },
        { role: 'editor', groups: ['editor'] },
        'Cover ended',
      ],
    ]);
    expect(verifyChain(await readTrail('User', target.sub))).toBeNull();

    // The target's token from before the change still lists no group: it does not undo the change.
    const stale = { ...target, issuedAt: Math.floor(Date.now() / 1000) - 60 };
    expect((await invoke('GET', '/api/auth/user', { caller: stale })).json).toMatchObject({ role: 'editor' });
    const list = await invoke('GET', '/api/admin/users', { caller: admin, query: { q: TARGET.email } });
    expect(list.json).toEqual([expect.objectContaining({ id: target.sub, role: 'editor', groups: ['editor'] })]);
    // A token issued after it carries the groups and agrees.
    const fresh = { ...target, groups: ['editor'], issuedAt: Math.floor(Date.now() / 1000) + 1 };
    expect((await invoke('GET', '/api/auth/user', { caller: fresh })).json).toMatchObject({ role: 'editor' });

    // Repeating a revoke that is already so changes nothing and trails nothing.
    const again = await invoke('POST', `/api/admin/users/${target.sub}/roles`, {
      caller: admin,
      body: { role: 'admin', action: 'revoke', reason: 'Again' },
    });
    expect(again.status).toBe(200);
    expect((await readTrail('User', target.sub)).filter((e) => e.action.startsWith('role.'))).toHaveLength(3);
  });

  it("refuses an admin's removal of their own admin role (409) and changes nothing", async () => {
    await signIn(admin);
    const res = await invoke('POST', `/api/admin/users/${admin.sub}/roles`, {
      caller: admin,
      body: { role: 'admin', action: 'revoke', reason: 'Stepping down' },
    });
    expect(res.status).toBe(409);
    expect(res.json).toMatchObject({ error: ADMIN_MESSAGES.ownAdminRole });
    const adminTrail = await readTrail('User', admin.sub);
    expect(adminTrail.filter((e) => e.action === 'role.revoke' || e.action === 'role.grant')).toHaveLength(0);
  });

  it('asks for a reason (400), and answers 404 for an unknown user or one whose sign-in account is gone', async () => {
    const blank = await invoke('POST', `/api/admin/users/${target.sub}/roles`, {
      caller: admin,
      body: { role: 'editor', action: 'grant', reason: '  ' },
    });
    expect(blank.status).toBe(400);
    expect(blank.json!.fields).toEqual({ reason: ADMIN_MESSAGES.reasonRequired });
    const bad = await invoke('POST', `/api/admin/users/${target.sub}/roles`, {
      caller: admin,
      body: { role: 'user', action: 'grant', reason: 'x' },
    });
    expect(bad.json!.fields).toEqual({ role: 'Role must be admin or editor' });
    const missing = await invoke('POST', '/api/admin/users/nobody/roles', {
      caller: admin,
      body: { role: 'editor', action: 'grant', reason: 'x' },
    });
    expect(missing.status).toBe(404);
    expect(missing.json).toMatchObject({ error: ADMIN_MESSAGES.userNotFound });
    // A profile whose account was deleted from the pool: Cognito's UserNotFoundException is the same 404.
    const gone = { sub: `gone-${unique()}`, email: `gone-${unique()}@example.com` };
    await signIn(gone);
    const deleted = await invoke('POST', `/api/admin/users/${gone.sub}/roles`, {
      caller: admin,
      body: { role: 'editor', action: 'grant', reason: 'x' },
    });
    expect(deleted.status, JSON.stringify(deleted.json)).toBe(404);
    expect(deleted.json).toMatchObject({ error: ADMIN_MESSAGES.userNotFound });
  });
});

describe('error logs', () => {
  const report = async (body: Record<string, unknown>) => {
    const res = await invoke('POST', '/api/error-logs', { body, sourceIp: nextIp() });
    expect(res.status).toBe(202);
    return res.json!.id as string;
  };

  it("lists today's reports newest first, filters by type, shows one whole and marks it resolved (trailed)", async () => {
    const tag = unique();
    const daily = async () => (await invoke('GET', '/api/admin/error-logs/daily', { caller: admin })).json!;
    const before = await daily();
    const first = await report({
      error_type: `network-${tag}`,
      error_message: 'Failed to fetch',
      page_url: 'https://clarity.example/audits',
      user_agent: 'Mozilla/5.0 test',
      stack_trace: 'TypeError: Failed to fetch\n    at load (app.js:1:1)',
      component_context: 'AuditList',
    });
    const second = await report({ error_type: `font-${tag}`, error_message: 'Font failed' });
    const third = await report({ error_type: `network-${tag}`, error_message: 'Timed out' });

    const today = await invoke('GET', '/api/admin/error-logs', { caller: admin });
    expect(today.status).toBe(200);
    const ids = today.json!.map((l: { id: string }) => l.id);
    expect(ids.indexOf(third)).toBeLessThan(ids.indexOf(second));
    expect(ids.indexOf(second)).toBeLessThan(ids.indexOf(first));

    const network = await invoke('GET', '/api/admin/error-logs', { caller: admin, query: { type: `network-${tag}` } });
    expect(network.json!.map((l: { id: string }) => l.id)).toEqual([third, first]);
    expect(network.json![1]).toEqual({
      id: first,
      receivedAt: expect.any(String),
      error_type: `network-${tag}`,
      error_message: 'Failed to fetch',
      page_url: 'https://clarity.example/audits',
      resolved: false,
      version: 1,
    });
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const old = await invoke('GET', '/api/admin/error-logs', { caller: admin, query: { day: yesterday } });
    expect(old.json!.map((l: { id: string }) => l.id)).not.toContain(first);
    expect((await invoke('GET', '/api/admin/error-logs', { caller: admin, query: { day: '23-11-2026' } })).status).toBe(
      400,
    );

    const detail = await invoke('GET', `/api/admin/error-logs/${first}`, { caller: admin });
    expect(detail.json).toMatchObject({
      stack_trace: 'TypeError: Failed to fetch\n    at load (app.js:1:1)',
      user_agent: 'Mozilla/5.0 test',
      component_context: 'AuditList',
      resolvedAt: null,
      resolvedBy: null,
    });

    const resolved = await invoke('PATCH', `/api/admin/error-logs/${first}`, {
      caller: admin,
      body: { version: 1, resolved: true, note: 'Retry added to the fetch' },
    });
    expect(resolved.status).toBe(200);
    expect(resolved.json).toMatchObject({ resolved: true, resolvedBy: admin.sub, version: 2 });
    expect((await invoke('GET', `/api/admin/error-logs/${first}`, { caller: admin })).json).toMatchObject({
      resolved: true,
      version: 2,
    });
    const [entry] = await readTrail('ErrorLog', first);
    expect(entry).toMatchObject({
      action: 'resolve',
      actor: admin.sub,
      before: { resolved: false },
      after: { resolved: true },
      reason: 'Retry added to the fetch',
    });

    const stale = await invoke('PATCH', `/api/admin/error-logs/${first}`, {
      caller: admin,
      body: { version: 1, resolved: true },
    });
    expect(stale.status).toBe(409);
    expect(stale.json!.code).toBe('STALE_VERSION');
    const twice = await invoke('PATCH', `/api/admin/error-logs/${first}`, {
      caller: admin,
      body: { version: 2, resolved: true },
    });
    expect(twice.status).toBe(409);
    expect(twice.json).toMatchObject({ error: ADMIN_MESSAGES.alreadyResolved });
    expect((await invoke('GET', `/api/admin/error-logs/${randomUUID()}`, { caller: admin })).status).toBe(404);

    const after = await daily();
    expect(after.map((d: { day: string }) => d.day)).toEqual(lastDays(new Date(), 14));
    expect(after[13].count - before[13].count).toBe(3);
    expect(after.slice(0, 13)).toEqual(before.slice(0, 13));
  });

  it('pages one day with X-Next-Cursor', async () => {
    const type = `paged-${unique()}`;
    const made = [];
    for (let i = 0; i < 3; i++) made.push(await report({ error_type: type, error_message: `page ${i}` }));
    const first = await invoke('GET', '/api/admin/error-logs', { caller: admin, query: { type, limit: '2' } });
    expect(first.json!.map((l: { id: string }) => l.id)).toEqual([made[2], made[1]]);
    const cursor = first.headers['x-next-cursor']!;
    const second = await invoke('GET', '/api/admin/error-logs', { caller: admin, query: { type, limit: '2', cursor } });
    expect(second.json!.map((l: { id: string }) => l.id)).toEqual([made[0]]);
    expect(second.headers['x-next-cursor']).toBeUndefined();
  });
});

describe('leads inbox', () => {
  const post = async (route: string, body: Record<string, unknown>) => {
    const res = await invoke('POST', route, { body, sourceIp: nextIp() });
    expect(res.status, JSON.stringify(res.json)).toBe(201);
  };
  const leads = async (query: Record<string, string>) => {
    const res = await invoke('GET', '/api/admin/leads', { caller: admin, query });
    expect(res.status).toBe(200);
    return res.json as Array<Record<string, any>>;
  };

  it('lists each kind newest first, moves a status forward with notes (trailed) and never back', async () => {
    const tag = unique();
    await post('/api/contact-messages', {
      name: 'First Contact',
      email: `first-${tag}@example.com`,
      message: 'The first message of this test.',
    });
    await post('/api/contact-messages', {
      name: 'Second Contact',
      email: `second-${tag}@example.com`,
      company: 'Helix',
      phone: '+1 617 555 0100',
      message: 'The second message of this test.',
    });
    const contacts = (await leads({ kind: 'contact' })).filter((l) => l.email.endsWith(`-${tag}@example.com`));
    expect(contacts.map((l) => l.name)).toEqual(['Second Contact', 'First Contact']);
    const [second] = contacts;
    expect(second).toEqual({
      id: expect.any(String),
      kind: 'contact',
      createdAt: expect.any(String),
      name: 'Second Contact',
      email: `second-${tag}@example.com`,
      company: 'Helix',
      phone: '+1 617 555 0100',
      message: 'The second message of this test.',
      job: null,
      fields: {
        name: 'Second Contact',
        email: `second-${tag}@example.com`,
        company: 'Helix',
        phone: '+1 617 555 0100',
        message: 'The second message of this test.',
      },
      status: 'new',
      notes: [],
      version: 1,
    });

    const contacted = await invoke('PATCH', `/api/admin/leads/${second!.id}`, {
      caller: admin,
      body: { version: 1, status: 'contacted', note: 'Called, sending a proposal' },
    });
    expect(contacted.status, JSON.stringify(contacted.json)).toBe(200);
    expect(contacted.json).toMatchObject({
      status: 'contacted',
      version: 2,
      notes: [{ by: admin.sub, text: 'Called, sending a proposal', at: expect.any(String) }],
    });
    const noted = await invoke('PATCH', `/api/admin/leads/${second!.id}`, {
      caller: admin,
      body: { version: 2, status: 'contacted', note: 'Proposal sent' },
    });
    expect(noted.json!.notes.map((n: { text: string }) => n.text)).toEqual([
      'Called, sending a proposal',
      'Proposal sent',
    ]);

    const back = await invoke('PATCH', `/api/admin/leads/${second!.id}`, {
      caller: admin,
      body: { version: 3, status: 'new' },
    });
    expect(back.status).toBe(409);
    expect(back.json).toMatchObject({ error: 'A lead cannot move back from Contacted to New.' });
    const stale = await invoke('PATCH', `/api/admin/leads/${second!.id}`, {
      caller: admin,
      body: { version: 1, status: 'closed' },
    });
    expect(stale.status).toBe(409);
    expect(stale.json!.code).toBe('STALE_VERSION');
    expect(
      (
        await invoke('PATCH', `/api/admin/leads/${randomUUID()}`, {
          caller: admin,
          body: { version: 1, status: 'closed' },
        })
      ).status,
    ).toBe(404);

    const trail = await readTrail('Lead', second!.id);
    expect(trail.map((e) => [e.action, e.actor, e.before, e.after])).toEqual([
      ['status.contacted', admin.sub, { status: 'new' }, { status: 'contacted', note: 'Called, sending a proposal' }],
      ['note', admin.sub, { status: 'contacted' }, { status: 'contacted', note: 'Proposal sent' }],
    ]);

    const onlyContacted = (await leads({ kind: 'contact', status: 'contacted' })).map((l) => l.id);
    expect(onlyContacted).toContain(second!.id);
    expect(onlyContacted).not.toContain(contacts[1]!.id);
    const onlyNew = (await leads({ kind: 'contact', status: 'new' })).map((l) => l.id);
    expect(onlyNew).toContain(contacts[1]!.id);
    expect(onlyNew).not.toContain(second!.id);
  });

  it('shows consultation requests, newsletter sign-ups and applications with their job', async () => {
    const tag = unique();
    await post('/api/consultation-requests', {
      full_name: 'Marcus Oyelaran',
      company_name: 'Brightwater Biologics',
      role: 'Director of Clinical Operations',
      email: `marcus-${tag}@example.com`,
      trial_phase: 'phase-2',
      scope: 'Vendor audit of our central lab.',
      preferred_date: '2031-12-08',
      urgency: 'urgent',
      nda_required: true,
    });
    const [consultation] = (await leads({ kind: 'consultation' })).filter((l) => l.email.includes(tag));
    expect(consultation).toMatchObject({
      kind: 'consultation',
      name: 'Marcus Oyelaran',
      company: 'Brightwater Biologics',
      message: 'Vendor audit of our central lab.',
      fields: expect.objectContaining({ trial_phase: 'phase-2', urgency: 'urgent', nda_required: 'yes' }),
    });

    const reader = `reader-${tag}@example.com`;
    const signup = await invoke('POST', '/api/newsletter-subscriptions', {
      body: { email: reader },
      sourceIp: nextIp(),
    });
    expect(signup.status).toBe(201);
    const [subscription] = (await leads({ kind: 'newsletter' })).filter((l) => l.email === reader);
    expect(subscription).toMatchObject({ kind: 'newsletter', name: null, message: null, status: 'new' });

    const job = await invoke('POST', '/api/admin/jobs', { caller: admin, body: jobBody(`Auditor ${tag}`) });
    expect(job.status).toBe(201);
    await post('/api/careers/apply', {
      job_id: job.json!.id,
      full_name: 'Elena Marsh',
      email: `elena-${tag}@example.com`,
      resume_url: 'https://example.com/cv.pdf',
      cover_letter: 'I audit sites.',
      consent: true,
    });
    await post('/api/careers/apply', {
      full_name: 'General Applicant',
      email: `general-${tag}@example.com`,
      resume_url: 'https://example.com/cv2.pdf',
      cover_letter: 'Any role.',
      consent: true,
    });
    const applications = (await leads({ kind: 'application' })).filter((l) => l.email.includes(tag));
    expect(applications.map((a) => [a.name, a.job])).toEqual([
      ['General Applicant', null],
      ['Elena Marsh', { id: job.json!.id, title: `Auditor ${tag}` }],
    ]);
    const moved = await invoke('PATCH', `/api/admin/leads/${applications[1]!.id}`, {
      caller: admin,
      body: { version: 1, status: 'qualified', note: 'Strong GCP background' },
    });
    expect(moved.json).toMatchObject({ status: 'qualified', job: { title: `Auditor ${tag}` } });
    const general = await invoke('PATCH', `/api/admin/leads/${applications[0]!.id}`, {
      caller: admin,
      body: { version: 1, status: 'closed' },
    });
    expect(general.json).toMatchObject({ status: 'closed', version: 2 });
  });

  it('exports the filtered view as CSV: every field quoted, formulas neutralized, no column twice', async () => {
    const tag = unique();
    await post('/api/contact-messages', {
      name: '=HYPERLINK("http://evil.example","Click")',
      email: `csv-${tag}@example.com`,
      company: '@SUM(A1:A2)',
      phone: '+1 555 0100',
      message: 'He said "hello", then left.\nSecond line.',
    });
    const res = await invoke('GET', '/api/admin/leads/export', { caller: admin, query: { kind: 'contact' } });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename=leads-contact-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = res.raw.toString('utf8');
    expect(
      text.startsWith(
        '\uFEFF"ID","Kind","Received (UTC)","Status","Name","Email","Company","Phone","Job","Message","Notes"\r\n',
      ),
    ).toBe(true);
    const row = text.split('\r\n').find((line) => line.includes(`csv-${tag}@example.com`))!;
    expect(row).toContain(
      `"Contact message","${row.split('","')[2]}","New","'=HYPERLINK(""http://evil.example"",""Click"")","csv-${tag}@example.com","'@SUM(A1:A2)","'+1 555 0100","","He said ""hello"", then left.`,
    );
    const filtered = await invoke('GET', '/api/admin/leads/export', {
      caller: admin,
      query: { kind: 'contact', status: 'closed' },
    });
    expect(filtered.raw.toString('utf8')).not.toContain(`csv-${tag}@example.com`);
    expect(filtered.headers['content-disposition']).toMatch(/leads-contact-closed-/);
  });
});

const jobBody = (title: string, over: Record<string, unknown> = {}) => ({
  title,
  level: 'Senior',
  department: 'Quality Assurance',
  location: 'Remote (US)',
  type: 'Full-time',
  summary: 'Leads GCP audits.',
  responsibilities: ['Plan and lead audits'],
  qualifications: ['5+ years of GCP auditing'],
  ...over,
});

describe('job posts', () => {
  const careers = async () => (await invoke('GET', '/api/careers')).json!.map((j: { id: string }) => j.id);

  it('creates, edits, deactivates and reactivates, and /api/careers follows at once', async () => {
    const made = await invoke('POST', '/api/admin/jobs', { caller: admin, body: jobBody('Lead GCP Auditor') });
    expect(made.status).toBe(201);
    const job = made.json!;
    expect(job).toMatchObject({ title: 'Lead GCP Auditor', isActive: true, version: 1, niceToHaves: [] });
    expect(await careers()).toContain(job.id);

    const edited = await invoke('PUT', `/api/admin/jobs/${job.id}`, {
      caller: admin,
      body: { ...jobBody('Principal GCP Auditor'), version: 1, isActive: true },
    });
    expect(edited.json).toMatchObject({ title: 'Principal GCP Auditor', version: 2, postedAt: job.postedAt });
    expect((await invoke('GET', `/api/careers/${job.id}`)).json).toMatchObject({ title: 'Principal GCP Auditor' });

    const closed = await invoke('PUT', `/api/admin/jobs/${job.id}`, {
      caller: admin,
      body: { ...jobBody('Principal GCP Auditor'), version: 2, isActive: false },
    });
    expect(closed.json).toMatchObject({ isActive: false, version: 3 });
    expect(await careers()).not.toContain(job.id);
    expect((await invoke('GET', `/api/careers/${job.id}`)).status).toBe(404);
    const all = (await invoke('GET', '/api/admin/jobs', { caller: admin })).json!;
    expect(all.find((j: { id: string }) => j.id === job.id)).toMatchObject({ isActive: false });

    const reopened = await invoke('PUT', `/api/admin/jobs/${job.id}`, {
      caller: admin,
      body: { ...jobBody('Principal GCP Auditor'), version: 3, isActive: true },
    });
    expect(reopened.json).toMatchObject({ isActive: true, version: 4 });
    expect(await careers()).toContain(job.id);

    const stale = await invoke('PUT', `/api/admin/jobs/${job.id}`, {
      caller: admin,
      body: { ...jobBody('Lost update'), version: 2, isActive: true },
    });
    expect(stale.status).toBe(409);
    expect(
      (
        await invoke('PUT', `/api/admin/jobs/${randomUUID()}`, {
          caller: admin,
          body: { ...jobBody('x'), version: 1, isActive: true },
        })
      ).status,
    ).toBe(404);

    const trail = await readTrail('Job', job.id);
    expect(trail.map((e) => [e.action, e.actor, e.before, e.after])).toEqual([
      ['create', admin.sub, null, expect.objectContaining({ title: 'Lead GCP Auditor', isActive: true })],
      ['update', admin.sub, { title: 'Lead GCP Auditor' }, { title: 'Principal GCP Auditor' }],
      ['deactivate', admin.sub, { isActive: true }, { isActive: false }],
      ['reactivate', admin.sub, { isActive: false }, { isActive: true }],
    ]);
  });

  it('refuses an incomplete post with field messages', async () => {
    const res = await invoke('POST', '/api/admin/jobs', {
      caller: admin,
      body: { ...jobBody(' '), responsibilities: [] },
    });
    expect(res.status).toBe(400);
    expect(res.json!.fields).toMatchObject({
      title: 'Title is required',
      responsibilities: 'Add at least one responsibility',
    });
  });
});

describe('GET /api/admin/outbox', () => {
  it('shows what was sent to whom and when, newest first', async () => {
    const tag = unique();
    await invoke('POST', '/api/contact-messages', {
      body: { name: 'Outbox Visitor', email: `outbox-${tag}@example.com`, message: `A message about ${tag} here.` },
      sourceIp: nextIp(),
    });
    const res = await invoke('GET', '/api/admin/outbox', { caller: admin, query: { limit: '20' } });
    expect(res.status).toBe(200);
    const mail = res.json!.find((m: { text: string }) => m.text.includes(tag));
    expect(mail).toMatchObject({
      to: [SITE.teamMailbox],
      transport: 'outbox',
      messageId: null,
      sentAt: expect.any(String),
      subject: expect.any(String),
    });
    const times = res.json!.map((m: { sentAt: string }) => m.sentAt);
    expect(times).toEqual([...times].sort().reverse());
  });
});
