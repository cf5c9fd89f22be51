import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { afterAll, expect, it } from 'vitest';
import { REPO_ROOT } from '../lib/config';
import { LAMBDA_ENTRY_FILE, lambdaBuildOptions } from '../lib/constructs/lambda-esbuild';

// Inside the repository, so the probe resolves the functions' modules and packages as a group's handler does.
const out = mkdtempSync(join(REPO_ROOT, 'node_modules', '.cache', 'cq-stacks-test-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

// The Lambdas run without --enable-source-maps (Node would read and parse every map at a cold start): the logger
// maps a logged error's stack from the map beside the bundle (functions/src/lib/sourceMappedStack.ts).
it("a bundled Lambda logs an error's stack at its source lines, not at the bundle's", async () => {
  const entry = join(out, 'probe.ts');
  const logger = relative(out, join(REPO_ROOT, 'functions', 'src', 'lib', 'logger')).replaceAll('\\', '/');
  writeFileSync(
    entry,
    [
      `import { logger } from '${logger}';`,
      'export function handler(): void {',
      '  try {',
      "    JSON.parse('{');",
      '  } catch (error) {',
      "    logger.error('probe_failed', { error: error as Error });",
      '  }',
      '}',
    ].join('\n'),
  );
  await build({ ...lambdaBuildOptions(entry, join(out, 'probe')), absWorkingDir: REPO_ROOT });
  const run = spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `(await import(${JSON.stringify(pathToFileURL(join(out, 'probe', LAMBDA_ENTRY_FILE)).href)})).handler();`,
    ],
    { encoding: 'utf8', timeout: 30_000, env: { PATH: process.env.PATH, LOG_LEVEL: 'ERROR' } },
  );
  const line = `${run.stdout}${run.stderr}`.split('\n').find((text) => text.includes('probe_failed'));
  const logged = JSON.parse(line ?? '{}') as { error?: { stack?: string; location?: string } };
  // The map names the probe relative to the bundle (`../probe.ts`); functions' own files read `functions/src/…`.
  expect(logged.error?.stack, `${run.stdout}${run.stderr}`).toMatch(/\n {4}at \S+ \(probe\.ts:4:10\)\n/);
  expect(logged.error?.location).toBe('probe.ts:4');
  expect(logged.error?.stack).not.toMatch(/\.mjs:\d+:\d+/);
});
