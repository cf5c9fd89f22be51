import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { groups } from '@cq/shared';
import { groupContract, importOf, inFreshNode, lambdaProbes } from './lambdaProbe';

const probes = lambdaProbes('lazy-schemas');

/**
 * Every input schema of every group's contract parses a set of inputs (each shape key given the same odd value,
 * among others): the results as data or issues. Stringified into the bundle's process, so plain JavaScript.
 */
type Parsed = { success: boolean; data?: unknown; error?: { issues: unknown[] } };
type InputSchema = { safeParse: (value: unknown) => Parsed; _zod?: { def?: { shape?: object } } };

function parseAll(contracts: Record<string, Record<string, Partial<Record<string, InputSchema>>>>): string {
  const values = [undefined, null, '', ' x ', 'x', 'a@b.co', '2026-01-02', 0, 1, -1, 1.5, true, [], ['x'], {}];
  const out: unknown[] = [];
  for (const [group, contract] of Object.entries(contracts))
    for (const [route, parts] of Object.entries(contract))
      for (const part of ['params', 'query', 'body']) {
        const schema = parts[part];
        if (!schema) continue;
        const shape = schema._zod?.def?.shape;
        const inputs = [
          ...values,
          ...(shape ? values.map((v) => Object.fromEntries(Object.keys(shape).map((k) => [k, v]))) : []),
        ];
        for (const input of inputs) {
          const result = schema.safeParse(input);
          out.push([group, route, part, result.success ? { data: result.data } : { issues: result.error!.issues }]);
        }
      }
  return JSON.stringify(out);
}

const contractModules = groups().map((group) => ({ group, ...groupContract(group) }));

// The Lambda bundles build the shared schemas on their first use and keep zod's English messages (shared-modules.ts).
describe('the contracts as a Lambda bundle reads them', () => {
  it("parse every route's input as the sources do", async () => {
    const bundle = await probes.build(
      'contracts',
      [
        ...contractModules.map(({ group, name }) => `import { ${name} } from '@cq/shared/contract/${group}';`),
        `export const contracts = { ${contractModules.map(({ group, name }) => `${JSON.stringify(group)}: ${name}`).join(', ')} };`,
      ].join('\n'),
    );
    // Written to a file: the results are larger than a child's output buffer.
    const results = join(probes.dir, 'results.json');
    const run = inFreshNode(`const { contracts } = ${importOf(bundle)};
const parseAll = ${parseAll.toString()};
(await import('node:fs')).writeFileSync(${JSON.stringify(results)}, parseAll(contracts));`);
    expect(run.stderr).toBe('');
    const sources = Object.fromEntries(
      await Promise.all(
        contractModules.map(async ({ group, file, name }) => [
          group,
          ((await import(pathToFileURL(file).href)) as Record<string, never>)[name],
        ]),
      ),
    );
    const expected = parseAll(sources);
    // A comparison of nothing proves nothing: thousands of parses, most of them refused with field messages.
    expect((JSON.parse(expected) as unknown[]).length).toBeGreaterThan(2000);
    expect(readFileSync(results, 'utf8')).toBe(expected);
  });
});
