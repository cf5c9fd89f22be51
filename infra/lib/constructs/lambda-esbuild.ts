import type { BuildOptions, Metafile } from 'esbuild';
import { basename } from 'node:path';
import { bundleAliases } from './bundle-aliases';
import { electrodbAsEsModules } from './electrodb-esm';
import { sdkBarrelNarrowed } from './sdk-barrels';
import { groupOfEntry } from './group-routes';
import { sharedModulesForLambdas } from './shared-modules';

/**
 * How every Lambda of the product is built by esbuild, in one place: CDK's bundling (group-function.ts
 * `lambdaCode`) builds with `lambdaBuildOptions`, and so do the bundle test and `npm run bench:lambda` (they add
 * the metafile, and need no synth).
 */
export const LAMBDA_ESBUILD = {
  format: 'esm',
  target: 'node24',
  platform: 'node',
  // ES module entries where a package has them: esbuild can drop their unused exports, not a CommonJS file's.
  mainFields: ['module', 'main'],
  // Some CommonJS dependencies call require(); give each ES module chunk one.
  banner:
    "import { createRequire as __cqCreateRequire } from 'node:module';const require = __cqCreateRequire(import.meta.url);",
  minify: true,
} as const;

/** The handler's file in a Lambda's folder (its handler setting is `index.handler`). */
export const LAMBDA_ENTRY_FILE = 'index.mjs';

/**
 * The esbuild options of one Lambda (SDK included, the aliases of bundle-aliases.ts), for `build()`: `index.mjs`
 * in `outdir`, and code splitting, so what the handler reaches only through `import()` (the PDF renderers and
 * pdf-lib, the Word writer) is a chunk of its own under `chunks/`, read from disk on first use and not at a
 * cold start. Without splitting esbuild would inline it: evaluated later, but still read and parsed at import.
 */
export function lambdaBuildOptions(entry: string, outdir: string): BuildOptions {
  return {
    entryPoints: { [LAMBDA_ENTRY_FILE.replace(/\.mjs$/, '')]: entry },
    outdir,
    outExtension: { '.js': '.mjs' },
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    bundle: true,
    platform: LAMBDA_ESBUILD.platform,
    format: LAMBDA_ESBUILD.format,
    target: LAMBDA_ESBUILD.target,
    mainFields: [...LAMBDA_ESBUILD.mainFields],
    minify: LAMBDA_ESBUILD.minify,
    banner: { js: LAMBDA_ESBUILD.banner },
    // Logged stack traces name our files (functions/src/lib/sourceMappedStack.ts reads the map when an error is
    // logged, not Node at every cold start); the sources stay out of the asset.
    sourcemap: true,
    sourcesContent: false,
    alias: bundleAliases(),
    // Unused schemas of the shared modules dropped, the group contracts' response schemas and other groups' routes
    // (shared-modules.ts); ElectroDB as ES modules, without the SDK (electrodb-esm.ts); the S3 client's checksum
    // streams out of a cold start (sdk-barrels.ts). esbuild runs plugins only in `build()`.
    plugins: [sharedModulesForLambdas(groupOfEntry(entry)), electrodbAsEsModules, sdkBarrelNarrowed],
    logLevel: 'silent',
  };
}

/** The JavaScript files of one Lambda build, by what loads them (esbuild's metafile, paths as it gives them). */
export interface LambdaChunks {
  /** `index.mjs`. */
  entry: string;
  /** The entry and every chunk it imports statically, transitively: what a cold start reads. */
  cold: string[];
  /** Every other chunk: reached only through `import()`, read when a request first needs it. */
  lazy: string[];
}

/** Splits a build's outputs into what a cold start loads and what loads later, following static imports. */
export function lambdaChunks(metafile: Metafile): LambdaChunks {
  const outputs = metafile.outputs;
  const js = Object.keys(outputs).filter((file) => file.endsWith('.mjs'));
  const entry = js.find((file) => basename(file) === LAMBDA_ENTRY_FILE);
  if (!entry) throw new Error(`No ${LAMBDA_ENTRY_FILE} among the outputs: ${js.join(', ')}`);
  const cold = new Set<string>();
  const visit = (file: string) => {
    if (cold.has(file)) return;
    cold.add(file);
    for (const { path, kind } of outputs[file]!.imports) if (kind === 'import-statement' && outputs[path]) visit(path);
  };
  visit(entry);
  return { entry, cold: [...cold], lazy: js.filter((file) => !cold.has(file)) };
}
