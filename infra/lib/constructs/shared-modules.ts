import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { transformSync, type Plugin, type TsconfigRaw } from 'esbuild';
import { REPO_ROOT } from '../config';
import { onlyGroupRoutes, ROUTES_MODULE, WHOLE_MANIFEST_READERS } from './group-routes';
import { schemaHelpers, wrapPureInitializers, type LazySchemas } from './pure-initializers';
import { withoutResponseSchemas } from './response-schemas';

const SHARED_SRC = join(REPO_ROOT, 'shared', 'src');
const escaped = (path: string) => path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The files the plugin rewrites: the shared workspace's modules (esbuild's filters are Go regular expressions). */
export const SHARED_MODULE = new RegExp(`^${escaped(SHARED_SRC)}[\\\\/].*\\.ts$`);
/** The union of the group contracts (the OpenAPI document reads every route's response schema through it). */
const CONTRACT_UNION = join(SHARED_SRC, 'contract.ts');
const GROUP_CONTRACT = new RegExp(`^${escaped(join(SHARED_SRC, 'contract'))}[\\\\/]\\w+\\.ts$`);
/** How a group contract read through the union is told apart: a module of its own, its responses kept. */
const WITH_RESPONSES = '?with-responses';
/** How the manifest read by a module that needs all of it is told apart (group-routes.ts). */
const WHOLE_MANIFEST = '?whole-manifest';
/** What makes a schema built on its first use (`onFirstUse`), the module every Lambda's code already holds. */
const ON_FIRST_USE = join(REPO_ROOT, 'functions', 'src', 'lib', 'onFirstUse.ts');

let tsconfig: TsconfigRaw | undefined;
/** The compiler options the shared workspace is checked with (verbatim imports, its target), as esbuild reads them. */
const sharedTsconfig = (): TsconfigRaw =>
  (tsconfig ??= JSON.parse(readFileSync(join(REPO_ROOT, 'tsconfig.base.json'), 'utf8')) as TsconfigRaw);

/** Each module rewritten in this process, by path and suffix, with its source: every Lambda reads the same. */
const rewritten = new Map<string, { source: string; contents: string }>();

/** Each module's JavaScript (esbuild strips its types) by path, with its source: the helpers and the rewrite read it. */
const transformed = new Map<string, { source: string; code: string }>();

function javascript(path: string, source: string): string {
  const done = transformed.get(path);
  if (done?.source === source) return done.code;
  const { code } = transformSync(source, {
    loader: 'ts',
    sourcefile: path,
    sourcemap: 'inline',
    tsconfigRaw: sharedTsconfig(),
  });
  transformed.set(path, { source, code });
  return code;
}

/** The shared module an import names (`./x`, `../x/y`, `@cq/shared/x`, `@cq/shared`), or undefined for any other. */
function sharedModule(importer: string, source: string): string | undefined {
  const base = source.startsWith('.')
    ? join(dirname(importer), source)
    : source === '@cq/shared' || source.startsWith('@cq/shared/')
      ? join(SHARED_SRC, source.slice('@cq/shared'.length))
      : undefined;
  return base === undefined ? undefined : [`${base}.ts`, join(base, 'index.ts')].find((file) => existsSync(file));
}

/**
 * Each shared module's exported schema helpers (pure-initializers.ts `schemaHelpers`), by path, with its source.
 * Like `rewritten`, it trusts a module whose own source is unchanged: a build reads the sources as they are.
 */
const helpers = new Map<string, { source: string; names: ReadonlySet<string> }>();

function helpersOf(path: string): ReadonlySet<string> {
  const source = readFileSync(path, 'utf8');
  const known = helpers.get(path);
  if (known?.source === source) return known.names;
  helpers.set(path, { source, names: new Set() }); // an import cycle finds none on its way round
  const names = schemaHelpers(javascript(path, source), importsHelper(path), (from) => {
    const module = sharedModule(path, from);
    return module ? helpersOf(module) : new Set();
  });
  helpers.set(path, { source, names });
  return names;
}

const importsHelper =
  (importer: string): LazySchemas['importsHelper'] =>
  (source, name) => {
    const module = sharedModule(importer, source);
    return module !== undefined && helpersOf(module).has(name);
  };

/** A shared module as a Lambda holds it; `group`, the endpoint group the Lambda serves, if it serves one. */
function rewrite(path: string, suffix: string, group: string | undefined): string {
  const source = readFileSync(path, 'utf8');
  const ownRoutes = path === ROUTES_MODULE && group !== undefined && suffix !== WHOLE_MANIFEST;
  const key = path + suffix + (ownRoutes ? `#${group}` : '');
  const done = rewritten.get(key);
  if (done?.source === source) return done.contents;
  const code = javascript(path, source);
  const contents = wrapPureInitializers(
    GROUP_CONTRACT.test(path) && suffix !== WITH_RESPONSES
      ? withoutResponseSchemas(code)
      : ownRoutes
        ? onlyGroupRoutes(code, group)
        : code,
    { onFirstUse: ON_FIRST_USE, importsHelper: importsHelper(path) },
  );
  rewritten.set(key, { source, contents });
  return contents;
}

/**
 * esbuild plugin for the Lambda bundles: every shared module with its unused schemas droppable
 * (pure-initializers.ts), a group's contract without its response schemas (response-schemas.ts) unless it is
 * read through the union, as the health group's OpenAPI chunk does (that chunk then has its own copy of the health
 * contract, with them), and, in the Lambda of endpoint group `group`, the route manifest with that group's routes
 * only (group-routes.ts; the OpenAPI chunk reads the whole of it). Source maps still lead to the shared sources.
 */
export const sharedModulesForLambdas = (group: string | undefined): Plugin => ({
  name: 'shared-modules-for-lambdas',
  setup(build) {
    build.onResolve({ filter: /^\.\/contract\/\w+$/ }, ({ path, importer }) =>
      importer === CONTRACT_UNION ? { path: `${join(dirname(importer), path)}.ts`, suffix: WITH_RESPONSES } : undefined,
    );
    build.onResolve({ filter: /^@cq\/shared\/routes$/ }, ({ importer }) =>
      WHOLE_MANIFEST_READERS.includes(importer) ? { path: ROUTES_MODULE, suffix: WHOLE_MANIFEST } : undefined,
    );
    build.onLoad({ filter: SHARED_MODULE }, ({ path, suffix }) => ({
      contents: rewrite(path, suffix, group),
      loader: 'js',
    }));
  },
});
