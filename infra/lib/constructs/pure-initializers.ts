import { pathToFileURL } from 'node:url';
import { parse, type AnyNode, type Expression } from 'acorn';

/**
 * esbuild keeps a module-level `const x = f(…)` that nothing uses, since calling `f` might do something; it drops it
 * only when the call is marked `@__PURE__`. zod marks its functions `@__NO_SIDE_EFFECTS__`, but esbuild honours
 * that only inside the file declaring them (evanw/esbuild#4369), so a shared module imported for anything (a
 * message, a constant) built all its schemas at every cold start: 1 303 schemas at the responses group's, 256
 * with this (issue 23). The shared workspace's top-level `const`s are declarations only (its one statement run for
 * its effect is z.ts's locale; infra/test/pure-initializers.test.ts keeps it so), so the Lambda bundles wrap each
 * initializer that runs code as `/* @__PURE__ *\/ (() => (…))()`: evaluated as before when used, dropped when not.
 *
 * Takes JavaScript (the TypeScript already stripped by esbuild: acorn reads no types) and returns it rewritten.
 */
export function wrapPureInitializers(js: string): string {
  const program = parse(js, { ecmaVersion: 'latest', sourceType: 'module' });
  const wrapped: Expression[] = [];
  for (const statement of program.body) {
    const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
    if (declaration?.type !== 'VariableDeclaration' || declaration.kind !== 'const') continue;
    for (const { init } of declaration.declarations) if (init && runsCode(init) && !awaits(init)) wrapped.push(init);
  }
  let out = js;
  for (const { start, end } of wrapped.reverse())
    out = `${out.slice(0, start)}/* @__PURE__ */ (() => (${out.slice(start, end)}))()${out.slice(end)}`;
  return out;
}

const isNode = (value: unknown): value is AnyNode =>
  typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';

/** The nodes directly under `node`. */
export const childrenOf = (node: AnyNode): AnyNode[] =>
  Object.values(node).flatMap((value: unknown) =>
    Array.isArray(value) ? value.filter(isNode) : isNode(value) ? [value] : [],
  );

const FUNCTIONS = new Set(['FunctionExpression', 'ArrowFunctionExpression', 'ClassExpression']);
/** What esbuild cannot prove harmless: a call, a `new`, a property read (a getter could run), a spread. */
const RUNS_CODE = new Set([
  'CallExpression',
  'NewExpression',
  'MemberExpression',
  'TaggedTemplateExpression',
  'SpreadElement',
]);

/** Whether evaluating `node` may run code; a function or class defined there runs later, if ever. */
function runsCode(node: AnyNode): boolean {
  if (FUNCTIONS.has(node.type)) return false;
  return RUNS_CODE.has(node.type) || childrenOf(node).some(runsCode);
}

/** A top-level `await` cannot move into an arrow function. */
const awaits = (node: AnyNode): boolean =>
  !FUNCTIONS.has(node.type) && (node.type === 'AwaitExpression' || childrenOf(node).some(awaits));

/**
 * An ES module snippet for a fresh Node process: imports the bundle `file` and prints how many zod schemas that
 * built (zod calls `__zod_globalConfig.postProcessor` once for each, core.ts `$constructor`). How the bundle test
 * and `bench:lambda` see what the shared-modules plugin (shared-modules.ts) drops.
 */
export const countSchemasBuilt = (file: string): string => `let built = 0;
globalThis.__zod_globalConfig = { postProcessor: () => { built++; } };
await import(${JSON.stringify(pathToFileURL(file).href)});
process.stdout.write(String(built));`;
