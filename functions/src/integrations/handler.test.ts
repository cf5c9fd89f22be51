import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { roleRefusal } from '@cq/shared';
import { API_KEY_MESSAGES } from '@cq/shared/integrations/schemas';
import { asProUser, invoke, partition, useTestTable, type Caller } from '../../test/harness';
import { joinOrg } from '../../test/members';
import { store } from '../data/core/store';
import { RATE_LIMITS } from '../data/core/rateLimit';
import '../data/people/user.entity';

useTestTable();

const caller = (name: string): Caller => ({
  sub: `${name}-key-sub`,
  email: `${name}.keys@example.com`,
  givenName: name,
  familyName: 'Tester',
});
const jane = caller('jane'); // Pro, personal workspace and organisation owner
const bob = caller('bob'); // Pro, another workspace
const fred = caller('fred'); // Free
const vera = caller('vera'); // viewer of Jane's organisation
const adam = caller('adam'); // admin of Jane's organisation

const bearer = (secret: string, extra: Record<string, string> = {}) => ({
  authorization: `Bearer ${secret}`,
  ...extra,
});

async function newKey(who: Caller, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  const res = await invoke('POST', '/api/api-keys', { caller: who, body, headers });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json as { id: string; secret: string; prefix: string; name: string };
}

/** Calls a route with only the key: no person's token at all. */
const withKey = (
  secret: string,
  method: string,
  path: string,
  opts: { body?: unknown; headers?: Record<string, string> } = {},
) => invoke(method, path, { body: opts.body, headers: bearer(secret, opts.headers) });

beforeAll(async () => {
  for (const p of [jane, bob, fred, vera, adam]) await invoke('GET', '/api/auth/user', { caller: p });
  await asProUser(jane);
  await asProUser(bob);
});

describe('API keys', () => {
  it('refuses a workspace on Free with the reason', async () => {
    const res = await invoke('POST', '/api/api-keys', { caller: fred, body: { name: 'CTMS sync', role: 'viewer' } });
    expect(res.status).toBe(403);
    expect(res.json!.error).toBe(API_KEY_MESSAGES.proOnly);
  });

  it('shows the secret once and stores only its SHA-256, found by one GetItem of the hash', async () => {
    const key = await newKey(jane, { name: 'CTMS sync', role: 'viewer' });
    expect(key.secret).toMatch(/^cq_[A-Za-z0-9_-]{32}$/);
    // 32 base64url characters: 192 random bits.
    expect(Buffer.from(key.secret.slice(3), 'base64url')).toHaveLength(24);
    expect(key.prefix).toBe(key.secret.slice(0, 11));
    const hash = createHash('sha256').update(key.secret).digest('hex');
    const lookup = await partition(`APIKEY#${hash}`);
    expect(lookup).toEqual([expect.objectContaining({ SK: 'APIKEY', id: key.id, role: 'viewer', name: 'CTMS sync' })]);
    const listed = await partition(`WS#${jane.sub}`);
    const stored = listed.filter((item) => String(item.SK).startsWith('APIKEY#'));
    expect(stored).toEqual([expect.objectContaining({ hash, prefix: key.prefix })]);
    expect(JSON.stringify([...lookup, ...stored])).not.toContain(key.secret);

    const list = await invoke('GET', '/api/api-keys', { caller: jane });
    expect(list.json).toEqual([
      {
        id: key.id,
        name: 'CTMS sync',
        prefix: key.prefix,
        role: 'viewer',
        createdAt: expect.stringMatching(/Z$/),
        createdBy: jane.sub,
        lastUsedAt: null,
        expiresAt: null,
        revokedAt: null,
      },
    ]);
    expect(JSON.stringify(list.json)).not.toContain(key.secret);
  });

  it('refuses an admin role, a past expiry and a blank name with the form messages', async () => {
    const res = await invoke('POST', '/api/api-keys', {
      caller: jane,
      body: { name: ' ', role: 'admin', expiresAt: '2020-01-01T00:00:00Z' },
    });
    expect(res.status).toBe(400);
    expect(res.json!.fields).toEqual({
      name: API_KEY_MESSAGES.nameRequired,
      role: API_KEY_MESSAGES.role,
      expiresAt: API_KEY_MESSAGES.expiry,
    });
  });

  it('lets a viewer key read the same routes as the web app, never write', async () => {
    const auditId = (
      await invoke('POST', '/api/audits', { caller: jane, body: { title: 'Site 12', type: 'pharmacy' } })
    ).json!.id as string;
    const key = await newKey(jane, { name: 'BI export', role: 'viewer' });
    const list = await withKey(key.secret, 'GET', '/api/audits');
    expect(list.status).toBe(200);
    expect((list.json as unknown as Array<{ id: string }>).map((a) => a.id)).toContain(auditId);
    expect((await withKey(key.secret, 'GET', `/api/audits/${auditId}`)).json).toMatchObject({ title: 'Site 12' });
    const write = await withKey(key.secret, 'POST', '/api/audits', { body: { title: 'By key', type: 'pharmacy' } });
    expect(write.status).toBe(403);
    expect(write.json!.error).toBe(roleRefusal('viewer', 'write'));
    const listed = (await invoke('GET', '/api/api-keys', { caller: jane })).json as unknown as Array<{
      id: string;
      lastUsedAt: string | null;
    }>;
    expect(listed.find((k) => k.id === key.id)!.lastUsedAt).toMatch(/Z$/);
  });

  it('trails an auditor key’s writes as its creator, naming the key, and the chain still verifies', async () => {
    const key = await newKey(jane, { name: 'CTMS sync', role: 'auditor' });
    const created = await withKey(key.secret, 'POST', '/api/audits', {
      body: { title: 'From CTMS', type: 'pharmacy' },
    });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ createdBy: jane.sub });
    const trail = await invoke('GET', `/api/audits/${created.json!.id}/trail`, { caller: jane });
    expect(trail.json).toMatchObject({
      verified: true,
      entries: [{ seq: 1, action: 'create', actor: jane.sub, via: { apiKeyId: key.id, name: 'CTMS sync' } }],
    });
    // The person's own change on the same record names no key.
    const edited = await invoke('PATCH', `/api/audits/${created.json!.id}`, {
      caller: jane,
      body: { title: 'From CTMS (checked)', version: created.json!.version, reason: 'Checked against the CTMS' },
    });
    expect(edited.status).toBe(200);
    const after = (await invoke('GET', `/api/audits/${created.json!.id}/trail`, { caller: jane })).json!;
    expect(after.verified).toBe(true);
    expect(after.entries[1]).not.toHaveProperty('via');
  });

  it('never acts as a person or an admin: key management, signing, profile, billing, staff and org routes refuse it', async () => {
    const key = await newKey(jane, { name: 'Sync', role: 'auditor' });
    for (const [method, path] of [
      ['GET', '/api/api-keys'],
      ['POST', '/api/audit-reports/r-1/approve'],
      ['GET', '/api/me/export'],
      ['GET', '/api/auth/user'],
      ['GET', '/api/billing'],
      ['GET', '/api/orgs'],
      ['GET', '/api/admin/stats'],
      ['GET', '/api/content-posts'],
    ] as const) {
      const res = await withKey(key.secret, method, path, { body: method === 'POST' ? {} : undefined });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.json!.error, `${method} ${path}`).toBe(API_KEY_MESSAGES.personOnly);
    }
  });

  it('keeps a key to its own workspace: another workspace’s ids and headers are not found', async () => {
    const bobsAudit = (await invoke('POST', '/api/audits', { caller: bob, body: { title: 'Bob’s', type: 'pharmacy' } }))
      .json!.id as string;
    const key = await newKey(jane, { name: 'Scoped', role: 'auditor' });
    expect((await withKey(key.secret, 'GET', `/api/audits/${bobsAudit}`)).status).toBe(404);
    const patch = await withKey(key.secret, 'PATCH', `/api/audits/${bobsAudit}`, { body: { title: 'x', version: 1 } });
    expect(patch.status).toBe(404);
    const elsewhere = await withKey(key.secret, 'GET', '/api/audits', { headers: { 'x-workspace-id': bob.sub } });
    expect(elsewhere.status).toBe(404);
    expect((await withKey(key.secret, 'GET', '/api/audits', { headers: { 'x-workspace-id': jane.sub } })).status).toBe(
      200,
    );
  });

  it('stops a revoked key at once, and an expired one at its expiry', async () => {
    const key = await newKey(jane, { name: 'Short-lived', role: 'viewer' });
    expect((await withKey(key.secret, 'GET', '/api/audits')).status).toBe(200);
    const revoked = await invoke('DELETE', `/api/api-keys/${key.id}`, { caller: jane });
    expect(revoked.status).toBe(200);
    expect(revoked.json).toMatchObject({ id: key.id, revokedAt: expect.stringMatching(/Z$/) });
    const refused = await withKey(key.secret, 'GET', '/api/audits');
    expect(refused.status).toBe(401);
    expect(refused.json!.error).toBe(API_KEY_MESSAGES.invalid);
    // The person who made it is not affected.
    expect((await invoke('GET', '/api/audits', { caller: jane })).status).toBe(200);

    const expiring = await newKey(jane, {
      name: 'Expiring',
      role: 'viewer',
      expiresAt: new Date(Date.now() + 1500).toISOString(),
    });
    expect((await withKey(expiring.secret, 'GET', '/api/audits')).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1600));
    expect((await withKey(expiring.secret, 'GET', '/api/audits')).status).toBe(401);

    for (const bad of ['cq_unknown', `cq_${'A'.repeat(32)}`])
      expect((await withKey(bad, 'GET', '/api/audits')).status).toBe(401);
    // Another workspace's key id is not found for revoking.
    expect((await invoke('DELETE', `/api/api-keys/${expiring.id}`, { caller: bob })).status).toBe(404);
  });

  it('counts a key’s requests under its own limit, apart from its creator’s', async () => {
    const key = await newKey(bob, { name: 'Busy poller', role: 'viewer' });
    const { limit } = RATE_LIMITS.apiKey;
    // Counted per minute: the clock stands just after the next minute turns, so the whole burst is one window
    // however long it takes (waiting for the real minute to turn cost this file up to a minute).
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Math.ceil(Date.now() / 60_000) * 60_000 + 50);
    try {
      const statuses: number[] = [];
      for (let i = 0; i < limit; i++) statuses.push((await withKey(key.secret, 'GET', '/api/badges')).status);
      expect(statuses).toEqual(Array<number>(limit).fill(200));
      const refused = await withKey(key.secret, 'GET', '/api/badges');
      expect(refused.status).toBe(429);
      expect(Number(refused.headers['Retry-After'])).toBe(60);
      // The person is not held back by their key's burst.
      expect((await invoke('GET', '/api/badges', { caller: bob })).status).toBe(200);
      // The next window takes the key again.
      vi.setSystemTime(Date.now() + 60_000);
      expect((await withKey(key.secret, 'GET', '/api/badges')).status).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });

  it('in an organisation: only its owner or admin makes keys; a key stops when the plan lapses', async () => {
    const org = (await invoke('POST', '/api/orgs', { caller: jane, body: { name: 'Keys Org' } })).json!.id as string;
    await joinOrg(org, jane, vera, 'viewer');
    await joinOrg(org, jane, adam, 'admin');
    const inOrg = { 'x-workspace-id': org };
    const refused = await invoke('POST', '/api/api-keys', {
      caller: vera,
      body: { name: 'Mine', role: 'viewer' },
      headers: inOrg,
    });
    expect(refused.status).toBe(403);
    const key = await newKey(adam, { name: 'eQMS', role: 'auditor' }, inOrg);
    const created = await withKey(key.secret, 'POST', '/api/audits', {
      body: { title: 'Org audit', type: 'pharmacy' },
    });
    expect(created.status).toBe(201);
    expect((await invoke('GET', `/api/audits/${created.json!.id}`, { caller: vera, headers: inOrg })).status).toBe(200);
    // Keys of the organisation are not the personal workspace's.
    expect(((await invoke('GET', '/api/api-keys', { caller: adam })).json as unknown[]).length).toBe(0);
    expect(((await invoke('GET', '/api/api-keys', { caller: jane, headers: inOrg })).json as unknown[]).length).toBe(1);

    await store().user.patch({ id: jane.sub }).set({ subscriptionStatus: 'canceled' }).go();
    const lapsed = await withKey(key.secret, 'GET', '/api/audits');
    expect(lapsed.status).toBe(403);
    expect(lapsed.json!.error).toBe(API_KEY_MESSAGES.proOnly);
    await store().user.patch({ id: jane.sub }).set({ subscriptionStatus: 'active' }).go();
    expect((await withKey(key.secret, 'GET', '/api/audits')).status).toBe(200);
  });
});
