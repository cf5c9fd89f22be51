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
 * Given `lazy`, a schema zod builds there (`z.object(…)`, `z.iso.date(…)`, `z.string().check(…)`, a schema
 * helper's result such as `requiredText(…)`, or a field of an object of them) is wrapped in `onFirstUse`
 * (functions/src/lib/onFirstUse.ts) instead: built when a request first parses with it. A group's contract imports
 * every schema its routes take, but a cold start serves one route: reports built 325 schemas at import, none with
 * this, the route's own (17-29) on its first request (issue 23). Only what zod builds: a stand-in is no Set or
 * frozen object, so other calls stay as they were. infra/test/lazy-schemas.test.ts parses every route's input both
 * ways.
 *
 * Takes JavaScript (the TypeScript already stripped by esbuild: acorn reads no types) and returns it rewritten.
 */
export function wrapPureInitializers(js: string, lazy?: LazySchemas): string {
  const program = parse(js, { ecmaVersion: 'latest', sourceType: 'module' });
  const built = lazy ? schemaNames(program.body, lazy.importsHelper) : undefined;
  const wrapped = topLevelConsts(program.body).flatMap(({ init }) => (runsCode(init) && !awaits(init) ? [init] : []));
  let anyLazy = false;
  /** The initializer's code, each schema it builds made lazy: the whole, or the values of an object of schemas. */
  const render = (node: Expression): string => {
    const code = js.slice(node.start, node.end);
    if (built?.isSchemaCall(node)) {
      anyLazy = true;
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
    const wrapper = built?.isSchemaCall(init) ? code : `/* @__PURE__ */ (() => (${code}))()`;
    out = `${out.slice(0, init.start)}${wrapper}${out.slice(init.end)}`;
  }
  // On the first line, so the inline source map still finds every line below.
  if (anyLazy) out = `import { onFirstUse as ${LAZY} } from ${JSON.stringify(lazy!.onFirstUse)};${out}`;
  return out;
}

export interface LazySchemas {
  /** The module exporting `onFirstUse`. */
  onFirstUse: string;
  /** Whether the binding `name` this module imports from `source` is a schema helper (`schemaHelpers`). */
  importsHelper: (source: string, name: string) => boolean;
}

const LAZY = '__cqOnFirstUse';

/**
 * What a module's top level builds with zod: the names of zod's namespace, of schema helpers (a function whose
 * result zod builds: `const boundedText = (max) => z.string().check(…)`, or one imported) and of schemas.
 */
function schemaNames(body: readonly AnyNode[], importsHelper: LazySchemas['importsHelper']) {
  const zod = new Set<string>();
  const helpers = new Set<string>();
  const schemas = new Set<string>();
  for (const statement of body) {
    if (statement.type !== 'ImportDeclaration') continue;
    const source = String(statement.source.value);
    for (const specifier of statement.specifiers) {
      if (specifier.type === 'ImportNamespaceSpecifier' && /(^\.|\/schemas)\/z$/.test(source))
        zod.add(specifier.local.name);
      if (specifier.type === 'ImportSpecifier' && specifier.imported.type === 'Identifier')
        if (importsHelper(source, specifier.imported.name)) helpers.add(specifier.local.name);
    }
  }
  const rooted = (node: AnyNode): boolean =>
    node.type === 'Identifier'
      ? zod.has(node.name) || schemas.has(node.name)
      : node.type === 'MemberExpression'
        ? rooted(node.object)
        : isSchemaCall(node);
  /** `z.object(…)`, `z.iso.date(…)`, `schema.check(…)`, `helper(…)`: a call whose result zod builds. */
  const isSchemaCall = (node: AnyNode): boolean =>
    node.type === 'CallExpression' &&
    (node.callee.type === 'Identifier'
      ? helpers.has(node.callee.name)
      : !(node.callee.type === 'MemberExpression' && answersData(node.callee.property)) && rooted(node.callee));
  // A helper or schema may build on one declared after it in the file: look again until nothing more is found.
  for (let found = true; found;) {
    found = false;
    for (const { id, init } of topLevelConsts(body)) {
      if (id === undefined || helpers.has(id) || schemas.has(id)) continue;
      if (init.type === 'ArrowFunctionExpression' && init.body.type !== 'BlockStatement' && isSchemaCall(init.body))
        helpers.add(id);
      else if (isSchemaCall(init)) schemas.add(id);
      found ||= helpers.has(id) || schemas.has(id);
    }
  }
  return { isSchemaCall, helpers };
}

/** zod's functions and methods that answer data, not a schema (`schema.parse(…)`, `z.toJSONSchema(…)`). */
const DATA =
  /^(parse|decode|encode|safe(Parse|Decode|Encode))(Async)?$|^spa$|^toJSONSchema$|^(treeify|prettify|flatten|format)Error$|^config$|^registry$/;
const answersData = (property: AnyNode): boolean => property.type === 'Identifier' && DATA.test(property.name);

/** Each top-level `const … = init`, exported or not, with its name (none when it destructures). */
function topLevelConsts(body: readonly AnyNode[]): { id?: string; init: Expression; exported: boolean }[] {
  return body.flatMap((statement) => {
    const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
    if (declaration?.type !== 'VariableDeclaration' || declaration.kind !== 'const') return [];
    return declaration.declarations.flatMap(({ id, init }) =>
      init ? [{ id: id.type === 'Identifier' ? id.name : undefined, init, exported: statement !== declaration }] : [],
    );
  });
}

/**
 * The schema helpers a module exports (declared there, or passed on with `export … from`), for the modules that
 * import them; `helpersOf(source)` answers the same for a module it re-exports from.
 */
export function schemaHelpers(
  js: string,
  importsHelper: LazySchemas['importsHelper'],
  helpersOf: (source: string) => ReadonlySet<string>,
): Set<string> {
  const program = parse(js, { ecmaVersion: 'latest', sourceType: 'module' });
  const { helpers } = schemaNames(program.body, importsHelper);
  const exported = new Set(
    topLevelConsts(program.body).flatMap(({ id, exported }) => (exported && id && helpers.has(id) ? [id] : [])),
  );
  for (const statement of program.body) {
    if (statement.type === 'ExportAllDeclaration' && !statement.exported)
      for (const name of helpersOf(String(statement.source.value))) exported.add(name);
    if (statement.type === 'ExportNamedDeclaration' && !statement.declaration)
      for (const { local, exported: as } of statement.specifiers) {
        if (local.type !== 'Identifier' || as.type !== 'Identifier') continue;
        const helper = statement.source
          ? helpersOf(String(statement.source.value)).has(local.name)
          : helpers.has(local.name);
        if (helper) exported.add(as.name);
      }
  }
  return exported;
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
 * The start of an ES module snippet for a fresh Node process: from here on, `built` counts the zod schemas built
 * (zod calls `__zod_globalConfig.postProcessor` once for each, core.ts `$constructor`). How the tests and
 * `bench:lambda` see what the shared-modules plugin (shared-modules.ts) drops or defers.
 */
export const COUNTING_SCHEMAS = `let built = 0;
globalThis.__zod_globalConfig = { postProcessor: () => { built++; } };`;

/** A snippet that imports the bundle `file` and prints how many zod schemas that built. */
export const countSchemasBuilt = (file: string): string => `${COUNTING_SCHEMAS}
await import(${JSON.stringify(pathToFileURL(file).href)});
process.stdout.write(String(built));`;
