import { beforeAll, describe, expect, it } from 'vitest';
import { routeKey, routes, type RouteDef } from '@cq/shared';
import { asProUser, invoke, useTestTable, type Caller } from './harness';
import { collectionOf, collections, pathFor, validBodies, validQueries } from './fixtures';

useTestTable();

const owner: Caller = { sub: 'owner-a', email: 'a@example.com' };
const intruder: Caller = { sub: 'intruder-b', email: 'b@example.com' };
beforeAll(() => asProUser(owner));

/**
 * A new signed-in `{id}` route fails here until its collection has a fixture in fixtures.ts. A product's routes
 * name shared content, not an owner's record (the authorization matrix checks their 403 instead).
 */
const owned = (routes as readonly RouteDef[]).filter(
  (r) => r.access === 'user' && r.path.includes('{id}') && !r.product,
);

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
    const collection = collectionOf(route.path)!;
    const create = collections[collection];
    expect(create, `no owned-record fixture for ${collection}`).toBeDefined();
    const made = await create!(owner);
    const { snapshot } = made;
    const before = await snapshot();

    // A valid body (fixtures.ts), so the refusal can only come from the owner check, never from validation.
    const body = await validBodies[key]?.({ caller: intruder });
    const path = pathFor(route.path, made);
    const query = validQueries[key];
    const res = await invoke(route.method, path, { caller: intruder, body, query });
    expect(res.status).toBe(404);
    const missing = await invoke(route.method, pathFor(route.path, { ...made, id: 'no-such-record' }), {
      caller: intruder,
      body,
      query,
    });
    expect(missing.json).toEqual(res.json);

    expect(await snapshot()).toEqual(before);
  });
});
