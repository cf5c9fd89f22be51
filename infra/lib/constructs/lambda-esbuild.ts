import type { BuildOptions } from 'esbuild';
import { bundleAliases } from './bundle-aliases';

/**
 * How every Lambda of the product is built by esbuild, in one place: CDK's bundling (group-function.ts
 * `lambdaBundling`) passes these options, and the bundle test and `npm run bench:lambda` build with them
 * directly (they need the metafile and no synth).
 */
export const LAMBDA_ESBUILD = {
  format: 'esm',
  target: 'node24',
  platform: 'node',
  // ES module entries where a package has them: esbuild can drop their unused exports, not a CommonJS file's.
  mainFields: ['module', 'main'],
  // Some CommonJS dependencies call require(); give the ES module bundle one.
  banner:
    "import { createRequire as __cqCreateRequire } from 'node:module';const require = __cqCreateRequire(import.meta.url);",
  minify: true,
} as const;

/** The esbuild options of one Lambda bundle (SDK included, the aliases of bundle-aliases.ts), for `build()`. */
export function lambdaBuildOptions(entry: string, outfile: string): BuildOptions {
  return {
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: LAMBDA_ESBUILD.platform,
    format: LAMBDA_ESBUILD.format,
    target: LAMBDA_ESBUILD.target,
    mainFields: [...LAMBDA_ESBUILD.mainFields],
    minify: LAMBDA_ESBUILD.minify,
    banner: { js: LAMBDA_ESBUILD.banner },
    alias: bundleAliases(),
    logLevel: 'silent',
  };
}
