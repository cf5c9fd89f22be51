import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { afterAll } from 'vitest';
import { REPO_ROOT } from '../lib/config';
import { LAMBDA_ENTRY_FILE, lambdaBuildOptions } from '../lib/constructs/lambda-esbuild';

/**
 * Entries a test writes and builds as a Lambda is built (lambda-esbuild.ts), in a scratch folder inside the
 * repository so they resolve `@cq/shared` and the functions' packages as a group's handler does; the folder is
 * removed after the test file.
 */
export function lambdaProbes(prefix: string) {
  const dir = mkdtempSync(join(REPO_ROOT, 'node_modules', '.cache', `cq-${prefix}-`));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return {
    dir,
    /** Writes `source` as `<name>.ts` and builds it into `<name>/`: the bundle's entry file, absolute. */
    async build(name: string, source: string): Promise<string> {
      const entry = join(dir, `${name}.ts`);
      writeFileSync(entry, source);
      await build({ ...lambdaBuildOptions(entry, join(dir, name)), absWorkingDir: REPO_ROOT });
      return join(dir, name, LAMBDA_ENTRY_FILE);
    },
  };
}

/** An `await import()` of `file` for code run in another process. */
export const importOf = (file: string): string => `await import(${JSON.stringify(pathToFileURL(file).href)})`;

/** Runs `code` as an ES module in a fresh Node process (with only PATH and `env` in its environment). */
export const inFreshNode = (code: string, env: Record<string, string> = {}): SpawnSyncReturns<string> =>
  spawnSync(process.execPath, ['--input-type=module', '-e', code], {
    encoding: 'utf8',
    timeout: 30_000,
    env: { PATH: process.env.PATH, ...env },
  });

/** A group's contract module (`shared/src/contract/<group>.ts`) and the name it exports its contract under. */
export function groupContract(group: string): { file: string; name: string } {
  const file = join(REPO_ROOT, 'shared', 'src', 'contract', `${group}.ts`);
  const [, name] = /export const (\w+Contract)\b/.exec(readFileSync(file, 'utf8')) ?? [];
  if (!name) throw new Error(`${file} exports no contract`);
  return { file, name };
}
