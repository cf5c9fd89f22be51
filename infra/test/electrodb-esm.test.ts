import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { electrodbAsEsModules } from '../lib/constructs/electrodb-esm';
import { REPO_ROOT } from '../lib/config';

/**
 * What ElectroDB makes of one entity, written once and run twice: through the installed CommonJS package (this
 * process, as tests and the local stack run it) and through a bundle of the ES-module copy (as the Lambdas run it).
 */
const PROBE = `import { Entity, createWriteTransaction, createConversions } from 'electrodb';

const entity = new Entity(
  {
    model: { service: 'cq', entity: 'Probe', version: '1' },
    attributes: {
      workspaceId: { type: 'string', required: true, readOnly: true },
      id: { type: 'string', required: true, readOnly: true },
      title: { type: 'string', required: true },
      status: { type: ['open', 'closed'], required: true },
      count: { type: 'number' },
      tags: { type: 'list', items: { type: 'string' } },
      parentKey: { type: 'string', readOnly: true },
      version: { type: 'number', required: true },
    },
    indexes: {
      byWorkspace: {
        pk: { field: 'PK', composite: ['workspaceId'], template: 'WS#\${workspaceId}', casing: 'none' },
        sk: { field: 'SK', composite: ['id'], template: 'PROBE#\${id}', casing: 'none' },
      },
      byParent: {
        index: 'GSI1',
        pk: { field: 'GSI1PK', composite: ['parentKey'], template: 'WS#\${parentKey}', casing: 'none' },
        sk: { field: 'GSI1SK', composite: ['id'], template: 'PROBE#\${id}', casing: 'none' },
        condition: ({ parentKey }) => Boolean(parentKey),
      },
    },
  },
  { table: 'probe', ignoreOwnership: true },
);

const key = { workspaceId: 'w1', id: 'p1' };
const item = { ...key, title: 'A probe', status: 'open', count: 2, tags: ['a'], parentKey: 'w1#AUDIT#a1', version: 1 };
const errorOf = (run) => {
  try {
    run();
    return null;
  } catch (error) {
    return error.message;
  }
};
export const made = {
  get: entity.get(key).params({ consistent: true, attributes: ['title', 'status'] }),
  create: entity.create(item).params(),
  put: entity.put(item).params(),
  patch: entity
    .patch(key)
    .set({ title: 'Renamed' })
    .add({ count: 1 })
    .remove(['tags'])
    .where(({ version, status }, { eq, ne }) => \`\${eq(version, 1)} AND \${ne(status, 'closed')}\`)
    .params({ response: 'all_new' }),
  update: entity.update(key).append({ tags: ['b'] }).params(),
  delete: entity.delete(key).where(({ version }, { eq }) => eq(version, 3)).params(),
  query: entity.query.byWorkspace({ workspaceId: 'w1' }).begins({ id: 'p' }).params({ order: 'desc', limit: 21 }),
  between: entity.query.byWorkspace({ workspaceId: 'w1' }).between({ id: 'a' }, { id: 'm' }).params(),
  byParent: entity.query.byParent({ parentKey: 'w1#AUDIT#a1' }).params(),
  batchGet: entity.get([key, { workspaceId: 'w1', id: 'p2' }]).params(),
  transaction: createWriteTransaction({ entity }, ({ entity: e }) => [
    e.create(item).commit(),
    e.patch(key).set({ status: 'closed' }).commit({ response: 'all_old' }),
  ]).params(),
  keys: createConversions(entity).fromComposite.toKeys(key),
  refusals: {
    missing: errorOf(() => entity.create({ ...key, status: 'open', version: 1 }).params()),
    enumValue: errorOf(() => entity.create({ ...item, status: 'pending' }).params()),
    readOnly: errorOf(() => entity.patch(key).set({ parentKey: 'x' }).params()),
  },
  formatted: entity.parse({ Item: { PK: 'WS#w1', SK: 'PROBE#p1', ...item } }),
};
`;

let dir: string;
let bundle: string;
let bundleInputs: string[];
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'electrodb-esm-'));
  writeFileSync(join(dir, 'probe.mjs'), PROBE);
  bundle = join(dir, 'bundle.mjs');
  const { metafile } = await build({
    entryPoints: [join(dir, 'probe.mjs')],
    outfile: bundle,
    bundle: true,
    format: 'esm',
    platform: 'node',
    metafile: true,
    plugins: [electrodbAsEsModules],
    banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
    logLevel: 'silent',
  });
  const inputs = (bundleInputs = Object.keys(metafile.inputs));
  expect(inputs.filter((file) => file.includes('node_modules/electrodb/'))).toEqual([]);
  expect(inputs.filter((file) => file.includes('/cq-electrodb-')).length).toBeGreaterThan(10);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** What `code` printed in a fresh Node process. */
function inFreshNode(code: string): string {
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', code], { encoding: 'utf8', cwd: REPO_ROOT });
  if (run.status !== 0) throw new Error(run.stderr);
  return run.stdout;
}

/** The copy's entry, as the probe's build read it. */
function copyIndex(): string {
  const copy = readdirSync(join(REPO_ROOT, 'node_modules', '.cache')).filter((name) =>
    bundleInputs.some((file) => file.includes(`/${name}/`)),
  );
  expect(copy).toHaveLength(1);
  return join(REPO_ROOT, 'node_modules', '.cache', copy[0]!, 'index.js');
}

describe('ElectroDB as ES modules (electrodb-esm.ts)', () => {
  it('makes the same params, keys, refusals and parsed items as the CommonJS package', () => {
    // The probe's code run on the installed package itself, required as the sources require it.
    const onPackage = join(dir, 'probe-on-package.mjs');
    writeFileSync(
      onPackage,
      PROBE.replace(
        "import { Entity, createWriteTransaction, createConversions } from 'electrodb';",
        `import { createRequire } from 'node:module';
const { Entity, createWriteTransaction, createConversions } = createRequire(${JSON.stringify(join(REPO_ROOT, 'package.json'))})('electrodb');`,
      ),
    );
    const printMade = (file: string) =>
      inFreshNode(`const { made } = await import(${JSON.stringify(pathToFileURL(file).href)});
process.stdout.write(JSON.stringify(made));`);
    const viaPackage = printMade(onPackage);
    const viaCopy = printMade(bundle);
    const made = JSON.parse(viaCopy) as Record<string, unknown>;
    expect(made.create).toMatchObject({ Item: { PK: 'WS#w1', SK: 'PROBE#p1', GSI1PK: 'WS#w1#AUDIT#a1' } });
    expect(made.refusals).toMatchObject({ missing: expect.stringContaining('title') });
    expect(made).toEqual(JSON.parse(viaPackage));
  });

  it('holds none of the SDK: a bare client given to ElectroDB names the mistake', () => {
    const out = inFreshNode(`const { Entity } = await import(${JSON.stringify(pathToFileURL(copyIndex()).href)});
const bare = { send: async () => ({}), config: {} };
const entity = new Entity(
  { model: { service: 's', entity: 'e', version: '1' }, attributes: { id: { type: 'string' } },
    indexes: { byId: { pk: { field: 'PK', composite: ['id'] }, sk: { field: 'SK', composite: [] } } } },
  { table: 't', client: bare },
);
try { await entity.get({ id: 'x' }).go(); process.stdout.write('sent'); } catch (error) { process.stdout.write(error.message); }`);
    expect(out).toContain('ElectroDB was given a bare DynamoDB client: give it electroClient()');
  });

  it('leaves no CommonJS in the copy', () => {
    const text = readFileSync(copyIndex(), 'utf8');
    expect(text).toMatch(/^export \{ Entity \};$/m);
    expect(text).not.toMatch(/\brequire\(|module\.exports/);
  });
});
