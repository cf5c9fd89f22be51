import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parse, type ExportNamedDeclaration, type ImportDeclaration, type Program } from 'acorn';
import type { Plugin } from 'esbuild';

/** The barrel whose imports are narrowed, and its file. */
const BARREL = '@smithy/core/serde';
const BARREL_FILE = /[\\/]node_modules[\\/]@smithy[\\/]core[\\/]dist-es[\\/]submodules[\\/]serde[\\/]index\.js$/;
/** The SDK's ES module files: those that import from the barrel are rewritten. */
const SDK_FILE = /[\\/]node_modules[\\/]@(?:aws-sdk|smithy)[\\/][^\\/]+[\\/]dist-es[\\/].*\.js$/;
/** The barrel's own definitions, without its re-exports: a module of their own (`<barrel file>?sdk-barrel-own`). */
const OWN = '?sdk-barrel-own';

type Statement = Program['body'][number];

const programs = new Map<string, Program>();
const program = (file: string): Program => {
  let parsed = programs.get(file);
  if (!parsed) {
    parsed = parse(readFileSync(file, 'utf8'), { ecmaVersion: 'latest', sourceType: 'module' });
    programs.set(file, parsed);
  }
  return parsed;
};

const sourceOf = (node: Statement): string | undefined =>
  'source' in node && node.source ? String(node.source.value) : undefined;
const nameOf = (node: { type: string; name?: string; value?: unknown }): string =>
  node.type === 'Identifier' ? node.name! : String(node.value);
/** A relative import of the SDK's compiled files (`./x`, its extension left out) as a file, or undefined. */
function relativeFile(importer: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = join(dirname(importer), specifier);
  return [`${base}.js`, join(base, 'index.js'), base].find((file) => file.endsWith('.js') && existsSync(file));
}

/** Where a name a module exports is defined: the module to import it from, and its name there. */
interface Origin {
  from: string;
  name: string;
}

const exportMaps = new Map<string, Map<string, Origin>>();

/**
 * The names `file` exports and where each is defined, through its re-exports (`export { a } from './x'`,
 * `export * from './x'`, an imported name exported again) within the package. The barrel's own definitions are
 * found in its own module (`OWN`).
 */
function exportsOf(file: string): Map<string, Origin> {
  const known = exportMaps.get(file);
  if (known) return known; // (an import cycle sees the map still filling)
  const origins = new Map<string, Origin>();
  exportMaps.set(file, origins);
  const self = BARREL_FILE.test(file) ? file + OWN : file;
  const origin = (source: string, name: string): Origin => {
    const target = relativeFile(file, source);
    if (!target) return { from: source, name };
    return exportsOf(target).get(name) ?? { from: target, name };
  };
  const body = program(file).body;
  const imported = new Map<string, Origin>();
  for (const node of body)
    if (node.type === 'ImportDeclaration')
      for (const spec of node.specifiers)
        if (spec.type === 'ImportSpecifier')
          imported.set(spec.local.name, origin(sourceOf(node)!, nameOf(spec.imported)));
  // `export *` first: a name the module exports itself wins over one a star brings.
  for (const node of body) {
    if (node.type !== 'ExportAllDeclaration' || node.exported) continue;
    const target = relativeFile(file, sourceOf(node)!);
    if (target) for (const [name, from] of exportsOf(target)) if (name !== 'default') origins.set(name, from);
  }
  for (const node of body) {
    if (node.type !== 'ExportNamedDeclaration') continue;
    if (node.declaration) {
      const declared =
        node.declaration.type === 'VariableDeclaration'
          ? node.declaration.declarations.flatMap((d) => (d.id.type === 'Identifier' ? [d.id.name] : []))
          : [node.declaration.id.name];
      for (const name of declared) origins.set(name, { from: self, name });
      continue;
    }
    const source = sourceOf(node);
    for (const spec of node.specifiers) {
      const [local, exported] = [nameOf(spec.local), nameOf(spec.exported)];
      origins.set(
        exported,
        source !== undefined ? origin(source, local) : (imported.get(local) ?? { from: self, name: exported }),
      );
    }
  }
  return origins;
}

const isReexport = (node: Statement) =>
  (node.type === 'ExportNamedDeclaration' || node.type === 'ExportAllDeclaration') && sourceOf(node) !== undefined;

/** The barrel as a bundle holds it: its own definitions (one module, `ownPart`), then its re-exports. */
function barrelModule(file: string, source: string): string {
  const reexports = program(file).body.filter(isReexport);
  return [`export * from ${JSON.stringify(file + OWN)};`, ...reexports.map((n) => source.slice(n.start, n.end))].join(
    '\n',
  );
}

/** The barrel's own definitions: the barrel without its re-exports (line breaks kept). */
function ownPart(file: string, source: string): string {
  let out = source;
  for (const node of [...program(file).body].reverse())
    if (isReexport(node)) {
      const lineBreaks = '\n'.repeat(source.slice(node.start, node.end).split('\n').length - 1);
      out = out.slice(0, node.start) + lineBreaks + out.slice(node.end);
    }
  return out;
}

/** An import or re-export of named bindings from the barrel as statements naming where each is defined. */
function narrowed(node: ImportDeclaration | ExportNamedDeclaration, text: string, barrelFile: string) {
  const specs = node.specifiers;
  if (specs.length === 0) return undefined;
  const origins = exportsOf(barrelFile);
  const byOrigin = new Map<string, string[]>();
  for (const spec of specs) {
    if (spec.type !== 'ImportSpecifier' && spec.type !== 'ExportSpecifier') return undefined;
    const [wanted, alias] =
      spec.type === 'ImportSpecifier'
        ? [nameOf(spec.imported), spec.local.name]
        : [nameOf(spec.local), nameOf(spec.exported)];
    const { from, name } = origins.get(wanted) ?? { from: BARREL, name: wanted };
    byOrigin.set(from, [...(byOrigin.get(from) ?? []), name === alias ? alias : `${name} as ${alias}`]);
  }
  const keyword = node.type === 'ImportDeclaration' ? 'import' : 'export';
  const statements = [...byOrigin].map(
    ([from, names]) => `${keyword} { ${names.join(', ')} } from ${JSON.stringify(from)};`,
  );
  return statements.join(' ') + '\n'.repeat(text.split('\n').length - 1);
}

/** `source` with its imports and re-exports of named bindings from the barrel (at `barrelFile`) narrowed. */
export function narrowBarrelImports(source: string, barrelFile: string): string {
  if (!source.includes(`"${BARREL}"`) && !source.includes(`'${BARREL}'`)) return source;
  let out = source;
  // From the end, so earlier offsets stay right.
  for (const node of [...parse(source, { ecmaVersion: 'latest', sourceType: 'module' }).body].reverse()) {
    if ((node.type !== 'ImportDeclaration' && node.type !== 'ExportNamedDeclaration') || sourceOf(node) !== BARREL)
      continue;
    const replacement = narrowed(node, source.slice(node.start, node.end), barrelFile);
    if (replacement !== undefined) out = out.slice(0, node.start) + replacement + out.slice(node.end);
  }
  return out;
}

/**
 * esbuild plugin for the Lambda bundles: the SDK's imports from `@smithy/core/serde` name the files that define
 * what they import, and the barrel's own definitions are a module apart from its re-exports. esbuild places a module
 * in the chunks of every entry that *reaches* it through imports, used or not: the DynamoDB client reached the S3
 * client's checksum streams through this barrel, so a group whose S3 code is a lazy chunk still read and ran them at
 * its cold start, and one's top-level `typeof ReadableStream` loads Node's web streams (responses' import −2.0 ms,
 * evidence's −1.6 ms, 61 alternating pairs). Only this barrel: narrowing `@aws-sdk/core/protocols` and the others
 * too took the S3 client's XML protocol out of responses' cold start as well, but split the SDK chunk reports shares
 * with its lazy clients into one more cold file (+1.7 ms). `@smithy/core` declares no side effects, so a module the
 * barrel no longer pulls in has nothing to run; the build fails if that declaration goes.
 */
export const sdkBarrelNarrowed: Plugin = {
  name: 'sdk-barrel-narrowed',
  setup(build) {
    build.onResolve({ filter: /\?sdk-barrel-own$/ }, ({ path }) => ({ path: path.slice(0, -OWN.length), suffix: OWN }));
    build.onLoad({ filter: SDK_FILE }, async ({ path, suffix }) => {
      const key = path + suffix;
      // Every Lambda of a synth (or a test, or the bench) loads the same SDK files: each is read and decided once.
      if (!loaded.has(key))
        loaded.set(
          key,
          await sdkModule(path, suffix, (specifier) =>
            build.resolve(specifier, {
              kind: 'import-statement',
              resolveDir: dirname(path),
            }),
          ),
        );
      const contents = loaded.get(key);
      return contents === null ? undefined : { contents, loader: 'js', resolveDir: dirname(path) };
    });
  },
};

/** Each SDK file as the bundles hold it, by path and suffix; null: as it is on disk. */
const loaded = new Map<string, string | null>();

async function sdkModule(
  path: string,
  suffix: string,
  resolve: (specifier: string) => Promise<{ path: string; errors: unknown[] }>,
): Promise<string | null> {
  const source = readFileSync(path, 'utf8');
  if (BARREL_FILE.test(path)) {
    const manifest = JSON.parse(readFileSync(join(dirname(path), '../../../package.json'), 'utf8')) as {
      sideEffects?: unknown;
    };
    if (manifest.sideEffects !== false)
      throw new Error(`sdk-barrels.ts relies on @smithy/core declaring "sideEffects": false`);
    return suffix === OWN ? ownPart(path, source) : barrelModule(path, source);
  }
  if (!source.includes(BARREL)) return null;
  const barrel = await resolve(BARREL);
  if (barrel.errors.length || !BARREL_FILE.test(barrel.path)) return null;
  return narrowBarrelImports(source, barrel.path);
}
