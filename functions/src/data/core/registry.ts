import type { Entity } from 'electrodb';

export type AnyEntity = Entity<any, any, any, any>;

const registered: Record<string, AnyEntity> = {};

/**
 * Called by each entity module when it is imported: a Lambda then builds only the entities its code imports
 * (an ElectroDB Service over every entity cost each group ~80 ms of cold start, issue 23). Returns nothing;
 * the module's own typed exports stay what callers import.
 */
export function registerEntities(entities: Record<string, AnyEntity>): void {
  Object.assign(registered, entities);
}

/** The entities registered so far in this process, by name (the map is live: later imports add to it). */
export const registeredEntities = (): Readonly<Record<string, AnyEntity>> => registered;
