import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../lib/config';

/**
 * Which ElectroDB entities a source file uses and which an entity module defines, read from the source: the
 * bundle test checks with them that each Lambda builds only the entities its own code uses
 * (functions/src/data/core/store.ts holds only declared entities, each module declaring its own).
 */

const source = (file: string): string => readFileSync(join(REPO_ROOT, file), 'utf8');

/** The names an entity module declares (`defineEntity('a', () => new Entity(...))`). */
export function entitiesDefinedIn(file: string): string[] {
  return [...source(file).matchAll(/defineEntity\(\s*'(\w+)'/g)].map(([, name]) => name!);
}

// Files that can reach an entity: through store(), a transaction's entities or a trailed write's callback.
const REACHES_ENTITIES = /\/store'|\/trail'|TransactionEntities|writeTogether/;
// `store().x`, and `entities.x` / `e.x` / `s.x` / `bound.x` (the names the code gives store() and a transaction's map).
const ACCESS = /(?:store\(\)|\b(?:entities|e|s|bound)!?)\s*\.\s*(\w+)/g;
// `const { x } = store()`, `{ x }: TransactionEntities`, and a callback's destructured entities `({ x }) =>`.
const DESTRUCTURE = /\{([^{}]*)\}\s*(?:=\s*store\(\)|:\s*TransactionEntities|\)\s*(?::[^=]*)?=>)/g;

/** The entity names (of `known`) a source file uses, by the forms the code reaches entities in. */
export function entitiesUsedIn(file: string, known: ReadonlySet<string>): Set<string> {
  const text = source(file);
  const used = new Set<string>();
  if (!REACHES_ENTITIES.test(text)) return used;
  for (const [, name] of text.matchAll(ACCESS)) used.add(name!);
  for (const [, names] of text.matchAll(DESTRUCTURE)) {
    for (const part of names!.split(',')) used.add(part.split(':')[0]!.trim());
  }
  return new Set([...used].filter((name) => known.has(name)));
}
