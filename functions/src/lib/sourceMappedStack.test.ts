import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sourceMappedStack, withSourceMappedStack } from './sourceMappedStack';

// A probe built as the Lambdas are (one minified ES module bundle, its map beside it), which throws from a known
// line of its source.
const dir = mkdtempSync(join(process.cwd(), 'node_modules', '.cache', 'cq-stack-test-'));
const source = join(dir, 'functions', 'src', 'probe.ts');
let probe: { fail: (why: string) => never; wrapped: () => never };

beforeAll(async () => {
  mkdirSync(join(dir, 'functions', 'src'), { recursive: true });
  writeFileSync(
    source,
    [
      'export function fail(why: string): never {',
      '  const message = `failed: ${why}`;',
      '  throw new Error(message);',
      '}',
      'export function wrapped(): never {',
      "  try { fail('inner'); } catch (cause) { throw new Error('outer', { cause }); }",
      '}',
    ].join('\n'),
  );
  await build({
    entryPoints: { index: source },
    outdir: join(dir, 'out'),
    outExtension: { '.js': '.mjs' },
    bundle: true,
    format: 'esm',
    platform: 'node',
    minify: true,
    sourcemap: true,
    sourcesContent: false,
    logLevel: 'silent',
  });
  probe = (await import(pathToFileURL(join(dir, 'out', 'index.mjs')).href)) as typeof probe;
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const caught = (run: () => unknown): Error => {
  try {
    run();
  } catch (error) {
    return error as Error;
  }
  throw new Error('did not throw');
};

describe('sourceMappedStack', () => {
  it("gives each frame in a bundle its source's line and column", () => {
    const error = caught(() => probe.fail('x'));
    expect(error.stack).toMatch(/index\.mjs:1:\d+/);
    const mapped = sourceMappedStack(error.stack!);
    expect(mapped.split('\n')[0]).toBe('Error: failed: x');
    expect(mapped.split('\n')[1]).toMatch(/^ {4}at \S+ \(functions\/src\/probe\.ts:3:9\)$/);
    expect(mapped).not.toContain('index.mjs');
  });

  it('leaves frames of files without a map beside them as they are', () => {
    const stack = [
      'Error: boom',
      '    at handler (file:///var/task/functions/src/x.ts:10:5)',
      '    at process.processTicksAndRejections (node:internal/process/task_queues:105:5)',
      '    at /opt/elsewhere/lib.js:1:2',
    ].join('\n');
    expect(sourceMappedStack(stack)).toBe(stack);
  });

  it('maps an error and the errors it wraps, once', () => {
    const error = caught(() => probe.wrapped());
    withSourceMappedStack(error);
    expect(error.stack).toMatch(/functions\/src\/probe\.ts:6:\d+/);
    expect((error.cause as Error).stack).toMatch(/functions\/src\/probe\.ts:3:9/);
    const once = error.stack;
    withSourceMappedStack(error);
    expect(error.stack).toBe(once);
  });
});
