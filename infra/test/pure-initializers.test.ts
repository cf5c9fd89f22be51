import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { parse } from 'acorn';
import { build, transformSync } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../lib/config';
import { lambdaBuildOptions } from '../lib/constructs/lambda-esbuild';
import { wrapPureInitializers } from '../lib/constructs/pure-initializers';

// Inside the repository, so the test bundle's entry resolves `@cq/shared` as a group's does.
const out = mkdtempSync(join(REPO_ROOT, 'node_modules', '.cache', 'cq-pure-test-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

const PURE = (code: string) => `/* @__PURE__ */ (() => (${code}))()`;

describe('wrapPureInitializers', () => {
  it('wraps a top-level const whose initializer calls, constructs or reads a property', () => {
    expect(wrapPureInitializers('export const a = z.object({ b: z.string() });')).toBe(
      `export const a = ${PURE('z.object({ b: z.string() })')};`,
    );
    expect(wrapPureInitializers('const s = new Set([1]), m = M.a;')).toBe(
      `const s = ${PURE('new Set([1])')}, m = ${PURE('M.a')};`,
    );
    expect(wrapPureInitializers('const o = { ...base, x: `${f()}` };')).toBe(
      `const o = ${PURE('{ ...base, x: `${f()}` }')};`,
    );
  });

  it('leaves what runs nothing, what runs later, and what is run for its effect', () => {
    const untouched = [
      "export const MAX = 5, NAMES = ['a', 'b'], M = { a: 'x' };",
      'export const f = (n) => g(n);',
      'const h = function () { return g(); };',
      'const C = class { x = g(); };',
      'let cache = make();',
      'config(en());',
      'export function k() { return g(); }',
      'const later = await load();',
    ];
    for (const code of untouched) expect(wrapPureInitializers(code)).toBe(code);
  });
});

/** Every shared module as the plugin reads it: JavaScript, the types stripped. */
function sharedModules(): { file: string; js: string }[] {
  const src = join(REPO_ROOT, 'shared', 'src');
  return readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => ({
      file: relative(REPO_ROOT, join(src, file)),
      js: transformSync(readFileSync(join(src, file), 'utf8'), { loader: 'ts' }).code,
    }));
}

describe('the shared modules', () => {
  it('run nothing at the top level for its effect but the locale zod is given (what dropping unused consts relies on)', () => {
    const effects: string[] = [];
    for (const { file, js } of sharedModules()) {
      for (const statement of parse(js, { ecmaVersion: 'latest', sourceType: 'module' }).body) {
        const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
        if (declaration?.type === 'ExpressionStatement')
          effects.push(`${file}: ${js.slice(statement.start, statement.end)}`);
        if (declaration?.type === 'VariableDeclaration')
          for (const { id } of declaration.declarations)
            if (id.type !== 'Identifier') effects.push(`${file}: a destructuring ${declaration.kind}`);
      }
    }
    expect(effects).toEqual(['shared/src/schemas/z.ts: config(en());']);
  });

  it('imported for their constants (through the @cq/shared barrel), build no schema in a Lambda bundle', async () => {
    const entry = join(out, 'constants.ts');
    writeFileSync(
      entry,
      [
        "import { ADMIN_MESSAGES, LEAD_MESSAGES, GRANTABLE_ROLES, CONTACT_MESSAGE_MAX } from '@cq/shared';",
        "import { CAPA_RULE_MESSAGES } from '@cq/shared/reports/capa';",
        'export const handler = () => [ADMIN_MESSAGES.deactivated, LEAD_MESSAGES.nameRequired, GRANTABLE_ROLES, CONTACT_MESSAGE_MAX, CAPA_RULE_MESSAGES];',
      ].join('\n'),
    );
    await build({ ...lambdaBuildOptions(entry, join(out, 'constants')), absWorkingDir: REPO_ROOT });
    // zod calls this hook once for every schema it builds (core.ts `$constructor`).
    const code = `let built = 0;
globalThis.__zod_globalConfig = { postProcessor: () => { built++; } };
const { handler } = await import(${JSON.stringify(pathToFileURL(join(out, 'constants', 'index.mjs')).href)});
process.stdout.write(JSON.stringify({ built, constants: handler().length }));`;
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', code], { encoding: 'utf8', timeout: 30_000 });
    expect(run.stderr).toBe('');
    expect(JSON.parse(run.stdout)).toEqual({ built: 0, constants: 5 });
  });
});
