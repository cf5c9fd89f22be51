import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ENTITY_MODULES, store, transaction } from './store';
import { builtEntities, registeredEntities } from './registry';
import { counter } from './counter.entity';

/**
 * The registry behind `store()`: a process holds only the entities whose modules it imported (this file imports
 * counter.entity only, and vitest gives each test file its own module graph), and reaching for any other entity
 * fails loudly with the module to import rather than returning undefined.
 */
describe('store() over the entity registry', () => {
  // Binding needs a table name; nothing here reaches the table.
  beforeAll(() => vi.stubEnv('TABLE_NAME', 'registry-test'));

  // First: nothing before it may touch an entity.
  it('builds an entity on its first use, not when its module is imported', () => {
    expect(Object.keys(registeredEntities())).toEqual(['counter']);
    expect(builtEntities()).toEqual([]);
    store();
    expect(builtEntities()).toEqual([]);
    expect(store().counter.schema.model.entity).toBe('Counter');
    expect(builtEntities()).toEqual(['counter']);
  });

  it('binds each entity to the current table on its next use, also after the table changed', () => {
    const key = { name: 'audits', slot: 'SHARD#1' };
    expect(store().counter.get(key).params()).toMatchObject({
      TableName: 'registry-test',
      Key: { PK: 'STATS#audits' },
    });
    vi.stubEnv('TABLE_NAME', 'registry-test-2');
    // Through the module's own export as well as through store(): one entity behind both.
    store();
    expect(counter.get(key).params()).toMatchObject({ TableName: 'registry-test-2' });
    vi.stubEnv('TABLE_NAME', 'registry-test');
  });

  it('holds the entities whose modules were imported, and no others', () => {
    expect(Object.keys(registeredEntities())).toEqual(['counter']);
    // store() hands out the built entity; the module's export is a handle forwarding to it.
    expect(store().counter.schema).toBe(counter.schema);
  });

  it('names the module to import when an unregistered entity is used', () => {
    expect(() => store().audit).toThrow(
      "Entity 'audit' is not registered in this process: import functions/src/data/audits/audit.entity.ts",
    );
    expect(() => {
      const { trailEntry } = store();
      return trailEntry;
    }).toThrow('import functions/src/data/trail/trailEntry.entity.ts');
  });

  it('refuses the same way inside a write transaction', () => {
    expect(() =>
      transaction()
        .write(({ audit }) => [audit.delete({ workspaceId: 'w', id: 'a' }).commit()])
        .params(),
    ).toThrow("Entity 'audit' is not registered");
  });

  it('knows the module of every entity it types', () => {
    expect(ENTITY_MODULES.counter).toBe('functions/src/data/core/counter.entity.ts');
    expect(Object.keys(ENTITY_MODULES)).toHaveLength(69);
  });
});
