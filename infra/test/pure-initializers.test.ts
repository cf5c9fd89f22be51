import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse } from 'acorn';
import { transformSync } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../lib/config';
import { COUNTING_SCHEMAS, schemaHelpers, wrapPureInitializers } from '../lib/constructs/pure-initializers';
import { importOf, inFreshNode, lambdaProbes } from './lambdaProbe';

const probes = lambdaProbes('pure-test');

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

describe('wrapPureInitializers, given the onFirstUse module', () => {
  const LAZY = (code: string) => `/* @__PURE__ */ __cqOnFirstUse(() => (${code}))`;
  const IMPORT = 'import { onFirstUse as __cqOnFirstUse } from "/lazy.ts";';
  const lazily = (js: string, helpers: Record<string, string[]> = {}) =>
    wrapPureInitializers(js, {
      onFirstUse: '/lazy.ts',
      importsHelper: (source, name) => helpers[source]?.includes(name) ?? false,
    });

  it("makes each schema built with the shared zod lazy, with the runtime's import on the first line", () => {
    expect(lazily("import * as z from '../schemas/z';\nexport const a = z.object({ b: z.string() });")).toBe(
      `${IMPORT}import * as z from '../schemas/z';\nexport const a = ${LAZY('z.object({ b: z.string() })')};`,
    );
    expect(lazily("import * as y from './z';\nconst s = y.string().check(y.trim());")).toBe(
      `${IMPORT}import * as y from './z';\nconst s = ${LAZY('y.string().check(y.trim())')};`,
    );
  });

  it('makes the schemas of an object of fields lazy, the object itself droppable as before', () => {
    expect(lazily("import * as z from '../schemas/z';\nconst f = { a: z.string(), n: 5, b: g(), c };")).toBe(
      `${IMPORT}import * as z from '../schemas/z';\nconst f = ${PURE(`{ a: ${LAZY('z.string()')}, n: 5, b: g(), c }`)};`,
    );
  });

  it("makes a schema helper's result lazy, the helper declared here or imported, and what builds on a schema", () => {
    const js = [
      "import * as z from '../schemas/z';",
      "import { requiredText as text } from './common';",
      'const max = 5;',
      'const day = z.iso.date({ error: M.day });',
      'const title = text(max, M.title);',
      'const later = list(day).check(z.minLength(1));',
      'const list = (item) => z.array(item);',
    ].join('\n');
    expect(lazily(js, { './common': ['requiredText'] })).toBe(
      [
        `${IMPORT}import * as z from '../schemas/z';`,
        "import { requiredText as text } from './common';",
        'const max = 5;',
        `const day = ${LAZY('z.iso.date({ error: M.day })')};`,
        `const title = ${LAZY('text(max, M.title)')};`,
        `const later = ${LAZY('list(day).check(z.minLength(1))')};`,
        'const list = (item) => z.array(item);',
      ].join('\n'),
    );
  });

  it('leaves what zod does not build: another function, another z, a set, and everything without the module', () => {
    const kept = [
      "import * as z from '../schemas/z';\nimport { requiredText } from './common';\nconst t = requiredText(5, 'm'), s = new Set([1]);",
      "import * as z from '../schemas/z';\nconst f = (n) => { return z.string(); }, t = f(1);",
      "import * as z from '../schemas/z';\nconst e = z.treeifyError(x), p = z.string().safeParseAsync(1);",
      "import * as z from 'elsewhere/zed';\nconst a = z.object({});",
      "import { z } from '../schemas/z';\nconst a = z.object({});",
    ];
    for (const js of kept) expect(lazily(js, { './common': ['other'] })).toBe(wrapPureInitializers(js));
    // What a schema answers is data: a stand-in for an array is no array.
    expect(
      lazily("import * as z from '../schemas/z';\nconst s = z.array(z.string());\nconst v = s.parse(['a']);"),
    ).toBe(
      `${IMPORT}import * as z from '../schemas/z';\nconst s = ${LAZY('z.array(z.string())')};\nconst v = ${PURE("s.parse(['a'])")};`,
    );
    expect(wrapPureInitializers("import * as z from '../schemas/z';\nconst a = z.string();")).toBe(
      `import * as z from '../schemas/z';\nconst a = ${PURE('z.string()')};`,
    );
  });
});

describe('schemaHelpers', () => {
  it('names the helpers a module exports: declared there, renamed, or passed on from another module', () => {
    const js = [
      "import * as z from './z';",
      "import { boundedText } from './common';",
      'export const text = (max) => z.string().check(z.maxLength(max));',
      'export const short = () => boundedText(50);',
      'const hidden = () => z.number();',
      'export const notOne = (n) => n + 1, schema = z.string();',
      'export { hidden as number };',
      "export * from './more';",
      "export { other as renamed, unknown } from './elsewhere';",
    ].join('\n');
    const others: Record<string, string[]> = {
      './common': ['boundedText'],
      './more': ['fromMore'],
      './elsewhere': ['other'],
    };
    const found = schemaHelpers(
      js,
      (source, name) => others[source]?.includes(name) ?? false,
      (source) => new Set(others[source]),
    );
    expect([...found].sort()).toEqual(['fromMore', 'number', 'renamed', 'short', 'text']);
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
    const bundle = await probes.build(
      'constants',
      [
        "import { ADMIN_MESSAGES, LEAD_MESSAGES, GRANTABLE_ROLES, CONTACT_MESSAGE_MAX } from '@cq/shared';",
        "import { CAPA_RULE_MESSAGES } from '@cq/shared/reports/capa';",
        'export const handler = () => [ADMIN_MESSAGES.deactivated, LEAD_MESSAGES.nameRequired, GRANTABLE_ROLES, CONTACT_MESSAGE_MAX, CAPA_RULE_MESSAGES];',
      ].join('\n'),
    );
    const run = inFreshNode(`${COUNTING_SCHEMAS}
const { handler } = ${importOf(bundle)};
process.stdout.write(JSON.stringify({ built, constants: handler().length }));`);
    expect(run.stderr).toBe('');
    expect(JSON.parse(run.stdout)).toEqual({ built: 0, constants: 5 });
  });
});
