/**
 * A worker thread (synckit) that builds one Lambda with lambda-esbuild.ts's options: those hold plugins, which only
 * esbuild's asynchronous API runs, and CDK's local bundling (group-function.ts) must answer synchronously. One
 * worker builds every Lambda of a synth, so what the plugins read and rewrite is read once.
 */
import { build } from 'esbuild';
import { runAsWorker } from 'synckit';
import { lambdaBuildOptions } from './lambda-esbuild';

runAsWorker(async (entry: string, outdir: string): Promise<void> => {
  await build({ ...lambdaBuildOptions(entry, outdir), logLevel: 'warning' });
});
