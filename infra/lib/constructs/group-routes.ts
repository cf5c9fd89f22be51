import { join, resolve } from 'node:path';
import { parse, type Expression, type SpreadElement } from 'acorn';
import { groupHandlerFile, groups } from '@cq/shared';
import { REPO_ROOT } from '../config';

const FUNCTIONS_SRC = join(REPO_ROOT, 'functions', 'src');

/** The route manifest's module. */
export const ROUTES_MODULE = join(REPO_ROOT, 'shared', 'src', 'routes.ts');

/**
 * The modules that read every route of the manifest, not their own group's: the OpenAPI document (a lazy chunk of
 * `health`). Each imports `routes` from `@cq/shared/routes` and gets the whole manifest in any Lambda.
 */
export const WHOLE_MANIFEST_READERS: readonly string[] = [join(FUNCTIONS_SRC, 'health', 'openapi.ts')];

/**
 * The endpoint group whose handler a Lambda's entry is (relative: to the repository, as esbuild reads it), or
 * undefined for any other Lambda (a job, the authorizer).
 */
export const groupOfEntry = (entry: string): string | undefined =>
  groups().find((group) => resolve(REPO_ROOT, entry) === join(FUNCTIONS_SRC, groupHandlerFile(group)));

const groupOf = (element: Expression | SpreadElement | null): string | undefined => {
  if (element?.type !== 'ObjectExpression') return undefined;
  for (const property of element.properties)
    if (
      property.type === 'Property' &&
      property.key.type === 'Identifier' &&
      property.key.name === 'group' &&
      property.value.type === 'Literal'
    )
      return String(property.value.value);
  return undefined;
};

/**
 * The route manifest's JavaScript with `routes` holding only `group`'s routes. A group's Lambda is sent only its own
 * routes (API Gateway routes each route key to its group), and reads the manifest for them alone; the whole of it
 * was 16.5 KiB of every cold start (issue 23). Line breaks are kept, so the inline source map still finds every line
 * below the array.
 */
export function onlyGroupRoutes(js: string, group: string): string {
  const program = parse(js, { ecmaVersion: 'latest', sourceType: 'module' });
  for (const node of program.body) {
    const declaration = node.type === 'ExportNamedDeclaration' ? node.declaration : node;
    if (declaration?.type !== 'VariableDeclaration') continue;
    for (const { id, init } of declaration.declarations) {
      if (id.type !== 'Identifier' || id.name !== 'routes') continue;
      if (init?.type !== 'ArrayExpression') throw new Error('routes.ts: `routes` is no longer an array literal');
      const elements = init.elements.map((element) => ({ element, group: groupOf(element) }));
      const unknown = elements.find((e) => e.group === undefined);
      if (unknown) throw new Error(`routes.ts: a route without a literal group at ${unknown.element?.start}`);
      const own = elements
        .filter((e) => e.group === group)
        .map(({ element }) => js.slice(element!.start, element!.end));
      if (own.length === 0) throw new Error(`routes.ts: no route of the group ${group}`);
      const array = `[${own.join(', ')}]`;
      const lines = (text: string) => text.split('\n').length;
      const lineBreaks = '\n'.repeat(lines(js.slice(init.start, init.end)) - lines(array));
      return `${js.slice(0, init.start)}${array}${lineBreaks}${js.slice(init.end)}`;
    }
  }
  throw new Error('routes.ts: no `routes` declaration');
}
