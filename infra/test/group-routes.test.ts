import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { transformSync } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { routes } from '@cq/shared';
import { REPO_ROOT } from '../lib/config';
import { groupOfEntry, onlyGroupRoutes, ROUTES_MODULE } from '../lib/constructs/group-routes';

const manifest = transformSync(readFileSync(ROUTES_MODULE, 'utf8'), { loader: 'ts' }).code;

/** The `routes` a rewritten manifest module exports, evaluated. */
async function routesOf(js: string): Promise<unknown[]> {
  const url = `data:text/javascript;base64,${Buffer.from(js).toString('base64')}`;
  return ((await import(url)) as { routes: unknown[] }).routes;
}

describe('onlyGroupRoutes', () => {
  it("keeps exactly the group's routes, as the manifest has them, and every line break", async () => {
    const rewritten = onlyGroupRoutes(manifest, 'reports');
    expect(await routesOf(rewritten)).toEqual(routes.filter((route) => route.group === 'reports'));
    expect(rewritten.split('\n')).toHaveLength(manifest.split('\n').length);
    // The code below the array is where it was (the inline source map maps it by line).
    const below = (js: string) => js.split('\n').slice(-40);
    expect(below(rewritten)).toEqual(below(manifest));
  });

  it('refuses a group without routes, and a manifest it cannot read', () => {
    expect(() => onlyGroupRoutes(manifest, 'nope')).toThrow('no route of the group nope');
    expect(() => onlyGroupRoutes('export const routes = make();', 'reports')).toThrow('no longer an array literal');
    expect(() => onlyGroupRoutes("export const routes = [{ method: 'GET', group }];", 'reports')).toThrow(
      'a route without a literal group',
    );
    expect(() => onlyGroupRoutes('export const other = [];', 'reports')).toThrow('no `routes` declaration');
  });
});

describe('groupOfEntry', () => {
  it("names a group handler's group, and no group for any other Lambda", () => {
    const src = join(REPO_ROOT, 'functions', 'src');
    expect(groupOfEntry(join(src, 'reports', 'handler.ts'))).toBe('reports');
    expect(groupOfEntry('functions/src/reports/handler.ts')).toBe('reports');
    expect(groupOfEntry(join(src, 'jobs', 'auditReminders.ts'))).toBeUndefined();
    expect(groupOfEntry(join(src, 'nope', 'handler.ts'))).toBeUndefined();
  });
});
