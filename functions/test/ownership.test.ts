import { describe, expect, it } from 'vitest';
import { routeKey, routes, type RouteDef } from '@cq/shared';
import { invoke, useTestTable, type Caller } from './harness';

useTestTable();

const owner: Caller = { sub: 'owner-a', email: 'a@example.com' };
const intruder: Caller = { sub: 'intruder-b', email: 'b@example.com' };

/**
 * How to make one owned record of each collection as its owner, and a valid body for each write on it (so a
 * refusal can only come from the owner check, never from validation). A new signed-in `{id}` route fails
 * this test until its collection is listed here.
 */
const collections: Record<string, { create: (caller: Caller) => Promise<string>; read: string }> = {
  '/api/audits': {
    create: async (caller) => {
      const res = await invoke('POST', '/api/audits', { caller, body: { title: 'Owned audit', type: 'pharmacy' } });
      expect(res.status).toBe(201);
      return res.json!.id as string;
    },
    read: '/api/audits/{id}',
  },
};
const validBodies: Record<string, unknown> = {
  'PATCH /api/audits/{id}': { version: 1, title: 'Taken over', status: 'cancelled' },
};

const owned = (routes as readonly RouteDef[]).filter((r) => r.access === 'user' && r.path.includes('{id}'));
const collectionOf = (path: string) => path.slice(0, path.indexOf('/{id}'));

describe("another user's id answers 404 on every signed-in route that takes one", () => {
  it('covers at least the audits routes', () => {
    expect(owned.map(routeKey)).toEqual(
      expect.arrayContaining(['GET /api/audits/{id}', 'PATCH /api/audits/{id}', 'GET /api/audits/{id}/trail']),
    );
  });

  it.each(owned.map((r) => [routeKey(r), r] as const))('%s', async (key, route) => {
    const collection = collections[collectionOf(route.path)];
    expect(collection, `no owned-record fixture for ${collectionOf(route.path)}`).toBeDefined();
    const id = await collection!.create(owner);
    const readPath = collection!.read.replace('{id}', id);
    const before = await invoke('GET', readPath, { caller: owner });

    const path = route.path.replace('{id}', id);
    const res = await invoke(route.method, path, { caller: intruder, body: validBodies[key] });
    expect(res.status).toBe(404);
    const missing = await invoke(route.method, route.path.replace('{id}', 'no-such-record'), {
      caller: intruder,
      body: validBodies[key],
    });
    expect(missing.json).toEqual(res.json);

    expect(await invoke('GET', readPath, { caller: owner })).toEqual(before);
  });
});
