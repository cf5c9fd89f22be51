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
 * Given the `onFirstUse` module (functions/src/lib/onFirstUse.ts), a schema zod builds there (`z.object(…)`,
 * `z.string().check(…)`, or a field of an object of them) is wrapped in `onFirstUse` instead: built when a request
 * first parses with it. A group's contract imports every schema its routes take, but a cold start serves one route:
 * reports built 325 schemas at import, 6 with this, the route's own (17-29) on its first request (issue 23). Only
 * zod's own calls: a helper's result (`requiredText(…)`) might be anything, and a stand-in object is no Set or
 * frozen object. infra/test/lazy-schemas.test.ts parses every route's input both ways.
 *
 * Takes JavaScript (the TypeScript already stripped by esbuild: acorn reads no types) and returns it rewritten.
 */
export function wrapPureInitializers(js: string, onFirstUseModule?: string): string {
  const program = parse(js, { ecmaVersion: 'latest', sourceType: 'module' });
  const zod = onFirstUseModule ? zodNamespaces(program.body) : new Set<string>();
  const wrapped: Expression[] = [];
  for (const statement of program.body) {
    const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
    if (declaration?.type !== 'VariableDeclaration' || declaration.kind !== 'const') continue;
    for (const { init } of declaration.declarations) if (init && runsCode(init) && !awaits(init)) wrapped.push(init);
  }
  let lazy = false;
  /** The initializer's code, each schema it builds made lazy: the whole, or the values of an object of schemas. */
  const render = (node: Expression): string => {
    const code = js.slice(node.start, node.end);
    if (builtByZod(node, zod)) {
      lazy = true;
      return `/* @__PURE__ */ ${LAZY}(() => (${code}))`;
    }
    if (node.type !== 'ObjectExpression') return code;
    let out = code;
    for (const property of [...node.properties].reverse())
      if (property.type === 'Property' && property.kind === 'init' && !property.computed && !property.shorthand)
        out = `${out.slice(0, property.value.start - node.start)}${render(property.value as Expression)}${out.slice(property.value.end - node.start)}`;
    return out;
  };
  let out = js;
  for (const init of wrapped.reverse()) {
    const code = render(init);
    const wrapper = code.startsWith(`/* @__PURE__ */ ${LAZY}(`) ? code : `/* @__PURE__ */ (() => (${code}))()`;
    out = `${out.slice(0, init.start)}${wrapper}${out.slice(init.end)}`;
  }
  // On the first line, so the inline source map still finds every line below.
  if (lazy) out = `import { onFirstUse as ${LAZY} } from ${JSON.stringify(onFirstUseModule)};${out}`;
  return out;
}

const LAZY = '__cqOnFirstUse';

/** The local names of `import * as z from '…/schemas/z'` (the one zod, shared/src/schemas/z.ts). */
function zodNamespaces(body: readonly AnyNode[]): Set<string> {
  const names = new Set<string>();
  for (const statement of body)
    if (statement.type === 'ImportDeclaration' && /(^\.|\/schemas)\/z$/.test(String(statement.source.value)))
      for (const specifier of statement.specifiers)
        if (specifier.type === 'ImportNamespaceSpecifier') names.add(specifier.local.name);
  return names;
}

/** `z.object(…)`, `z.string().check(…)`: a call on zod's namespace, or a method of what one built. */
function builtByZod(node: AnyNode, zod: ReadonlySet<string>): boolean {
  if (node.type !== 'CallExpression' || node.callee.type !== 'MemberExpression') return false;
  const { object } = node.callee;
  return object.type === 'Identifier' ? zod.has(object.name) : builtByZod(object, zod);
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
