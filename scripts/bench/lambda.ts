/**
 * `npm run bench:lambda`: each endpoint group's Lambda bundle, built with the esbuild options CDK uses
 * (infra/lib/constructs/lambda-esbuild.ts: split into an entry, `index.mjs`, and chunks), and a floor built the
 * same way in the same run (lambdaFloor.ts: one DocumentClient GetItem). Prints `name: value` lines:
 *
 * - `lambda_bundle_kb_<group>`: what a cold start reads, KiB: `index.mjs` and every chunk it imports statically
 *   (transitively), from esbuild's metafile;
 * - `lambda_lazy_kb_<group>`: the other chunks, KiB: reached only through `import()` (the PDF renderers with
 *   pdf-lib, the Word writer...), read when a request first needs them;
 * - `lambda_cold_import_ms_<group>`: the median over RUNS fresh Node processes of `await import(index.mjs)`
 *   (module load and top-level code of the entry and its static chunks: what a cold start adds before the first
 *   event); the runs go round every bundle in turn, so a change of load on the machine touches all of them alike;
 * - the floor's figures (`lambda_bundle_kb_floor`, `lambda_lazy_kb_floor`, `lambda_cold_import_ms_floor`);
 * - `lambda_max_bundle_kb` (every group), `lambda_max_bundle_kb_table` (goal ≤ 300: the groups that use the
 *   table) and `lambda_max_bundle_kb_light` (goal ≤ 120: the light groups, those whose bundle has no DynamoDB
 *   client, read from esbuild's metafile); `lambda_light_groups` names them; all of the cold-start bytes;
 * - `lambda_schemas_built_<group>`: the zod schemas a cold import builds (counted through zod's construction hook
 *   in one more fresh process): the part of the import that grows with the shared schemas a bundle keeps;
 * - `lambda_max_cold_import_ms` and `lambda_max_import_vs_floor` (goal ≤ 1.5: the slowest group's median over
 *   the floor's). The slowest of 29 medians of a few runs is partly the noise of one of them, so the CONTENDERS
 *   slowest groups after RUNS rounds are imported again with the floor, alternating, RUNS × (RERUN_FACTOR − 1) more
 *   rounds (`lambda_import_runs` names them); their medians and the floor's are over all their rounds.
 *
 * `--why <group>` prints instead what that group's bundle is made of, from esbuild's metafile: the biggest
 * packages and the biggest files of what a cold start reads, then the lazy chunks and what each holds. `--layers`
 * prints the size and median cold import of the layers every group stacks on the floor (LAYERS: zod alone, the
 * whole contract, ElectroDB with our client, the store with every entity declared, then also built, the group
 * handler's chain; and two entities with ElectroDB and with DynamoDB-Toolbox v2), to tell which
 * one a change should cut. The import runs on this machine's Node, not Lambda's runtime.
 */
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { build, type Metafile } from 'esbuild';
import { groups } from '@cq/shared';
import { lambdaBuildOptions, lambdaChunks } from '../../infra/lib/constructs/lambda-esbuild';
import { countSchemasBuilt } from '../../infra/lib/constructs/pure-initializers';
import { ROOT } from '../local/stack';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
/** The groups slowest after RUNS rounds, and how many times RUNS rounds they and the floor get in all. */
const CONTENDERS = 8;
const RERUN_FACTOR = 4;
const OUT = path.join(ROOT, '.local', 'bench-lambda');
const FLOOR = 'floor';
/** A bundle with this package among its inputs can reach the table. */
const DYNAMODB_CLIENT = /node_modules\/@aws-sdk\/client-dynamodb\//;

const log = (msg: string) => process.stderr.write(`bench:lambda ${msg}\n`);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const kib = (bytes: number) => (bytes / 1024).toFixed(1);

interface Built {
  name: string;
  /** index.mjs, absolute. */
  file: string;
  /** What a cold start reads: the entry and its static chunks. */
  bytes: number;
  /** The chunks loaded only through `import()`. */
  lazyBytes: number;
  metafile: Metafile;
}

async function bundle(name: string, entry: string): Promise<Built> {
  const dir = path.join(OUT, name);
  // Metafile paths relative to the repository, as `--why` prints them.
  const { metafile } = await build({ ...lambdaBuildOptions(entry, dir), absWorkingDir: ROOT, metafile: true });
  const chunks = lambdaChunks(metafile!);
  const size = (files: string[]) => files.reduce((sum, file) => sum + metafile!.outputs[file]!.bytes, 0);
  return {
    name,
    file: path.join(ROOT, chunks.entry),
    bytes: size(chunks.cold),
    lazyBytes: size(chunks.lazy),
    metafile: metafile!,
  };
}

/** A light group uses no table: no DynamoDB client among its bundle's inputs (the issue's ≤ 120 KB goal). */
const isLight = (b: Built) => !Object.keys(b.metafile.inputs).some((file) => DYNAMODB_CLIENT.test(file));

const groupEntry = (group: string) => path.join(ROOT, 'functions', 'src', group, 'handler.ts');
const floorEntry = path.join(import.meta.dirname, 'lambdaFloor.ts');

const fnFile = (file: string) => JSON.stringify(path.join(ROOT, 'functions', 'src', file));
const layerFile = (file: string) => JSON.stringify(path.join(import.meta.dirname, 'layers', file));
/** Every `*.entity.ts` module under functions/src/data, relative to functions/src. */
function entityModules(): string[] {
  const data = path.join(ROOT, 'functions', 'src', 'data');
  return fs
    .readdirSync(data, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.entity.ts'))
    .map((file) => path.join('data', file))
    .sort();
}

/** What each layer's bundle imports (and keeps, by exporting it). */
const LAYERS: Record<string, string> = {
  zod: "import * as z from '@cq/shared/schemas/z';\nexport const schema = z.object({ a: z.string() });",
  contract: "export { contract } from '@cq/shared/contract';",
  electrodb: `export { Entity, Service } from 'electrodb';\nexport { db } from ${fnFile('data/core/client.ts')};`,
  // store() holds only the entities a bundle imports: this layer imports every entity module, as a group using them all
  // would; each entity is declared there and built on its first use (data/core/registry.ts), so none is built here.
  store: [
    ...entityModules().map((file) => `import ${fnFile(file)};`),
    `export { store } from ${fnFile('data/core/store.ts')};`,
  ].join('\n'),
  // The same, every entity then built: what building them at import (as before defineEntity) would cost.
  storeBuilt: [
    ...entityModules().map((file) => `import ${fnFile(file)};`),
    `import { registeredEntities } from ${fnFile('data/core/registry.ts')};`,
    'for (const entity of Object.values(registeredEntities())) void entity.schema;',
    `export { store } from ${fnFile('data/core/store.ts')};`,
  ].join('\n'),
  // The signed-in guards (http/signedIn.ts, with the store): what a public group's core chain no longer carries.
  signedIn: `export { signedIn } from ${fnFile('http/signedIn.ts')};`,
  groupHandler: `export { createGroupHandler } from ${fnFile('http/groupHandler.ts')};`,
  // The same two entities and operations with each library (layers/twoEntities.ts): the data layer's choice.
  electrodbTwoEntities: `export { handler } from ${layerFile('electrodbTwo.ts')};`,
  toolboxTwoEntities: `export { handler } from ${layerFile('toolboxTwo.ts')};`,
};

/** One fresh Node process importing the bundle; the time `import()` took, in ms. */
function importOnce(entry: string): number {
  return Number(
    inFreshNode(
      entry,
      `const t = performance.now(); await import(${JSON.stringify(pathToFileURL(entry).href)}); process.stdout.write(String(performance.now() - t));`,
    ),
  );
}

/** How many zod schemas importing the bundle builds. */
const schemasBuilt = (entry: string): number => Number(inFreshNode(entry, countSchemasBuilt(entry)));

/** What `code` printed in a fresh Node process with a Lambda's environment. */
function inFreshNode(entry: string, code: string): string {
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', code], {
    encoding: 'utf8',
    env: {
      PATH: process.env.PATH,
      AWS_REGION: 'us-east-1',
      TABLE_NAME: 'bench',
      USER_POOL_ID: 'us-east-1_bench',
      USER_POOL_CLIENT_ID: 'bench',
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    },
  });
  if (run.status !== 0) throw new Error(`importing ${entry} failed: ${run.stderr.slice(0, 500)}`);
  return run.stdout;
}

/** The package a bundled file comes from (`node_modules/<pkg>`), or its folder in this repository. */
function owner(file: string): string {
  const modules = /.*node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file);
  if (modules) return modules[1]!;
  if (file.includes('.cache/cq-zod')) return 'zod (without locales)';
  if (file.includes('.cache/cq-electrodb')) return 'electrodb (as ES modules)';
  return path.dirname(file);
}

/** The inputs of some outputs and the bytes each puts there. */
const inputsOf = (built: Built, outputs: string[]) =>
  outputs.flatMap((output) =>
    Object.entries(built.metafile.outputs[output]!.inputs).map(([file, { bytesInOutput }]) => ({
      file,
      bytes: bytesInOutput,
    })),
  );

function why(built: Built, top = 25) {
  const { cold, lazy } = lambdaChunks(built.metafile);
  const inputs = inputsOf(built, cold);
  const byOwner = new Map<string, number>();
  for (const { file, bytes } of inputs) byOwner.set(owner(file), (byOwner.get(owner(file)) ?? 0) + bytes);
  const rows = (entries: [string, number][]) =>
    entries
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, bytes]) => `${kib(bytes).padStart(8)}  ${name}`)
      .join('\n');
  const table = isLight(built) ? 'light: no DynamoDB client' : 'uses the table';
  console.log(
    `${built.name}: ${kib(built.bytes)} KiB at a cold start (${cold.length} files, ${inputs.length} inputs), ` +
      `${kib(built.lazyBytes)} KiB lazy (${lazy.length} chunks), ${table}, ${schemasBuilt(built.file)} zod schemas ` +
      `built at import\n\nby package or folder (KiB):`,
  );
  console.log(rows([...byOwner]));
  console.log('\nby file (KiB):');
  console.log(rows(inputs.map(({ file, bytes }) => [file, bytes])));
  if (lazy.length === 0) return;
  console.log('\nlazy chunks, loaded on first import() (KiB), and their biggest packages or folders:');
  for (const chunk of [...lazy].sort((a, b) => built.metafile.outputs[b]!.bytes - built.metafile.outputs[a]!.bytes)) {
    const owners = new Map<string, number>();
    for (const { file, bytes } of inputsOf(built, [chunk]))
      owners.set(owner(file), (owners.get(owner(file)) ?? 0) + bytes);
    const biggest = [...owners]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 4)
      .map(([name, bytes]) => `${name} ${kib(bytes)}`)
      .join(', ');
    console.log(`${kib(built.metafile.outputs[chunk]!.bytes).padStart(8)}  ${path.basename(chunk)}: ${biggest}`);
  }
}

/** Cold imports of each bundle, `runs` rounds going round all of them in turn, added to `times`. */
function importRounds(list: Built[], runs: number, times = new Map<string, number[]>()): Map<string, number[]> {
  for (const b of list) if (!times.has(b.name)) times.set(b.name, []);
  for (let run = 0; run < runs; run++) {
    log(`import run ${run + 1}/${runs}${list.length < 6 ? ` (${list.map((b) => b.name).join(', ')})` : ''}`);
    for (const b of list) times.get(b.name)!.push(importOnce(b.file));
  }
  return times;
}

/** The median cold import of each bundle, the runs going round all of them in turn. */
const medianImports = (list: Built[]): Map<string, number> =>
  new Map([...importRounds(list, RUNS)].map(([name, xs]) => [name, median(xs)]));

async function layers() {
  const list = [await bundle(FLOOR, floorEntry)];
  for (const [name, source] of Object.entries(LAYERS)) {
    const entry = path.join(OUT, 'layers', `${name}.ts`);
    fs.mkdirSync(path.dirname(entry), { recursive: true });
    fs.writeFileSync(entry, `${source}\n`);
    list.push(await bundle(`layer_${name}`, entry));
  }
  const ms = medianImports(list);
  for (const b of list) {
    console.log(
      `lambda_bundle_kb_${b.name}: ${kib(b.bytes)}\nlambda_cold_import_ms_${b.name}: ${ms.get(b.name)!.toFixed(1)}`,
    );
  }
}

async function main() {
  const args = process.argv.slice(2);
  const whyAt = args.indexOf('--why');
  if (whyAt >= 0) {
    const group = args[whyAt + 1];
    if (!group) throw new Error('--why needs a group name (or `floor`)');
    why(await bundle(group, group === FLOOR ? floorEntry : groupEntry(group)));
    return;
  }
  fs.rmSync(OUT, { recursive: true, force: true });
  if (args.includes('--layers')) {
    await layers();
    return;
  }
  log(`bundling ${groups().length} groups and the floor into ${path.relative(ROOT, OUT)}`);
  const floor = await bundle(FLOOR, floorEntry);
  const built: Built[] = [];
  for (const group of [...groups()].sort()) built.push(await bundle(group, groupEntry(group)));

  const all = [floor, ...built];
  const times = importRounds(all, RUNS);
  // The ratio is the slowest group's, and the slowest of 29 noisy medians is partly noise: the few slowest are
  // imported again, alternating with the floor, until each has RERUN_FACTOR times the rounds.
  const firstMedian = (b: Built) => median(times.get(b.name)!);
  const contenders = [...built].sort((a, b) => firstMedian(b) - firstMedian(a)).slice(0, CONTENDERS);
  importRounds([floor, ...contenders], RUNS * (RERUN_FACTOR - 1), times);
  const ms = (b: Built) => median(times.get(b.name)!);
  // Each round's import over the floor's in the same round: the machine's own drift, which moves every import of a
  // round alike, cancels out.
  const floorTimes = times.get(floor.name)!;
  const pairedRatio = (b: Built) => median(times.get(b.name)!.map((t, round) => t / floorTimes[round]!));
  const floorMs = ms(floor);
  const lines: string[] = [];
  for (const b of all) {
    lines.push(
      `lambda_bundle_kb_${b.name}: ${kib(b.bytes)}`,
      `lambda_lazy_kb_${b.name}: ${kib(b.lazyBytes)}`,
      `lambda_cold_import_ms_${b.name}: ${ms(b).toFixed(1)}`,
      `lambda_schemas_built_${b.name}: ${schemasBuilt(b.file)}`,
    );
  }
  const maxKb = (list: Built[]) => (list.length ? kib(Math.max(...list.map((b) => b.bytes))) : 'none');
  const light = built.filter(isLight);
  const slowest = built.reduce((a, b) => (ms(b) > ms(a) ? b : a));
  const biggest = built.reduce((a, b) => (b.bytes > a.bytes ? b : a));
  lines.push(
    `lambda_max_bundle_kb: ${maxKb(built)} (${biggest.name})`,
    `lambda_max_bundle_kb_table: ${maxKb(built.filter((b) => !isLight(b)))}`,
    `lambda_max_bundle_kb_light: ${maxKb(light)}`,
    `lambda_light_groups: ${light.map((b) => b.name).join(', ') || 'none'}`,
    `lambda_import_runs: ${RUNS}; ${RUNS * RERUN_FACTOR} for the floor and ${contenders.map((b) => b.name).join(', ')}`,
    `lambda_max_cold_import_ms: ${ms(slowest).toFixed(1)} (${slowest.name})`,
    `lambda_max_import_vs_floor: ${(ms(slowest) / floorMs).toFixed(2)}`,
    `lambda_max_import_vs_floor_paired: ${Math.max(...contenders.map(pairedRatio)).toFixed(2)} (${contenders
      .map((b) => `${b.name} ${pairedRatio(b).toFixed(2)}`)
      .join(', ')})`,
  );
  console.log(lines.join('\n'));
}

await main();
