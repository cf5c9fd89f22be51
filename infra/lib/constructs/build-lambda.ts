/**
 * `node --import tsx infra/lib/constructs/build-lambda.ts <entry> <outdir>`: one Lambda built with
 * lambda-esbuild.ts's options. A process of its own because those options hold a plugin, which only esbuild's
 * asynchronous API runs, and CDK's local bundling (group-function.ts) must answer synchronously.
 */
import { build } from 'esbuild';
import { lambdaBuildOptions } from './lambda-esbuild';

const [entry, outdir] = process.argv.slice(2);
if (!entry || !outdir) throw new Error('Usage: build-lambda.ts <entry> <outdir>');
await build({ ...lambdaBuildOptions(entry, outdir), logLevel: 'warning' });
