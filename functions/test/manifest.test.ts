import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { groupHandlerFile, groups, routeKey, routes, type RouteDef } from '@cq/shared';
import { callers, groupHandler, invoke, useTestTable } from './harness';

useTestTable();
const src = path.resolve(import.meta.dirname, '../src');

describe('route manifest', () => {
  it.each(groups())('group %s has a handler whose operations are exactly its manifest routes', async (group) => {
    const mod = await groupHandler(group);
    expect(typeof mod.handler).toBe('function');
    const manifestKeys = routes
      .filter((r) => r.group === group)
      .map(routeKey)
      .sort();
    expect(Object.keys(mod.operations).sort()).toEqual(manifestKeys);
  });

  it('has no handler folder that the manifest does not know', () => {
    const folders = fs
      .readdirSync(src, { withFileTypes: true })
      .filter((d) => d.isDirectory() && fs.existsSync(path.join(src, groupHandlerFile(d.name))))
      .map((d) => d.name);
    expect(folders.sort()).toEqual(groups().sort());
  });
});

/** Fills path parameters with a placeholder so every route can be called. */
const concrete = (p: string) => p.replace(/\{[^}]+\}/g, 'x');

describe('authorization matrix', () => {
  // Widened, so the filters still type-check while the manifest has no route at some access level.
  const all: readonly RouteDef[] = routes;
  const guarded = all.filter((r) => r.access !== 'public');

  it.each(guarded.map((r) => [routeKey(r), r] as const))('%s needs a token (401 without)', async (_key, r) => {
    const res = await invoke(r.method, concrete(r.path));
    expect(res.status).toBe(401);
    expect(res.json).toEqual({ error: 'Unauthorized' });
  });

  const staff = all.filter((r) => r.access === 'editor' || r.access === 'admin');
  it.each(staff.map((r) => [routeKey(r), r] as const))('%s refuses a plain user (403)', async (_key, r) => {
    const res = await invoke(r.method, concrete(r.path), { caller: callers.user });
    expect(res.status).toBe(403);
  });

  const adminOnly = all.filter((r) => r.access === 'admin');
  it.each(adminOnly.map((r) => [routeKey(r), r] as const))('%s refuses an editor (403)', async (_key, r) => {
    const res = await invoke(r.method, concrete(r.path), { caller: callers.editor });
    expect(res.status).toBe(403);
  });
});
