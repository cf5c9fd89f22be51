import { beforeAll, describe, expect, it } from 'vitest';
import { routeKey, routes, type RouteDef } from '@cq/shared';
import { asProUser, invoke, useTestTable, type Caller } from './harness';

useTestTable();

const owner: Caller = { sub: 'owner-a', email: 'a@example.com' };
const intruder: Caller = { sub: 'intruder-b', email: 'b@example.com' };
beforeAll(() => asProUser(owner));

const newAudit = async (caller: Caller) => {
  const res = await invoke('POST', '/api/audits', { caller, body: { title: 'Owned audit', type: 'pharmacy' } });
  expect(res.status).toBe(201);
  return res.json!.id as string;
};

/**
 * How to make one owned record of each collection as its owner (with a way to read back everything the owner
 * sees of it), and a valid body for each write on it, so a refusal can only come from the owner check, never
 * from validation. A new signed-in `{id}` route fails this test until its collection is listed here.
 */
interface Owned {
  id: string;
  snapshot: () => Promise<unknown>;
}
const read = (path: string) => async () => (await invoke('GET', path, { caller: owner })).json;
const collections: Record<string, (caller: Caller) => Promise<Owned>> = {
  '/api/audits': async (caller) => {
    const id = await newAudit(caller);
    return {
      id,
      snapshot: async () => [await read(`/api/audits/${id}`)(), await read(`/api/audits/${id}/findings`)()],
    };
  },
  '/api/findings': async (caller) => {
    const auditId = await newAudit(caller);
    const res = await invoke('POST', `/api/audits/${auditId}/findings`, {
      caller,
      body: { title: 'Owned finding', severity: 'high' },
    });
    expect(res.status).toBe(201);
    return { id: res.json!.id as string, snapshot: read(`/api/audits/${auditId}/findings`) };
  },
};
const validBodies: Record<string, unknown> = {
  'PATCH /api/audits/{id}': { version: 1, title: 'Taken over', status: 'cancelled' },
  'POST /api/audits/{id}/findings': { title: 'Planted finding', severity: 'low' },
  'PATCH /api/findings/{id}': { version: 1, status: 'closed', resolution: 'Closed by someone else' },
};

const owned = (routes as readonly RouteDef[]).filter((r) => r.access === 'user' && r.path.includes('{id}'));
const collectionOf = (path: string) => path.slice(0, path.indexOf('/{id}'));

describe("another user's id answers 404 on every signed-in route that takes one", () => {
  it('covers at least the audits routes', () => {
    expect(owned.map(routeKey)).toEqual(
      expect.arrayContaining([
        'GET /api/audits/{id}',
        'PATCH /api/audits/{id}',
        'GET /api/audits/{id}/trail',
        'GET /api/audits/{id}/findings',
        'POST /api/audits/{id}/findings',
        'PATCH /api/findings/{id}',
      ]),
    );
  });

  it.each(owned.map((r) => [routeKey(r), r] as const))('%s', async (key, route) => {
    const create = collections[collectionOf(route.path)];
    expect(create, `no owned-record fixture for ${collectionOf(route.path)}`).toBeDefined();
    const { id, snapshot } = await create!(owner);
    const before = await snapshot();

    const path = route.path.replace('{id}', id);
    const res = await invoke(route.method, path, { caller: intruder, body: validBodies[key] });
    expect(res.status).toBe(404);
    const missing = await invoke(route.method, route.path.replace('{id}', 'no-such-record'), {
      caller: intruder,
      body: validBodies[key],
    });
    expect(missing.json).toEqual(res.json);

    expect(await snapshot()).toEqual(before);
  });
});
