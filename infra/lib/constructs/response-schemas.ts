import { parse, type AnyNode, type Program, type Property, type SpreadElement } from 'acorn';
import { childrenOf } from './pure-initializers';

/**
 * A Lambda validates what a route takes (params, query, body) and never reads the schema of what it answers:
 * response schemas are for the web client's types, the tests and the OpenAPI document. Built at a cold start all
 * the same, they were 225 of the 550 zod schemas the reports group built on import (issue 23). So a group's
 * contract module (shared/src/contract/<group>.ts), as a Lambda bundles it, loses its routes' `response`
 * entries, and the pure initializers (pure-initializers.ts) drop the schemas nothing else uses.
 *
 * Takes JavaScript (types stripped): each top-level `const` holding an object of route objects, e.g.
 * `const reportsContract = { 'GET /x': { query: q, response: r } }`, comes back without `response: r`, and
 * without the imports only those entries used: esbuild splits chunks by import statements, used or not, so a
 * module imported for a response schema alone would still be loaded at the cold start (and, when the OpenAPI
 * chunk uses it, evaluated there: the health group's 80 schemas of the OpenAPI document).
 */
export function withoutResponseSchemas(js: string): string {
  return withoutUnusedImports(cut(js, responseEntries(js, parseModule(js))));
}

const parseModule = (js: string): Program => parse(js, { ecmaVersion: 'latest', sourceType: 'module' });

interface Cut {
  start: number;
  end: number;
}

/** The text without the cuts; each keeps its line breaks, so the module's inline source map still finds its lines. */
const cut = (js: string, cuts: Cut[]): string =>
  [...cuts]
    .sort((a, b) => b.start - a.start)
    .reduce(
      (out, { start, end }) => out.slice(0, start) + out.slice(start, end).replace(/[^\n]/g, '') + out.slice(end),
      js,
    );

function responseEntries(js: string, program: Program): Cut[] {
  const cuts: Cut[] = [];
  for (const statement of program.body) {
    const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
    if (declaration?.type !== 'VariableDeclaration') continue;
    for (const { init } of declaration.declarations) {
      if (init?.type !== 'ObjectExpression') continue;
      for (const route of init.properties)
        if (route.type === 'Property' && route.value.type === 'ObjectExpression')
          cuts.push(...responseCuts(js, route.value.properties));
    }
  }
  return cuts;
}

const isResponse = (property: Property | SpreadElement): boolean =>
  property.type === 'Property' &&
  !property.computed &&
  ((property.key.type === 'Identifier' && property.key.name === 'response') ||
    (property.key.type === 'Literal' && property.key.value === 'response'));

/** The text to cut for each `response` entry, with the comma that joins it to its neighbour (or trails it alone). */
function responseCuts(js: string, properties: (Property | SpreadElement)[]): Cut[] {
  return properties.flatMap((property, at) => {
    if (!isResponse(property)) return [];
    const next = properties[at + 1];
    if (next) return [{ start: property.start, end: next.start }];
    const previous = properties[at - 1];
    if (previous) return [{ start: previous.end, end: property.end }];
    const trailingComma = /^\s*,/.exec(js.slice(property.end))?.[0].length ?? 0;
    return [{ start: property.start, end: property.end + trailingComma }];
  });
}

/** Every identifier the module mentions outside its import declarations (a shadowing name counts too: kept). */
function namesUsed(node: AnyNode, names = new Set<string>()): Set<string> {
  if (node.type === 'ImportDeclaration') return names;
  if (node.type === 'Identifier') names.add(node.name);
  for (const child of childrenOf(node)) namesUsed(child, names);
  return names;
}

/**
 * The import declarations none of whose names the module mentions any more (one still used keeps its module in
 * the graph, where esbuild drops what is unused, so it stays whole).
 */
function withoutUnusedImports(js: string): string {
  const program = parseModule(js);
  const used = namesUsed(program);
  const unused = program.body.filter(
    (statement) =>
      statement.type === 'ImportDeclaration' &&
      statement.specifiers.length > 0 &&
      statement.specifiers.every(({ local }) => !used.has(local.name)),
  );
  return cut(js, unused);
}
