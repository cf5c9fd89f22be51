import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'esbuild';
import { REPO_ROOT } from '../config';

const require = createRequire(join(REPO_ROOT, 'package.json'));

/**
 * ElectroDB's `require('@aws-sdk/lib-dynamodb')`, as the copy imports it: ElectroDB needs the package only to wrap
 * a client it is given, and ours comes wrapped (functions/src/data/core/electroClient.ts), so the copy holds none
 * of the SDK; a command asked of it names the mistake instead of failing as `undefined is not a constructor`.
 */
const NO_SDK = `const lib = new Proxy({}, {
  get(_, name) {
    if (typeof name === 'string' && name.endsWith('Command'))
      throw new Error('ElectroDB was given a bare DynamoDB client: give it electroClient() (functions/src/data/core/electroClient.ts)');
    return undefined;
  },
});`;

/** The edits the converted files need, each of a line the conversion writes; a line no longer there fails the build. */
const EDITS: Record<string, Array<[RegExp, string]>> = {
  'src/client.js': [
    [/^import (?:\* as )?lib from "@aws-sdk\/lib-dynamodb";$/m, NO_SDK],
    // The package is an ES module with named exports only: its namespace is what `require()` returned.
    [/^import (?:\* as )?util from "@aws-sdk\/util-dynamodb";$/m, 'import * as util from "@aws-sdk/util-dynamodb";'],
  ],
};

/** Part of the copy's name, beside the version: a changed edit never reads a copy made without it. */
const EDITS_HASH = createHash('sha256')
  .update(JSON.stringify(EDITS, (_, value: unknown) => (value instanceof RegExp ? String(value) : value)))
  .digest('hex')
  .slice(0, 8);

/** The package's JavaScript files, relative to its folder: `index.js` and `src/*.js`. */
const sourcesOf = (pkg: string): string[] => [
  'index.js',
  ...readdirSync(join(pkg, 'src'))
    .filter((f) => f.endsWith('.js'))
    .map((f) => `src/${f}`),
];

/** The converter, loaded only when a copy is made (TypeScript and cjstoesm take ~1 s to import). */
async function converter() {
  const [{ default: ts }, { cjsToEsm }] = await Promise.all([import('typescript'), import('cjstoesm')]);
  return { ts, cjsToEsm };
}

/** One CommonJS file of the package as an ES module (`require` → `import`, `module.exports` → `export`). */
function converted({ ts, cjsToEsm }: Awaited<ReturnType<typeof converter>>, pkg: string, file: string): string {
  const fileName = join(pkg, file);
  let text = ts.transpileModule(readFileSync(fileName, 'utf8'), {
    fileName,
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, allowJs: true },
    transformers: cjsToEsm({ typescript: ts, cwd: pkg }),
  }).outputText;
  for (const [line, replacement] of EDITS[file] ?? []) {
    if (!line.test(text)) throw new Error(`electrodb-esm: ${file} no longer has ${line} after conversion`);
    text = text.replace(line, replacement);
  }
  if (/\brequire\(|\bmodule\.exports\b|\bexports\.\w+\s*=/.test(text))
    throw new Error(`electrodb-esm: ${file} still uses CommonJS after conversion`);
  return text;
}

/** The copy's folder, made from the installed package if this version has none yet. */
async function esModuleCopy(): Promise<string> {
  const pkg = dirname(require.resolve('electrodb/package.json'));
  const { version } = JSON.parse(readFileSync(join(pkg, 'package.json'), 'utf8')) as { version: string };
  const out = join(REPO_ROOT, 'node_modules', '.cache', `cq-electrodb-${version}-esm-${EDITS_HASH}`);
  if (existsSync(join(out, 'package.json'))) return out;
  const tools = await converter();
  // Written beside and renamed into place: a build stopped half-way, or running beside another, never leaves or
  // reads a copy that is not finished.
  const partial = `${out}.partial-${process.pid}`;
  rmSync(partial, { recursive: true, force: true });
  try {
    mkdirSync(join(partial, 'src'), { recursive: true });
    for (const file of sourcesOf(pkg)) writeFileSync(join(partial, file), converted(tools, pkg, file));
    writeFileSync(
      join(partial, 'package.json'),
      JSON.stringify({ name: 'electrodb', version, type: 'module', main: 'index.js', sideEffects: false }),
    );
  } catch (error) {
    rmSync(partial, { recursive: true, force: true });
    throw error;
  }
  try {
    renameSync(partial, out);
  } catch (error) {
    // Another process (a test worker, a parallel synth) put its copy there first: the same files.
    rmSync(partial, { recursive: true, force: true });
    if (!existsSync(join(out, 'package.json'))) throw error;
  }
  return out;
}

let copy: Promise<string> | undefined;

/**
 * esbuild plugin. ElectroDB ships CommonJS only, and a CommonJS file in a bundle is a function esbuild runs on its
 * first `require` (compiled then, apart from the module it sits in), esbuild can drop none of it, and the ES modules
 * it requires (util-dynamodb, the model checks) are wrapped, with all they import, in lazy initialisers. The Lambda
 * bundles import `electrodb` (and its client module, electroClient.ts) from an ES-module copy of the installed
 * package instead, each file converted as it is (cjstoesm, on TypeScript's transpiler): the same code, imported and
 * exported as ES modules, so esbuild hoists it into the bundle's own scope and leaves out what a bundle never
 * reaches (`Service`, which only the admin group's leads inbox uses). Made once per installed version under
 * node_modules/.cache; the handler tests and the local stack run the package itself, and
 * `scripts/bundledRoutes.test.ts` sends every route through the bundles and the sources alike.
 */
export const electrodbAsEsModules: Plugin = {
  name: 'electrodb-as-es-modules',
  setup(build) {
    build.onResolve({ filter: /^electrodb(?:\/src\/client\.js)?$/ }, async ({ path }) => ({
      path: join(await (copy ??= esModuleCopy()), path === 'electrodb' ? 'index.js' : 'src/client.js'),
    }));
  },
};
