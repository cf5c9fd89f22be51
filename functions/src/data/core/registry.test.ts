import { readdirSync } from 'node:fs';
import { posix } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENTITY_MODULES } from './store';
import { builtEntities, registeredEntities } from './registry';

// Every entity module, imported for its declarations (vitest gives this file a module graph of its own).
const files = readdirSync(posix.join(import.meta.dirname, '..'), { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.entity.ts'))
  .map((file) => `../${file}`);
const modules = Object.fromEntries(
  await Promise.all(files.map(async (file) => [file, (await import(file)) as Record<string, unknown>] as const)),
);

/** defineEntity: each declared name is the entity store() types under it, and importing builds none of them. */
describe('the entity declarations', () => {
  it('declare every entity store() types, under its own name, and build none at import', () => {
    // inbox.entity.ts holds attributes two other modules share, no entity.
    expect(Object.keys(modules)).toHaveLength(new Set(Object.values(ENTITY_MODULES)).size + 1);
    expect(Object.keys(registeredEntities()).sort()).toEqual(Object.keys(ENTITY_MODULES).sort());
    expect(builtEntities()).toEqual([]);
  });

  it('export each entity under the name it is declared with, as the handle store() gives', () => {
    for (const [file, exports] of Object.entries(modules)) {
      for (const [name, value] of Object.entries(exports as Record<string, unknown>)) {
        if (name in ENTITY_MODULES) {
          expect(registeredEntities()[name], `${file} ${name}`).toBe(value);
          expect(ENTITY_MODULES[name as keyof typeof ENTITY_MODULES]).toBe(posix.join('functions/src/data/core', file));
        }
      }
    }
  });

  it('build an ElectroDB entity of the model each name stands for, once', () => {
    const entities = registeredEntities();
    expect(entities.audit!.schema.model.entity).toBe('Audit');
    expect(entities.trailEntry!.schema.model.entity).toBe('TrailEntry');
    expect(builtEntities().sort()).toEqual(['audit', 'trailEntry']);
    expect(entities.audit!.schema).toBe(entities.audit!.schema);
  });
});
