import { join, relative } from 'node:path';
import { expect, it } from 'vitest';
import { REPO_ROOT } from '../lib/config';
import { importOf, inFreshNode, lambdaProbes } from './lambdaProbe';

const probes = lambdaProbes('stacks-test');

// The Lambdas run without --enable-source-maps (Node would read and parse every map at a cold start): the logger
// maps a logged error's stack from the map beside the bundle (functions/src/lib/sourceMappedStack.ts).
it("a bundled Lambda logs an error's stack at its source lines, not at the bundle's", async () => {
  const logger = relative(probes.dir, join(REPO_ROOT, 'functions', 'src', 'lib', 'logger')).replaceAll('\\', '/');
  const bundle = await probes.build(
    'probe',
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
  const run = inFreshNode(`(${importOf(bundle)}).handler();`, { LOG_LEVEL: 'ERROR' });
  const line = `${run.stdout}${run.stderr}`.split('\n').find((text) => text.includes('probe_failed'));
  const logged = JSON.parse(line ?? '{}') as { error?: { stack?: string; location?: string } };
  // The map names the probe relative to the bundle (`../probe.ts`); functions' own files read `functions/src/…`.
  expect(logged.error?.stack, `${run.stdout}${run.stderr}`).toMatch(/\n {4}at \S+ \(probe\.ts:4:10\)\n/);
  expect(logged.error?.location).toBe('probe.ts:4');
  expect(logged.error?.stack).not.toMatch(/\.mjs:\d+:\d+/);
});
