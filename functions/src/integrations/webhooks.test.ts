import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roleRefusal } from '@cq/shared';
import { API_KEY_MESSAGES } from '@cq/shared/integrations/schemas';
import { WEBHOOK_ENDPOINTS_MAX, WEBHOOK_MESSAGES } from '@cq/shared/integrations/webhooks';
import { asProUser, invoke, partition, useTestTable, type Caller } from '../../test/harness';
import { joinOrg } from '../../test/members';
import { store } from '../data/core/store';
import '../data/people/user.entity';

useTestTable();

const caller = (name: string): Caller => ({
  sub: `${name}-hook-sub`,
  email: `${name}.hooks@example.com`,
  givenName: name,
  familyName: 'Tester',
});
const jane = caller('jane'); // Pro, organisation owner
const bob = caller('bob'); // Pro, another workspace
const fred = caller('fred'); // Free
const vera = caller('vera'); // viewer of Jane's organisation
const abel = caller('abel'); // auditor of Jane's organisation
const adam = caller('adam'); // admin of Jane's organisation

const RECEIVER = 'https://hooks.example.com/cq';

async function newEndpoint(who: Caller, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  const res = await invoke('POST', '/api/webhooks', { caller: who, body, headers });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json as { id: string; secret: string; url: string; events: string[] };
}

const batchesOf = async (workspaceId: string) =>
  (await partition(`WS#${workspaceId}`)).filter((item) => String(item.SK).startsWith('WHNEW#'));

beforeAll(async () => {
  for (const p of [jane, bob, fred, vera, abel, adam]) await invoke('GET', '/api/auth/user', { caller: p });
  await asProUser(jane);
  await asProUser(bob);
});

afterAll(() => {
  delete process.env.WEBHOOK_ALLOW_LOOPBACK;
});

describe('webhook endpoints', () => {
  it('refuses a workspace on Free with the reason', async () => {
    const res = await invoke('POST', '/api/webhooks', {
      caller: fred,
      body: { url: RECEIVER, events: ['audit.created'] },
    });
    expect(res.status).toBe(403);
    expect(res.json!.error).toBe(WEBHOOK_MESSAGES.proOnly);
  });

  it('shows the signing secret once, keeps it out of the list and the summary, and trails the endpoint', async () => {
    const created = await newEndpoint(bob, { url: RECEIVER, events: ['finding.closed', 'audit.created'] });
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9_-]{32}$/);
    // Kept in the fixed order of the event list, whatever order they were asked in.
    expect(created.events).toEqual(['audit.created', 'finding.closed']);
    const list = await invoke('GET', '/api/webhooks', { caller: bob });
    expect(list.json).toEqual([
      {
        id: created.id,
        url: RECEIVER,
        events: ['audit.created', 'finding.closed'],
        createdAt: expect.any(String),
        createdBy: bob.sub,
      },
    ]);
    expect(JSON.stringify(list.json)).not.toContain(created.secret);
    const items = await partition(`WS#${bob.sub}`);
    const holding = items.filter((item) => JSON.stringify(item).includes(created.secret));
    // Only the endpoint's own item keeps it (the worker signs with it); the summary the request path reads does not.
    expect(holding.map((item) => item.SK)).toEqual([`WEBHOOK#${created.id}`]);
    const trail = await partition(`TRAIL#WebhookEndpoint#${created.id}`);
    expect(JSON.stringify(trail)).not.toContain(created.secret);
    expect(trail.some((item) => (item.entry as { action?: string } | undefined)?.action === 'create')).toBe(true);
  });

  it('refuses http, private addresses and unknown events with field messages; loopback only where allowed', async () => {
    for (const [url, message] of [
      ['http://hooks.example.com/cq', WEBHOOK_MESSAGES.https],
      ['https://10.0.0.1/cq', WEBHOOK_MESSAGES.publicOnly],
      ['https://169.254.169.254/latest', WEBHOOK_MESSAGES.publicOnly],
      ['http://127.0.0.1:4010/cq', WEBHOOK_MESSAGES.https],
      ['https://localhost/cq', WEBHOOK_MESSAGES.publicOnly],
      ['ftp://hooks.example.com', WEBHOOK_MESSAGES.url],
    ] as const) {
      const res = await invoke('POST', '/api/webhooks', { caller: bob, body: { url, events: ['audit.created'] } });
      expect(res.status, url).toBe(400);
      expect(res.json!.fields, url).toEqual({ url: message });
    }
    const noEvents = await invoke('POST', '/api/webhooks', { caller: bob, body: { url: RECEIVER, events: [] } });
    expect(noEvents.json!.fields).toEqual({ events: WEBHOOK_MESSAGES.events });
    const unknown = await invoke('POST', '/api/webhooks', { caller: bob, body: { url: RECEIVER, events: ['x.y'] } });
    expect(unknown.status).toBe(400);

    process.env.WEBHOOK_ALLOW_LOOPBACK = '1';
    try {
      const local = await newEndpoint(bob, { url: 'http://127.0.0.1:4010/cq', events: ['audit.created'] });
      expect(local.url).toBe('http://127.0.0.1:4010/cq');
      const privateStill = await invoke('POST', '/api/webhooks', {
        caller: bob,
        body: { url: 'http://10.0.0.1/cq', events: ['audit.created'] },
      });
      expect(privateStill.status).toBe(400);
      expect((await invoke('DELETE', `/api/webhooks/${local.id}`, { caller: bob })).status).toBe(200);
    } finally {
      delete process.env.WEBHOOK_ALLOW_LOOPBACK;
    }
  });

  it(`keeps a workspace to ${WEBHOOK_ENDPOINTS_MAX} endpoints with a clear 409`, async () => {
    const carl = await asProUser(caller('carl'));
    for (let i = 0; i < WEBHOOK_ENDPOINTS_MAX; i++)
      await newEndpoint(carl, { url: `${RECEIVER}/${i}`, events: ['audit.created'] });
    const refused = await invoke('POST', '/api/webhooks', {
      caller: carl,
      body: { url: `${RECEIVER}/x`, events: ['audit.created'] },
    });
    expect(refused.status).toBe(409);
    expect(refused.json!.error).toBe(WEBHOOK_MESSAGES.tooMany);
    const list = (await invoke('GET', '/api/webhooks', { caller: carl })).json as unknown as Array<{ id: string }>;
    expect(list).toHaveLength(WEBHOOK_ENDPOINTS_MAX);
    expect((await invoke('DELETE', `/api/webhooks/${list[0]!.id}`, { caller: carl })).status).toBe(200);
    await newEndpoint(carl, { url: `${RECEIVER}/y`, events: ['audit.created'] });
  });

  it('keeps endpoints to their workspace: another workspace’s ids are not found', async () => {
    const bobs = await newEndpoint(bob, { url: RECEIVER, events: ['audit.created'] });
    for (const [method, path] of [
      ['DELETE', `/api/webhooks/${bobs.id}`],
      ['GET', `/api/webhooks/${bobs.id}/deliveries`],
      ['POST', `/api/webhooks/${bobs.id}/test`],
    ] as const) {
      const res = await invoke(method, path, { caller: jane });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.json!.error).toBe(WEBHOOK_MESSAGES.notFound);
    }
    expect(((await invoke('GET', '/api/webhooks', { caller: jane })).json as unknown[]).length).toBe(0);
  });

  it('in an organisation: owner and admin manage endpoints; auditors and viewers get 403; keys cannot', async () => {
    const org = (await invoke('POST', '/api/orgs', { caller: jane, body: { name: 'Hooks Org' } })).json!.id as string;
    await joinOrg(org, jane, vera, 'viewer');
    await joinOrg(org, jane, abel, 'auditor');
    await joinOrg(org, jane, adam, 'admin');
    const inOrg = { 'x-workspace-id': org };
    for (const [who, role] of [
      [vera, 'viewer'],
      [abel, 'auditor'],
    ] as const) {
      const res = await invoke('POST', '/api/webhooks', {
        caller: who,
        body: { url: RECEIVER, events: ['audit.created'] },
        headers: inOrg,
      });
      expect(res.status, role).toBe(403);
      expect(res.json!.error).toBe(roleRefusal(role, 'manage'));
      expect((await invoke('GET', '/api/webhooks', { caller: who, headers: inOrg })).status, role).toBe(403);
    }
    const made = await newEndpoint(adam, { url: RECEIVER, events: ['audit.created'] }, inOrg);
    expect(((await invoke('GET', '/api/webhooks', { caller: jane, headers: inOrg })).json as unknown[]).length).toBe(1);
    const test = await invoke('POST', `/api/webhooks/${made.id}/test`, { caller: jane, headers: inOrg });
    expect(test.status).toBe(202);
    expect(test.json).toEqual({ eventId: expect.stringMatching(/^evt_/) });

    const key = (await invoke('POST', '/api/api-keys', { caller: jane, body: { name: 'Sync', role: 'auditor' } })).json!
      .secret as string;
    const byKey = await invoke('GET', '/api/webhooks', { headers: { authorization: `Bearer ${key}` } });
    expect(byKey.status).toBe(403);
    expect(byKey.json!.error).toBe(API_KEY_MESSAGES.personOnly);

    const removed = await invoke('DELETE', `/api/webhooks/${made.id}`, { caller: adam, headers: inOrg });
    expect(removed.status).toBe(200);
    expect((await invoke('DELETE', `/api/webhooks/${made.id}`, { caller: adam, headers: inOrg })).status).toBe(404);
  });
});

describe('webhook events', () => {
  it('queues audit.created with the audit, for the endpoints that want it and only where there are some', async () => {
    const dora = await asProUser(caller('dora'));
    // No endpoint: an audit's creation writes no event at all.
    await invoke('POST', '/api/audits', { caller: dora, body: { title: 'Quiet', type: 'pharmacy' } });
    expect(await batchesOf(dora.sub)).toEqual([]);

    const wanting = await newEndpoint(dora, { url: RECEIVER, events: ['audit.created'] });
    const other = await newEndpoint(dora, { url: `${RECEIVER}/findings`, events: ['finding.created'] });
    const created = await invoke('POST', '/api/audits', { caller: dora, body: { title: 'Site 7', type: 'pharmacy' } });
    expect(created.status).toBe(201);
    const auditId = created.json!.id as string;
    const [batch] = await batchesOf(dora.sub);
    const events = batch!.events as Array<{ eventId: string; type: string; body: string; endpointIds: string[] }>;
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ type: 'audit.created', endpointIds: [wanting.id] });
    expect(events[0]!.endpointIds).not.toContain(other.id);
    expect(JSON.parse(events[0]!.body)).toEqual({
      id: events[0]!.eventId,
      type: 'audit.created',
      createdAt: expect.stringMatching(/Z$/),
      workspaceId: dora.sub,
      data: { audit: expect.objectContaining({ id: auditId, title: 'Site 7', status: expect.any(String) }) },
    });
  });

  it('writes no event when the audit’s transaction is refused: the event holds or fails with the audit', async () => {
    const gina = await asProUser(caller('gina'));
    await newEndpoint(gina, { url: RECEIVER, events: ['audit.created'] });
    // Back on Free: the month's third audit fills the limit, the fourth is refused by the usage slot's condition
    // inside the audit's own transaction.
    await store().user.patch({ id: gina.sub }).set({ subscriptionStatus: 'canceled' }).go();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push(
        (await invoke('POST', '/api/audits', { caller: gina, body: { title: `A${i}`, type: 'pharmacy' } })).status,
      );
    }
    expect(statuses).toEqual([201, 201, 201, 403]);
    const titles = (await batchesOf(gina.sub)).flatMap((b) =>
      (b.events as Array<{ body: string }>).map((e) => JSON.parse(e.body).data.audit.title as string),
    );
    expect(titles.sort()).toEqual(['A0', 'A1', 'A2']);
  });

  it('emits audit.status_changed, finding.created and finding.closed from the changes that make them', async () => {
    const emma = await asProUser(caller('emma'));
    await newEndpoint(emma, {
      url: RECEIVER,
      events: ['audit.status_changed', 'finding.created', 'finding.closed'],
    });
    const audit = (await invoke('POST', '/api/audits', { caller: emma, body: { title: 'Moves', type: 'pharmacy' } }))
      .json!;
    // Not subscribed to audit.created: nothing for the creation.
    expect(await batchesOf(emma.sub)).toEqual([]);
    const moved = await invoke('PATCH', `/api/audits/${audit.id}`, {
      caller: emma,
      body: { status: 'in_progress', version: audit.version },
    });
    expect(moved.status, JSON.stringify(moved.json)).toBe(200);
    const finding = await invoke('POST', `/api/audits/${audit.id}/findings`, {
      caller: emma,
      body: { title: 'Unsigned consent', description: 'Two forms', severity: 'high' },
    });
    expect(finding.status, JSON.stringify(finding.json)).toBe(201);
    const closed = await invoke('PATCH', `/api/findings/${finding.json!.id}`, {
      caller: emma,
      body: { status: 'closed', resolution: 'Re-consented', version: finding.json!.version },
    });
    expect(closed.status, JSON.stringify(closed.json)).toBe(200);
    const types = (await batchesOf(emma.sub)).flatMap((b) =>
      (b.events as Array<{ type: string; body: string }>).map((e) => [e.type, JSON.parse(e.body).data]),
    );
    expect(types).toEqual([
      ['audit.status_changed', { auditId: audit.id, from: audit.status, to: 'in_progress' }],
      ['finding.created', { finding: expect.objectContaining({ id: finding.json!.id, title: 'Unsigned consent' }) }],
      ['finding.closed', { findingId: finding.json!.id, resolution: 'Re-consented', closedAt: expect.any(String) }],
    ]);
  });
});
