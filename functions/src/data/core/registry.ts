import type { Entity } from 'electrodb';
import { forwardingProxy } from '../../lib/onFirstUse';

export type AnyEntity = Entity<any, any, any, any>;

/** The client and table entities are bound to: one object per binding, so a change is one identity check. */
export interface Binding {
  client: unknown;
  table: string;
}

interface Slot {
  build: () => AnyEntity;
  built?: AnyEntity;
  boundTo?: Binding;
}

const slots: Record<string, Slot> = {};
const handles: Record<string, AnyEntity> = {};
let binding: Binding | undefined;

/** The entity behind a slot, built on first use and bound to the current binding. */
function instance(slot: Slot): AnyEntity {
  const entity = (slot.built ??= slot.build());
  if (binding && slot.boundTo !== binding) {
    entity.setClient(binding.client as never);
    entity.setTableName(binding.table);
    slot.boundTo = binding;
  }
  return entity;
}

/**
 * Declares an entity, built on its first use rather than at import: ElectroDB's `new Entity` compiles the schema,
 * its filters and its where-clauses (~0.6 ms each here), and a group's modules import dozens of entities while a
 * request uses a few (issue 23). Each entity module calls this when imported, so a Lambda knows only the entities
 * its code imports; the handle it returns is typed as the entity and stands for it everywhere (store(), direct
 * imports, conversions, services), forwarding to the one built instance.
 */
export function defineEntity<E extends AnyEntity>(name: string, build: () => E): E {
  const slot: Slot = { build };
  slots[name] = slot;
  handles[name] = forwardingProxy(() => instance(slot));
  return handles[name] as E;
}

/**
 * Binds every entity to this client and table: a change applies to each one on its next use (locally the endpoint
 * and table can change within one process: a restarted stack, one table per test suite).
 */
export function bindEntities(client: unknown, table: string): void {
  if (binding?.client !== client || binding?.table !== table) binding = { client, table };
}

/**
 * The entity declared under `name`, built and bound (store() hands these out: calls on the entity itself, not
 * through its handle); undefined if no imported module declares it.
 */
export function builtEntity(name: string): AnyEntity | undefined {
  const slot = slots[name];
  return slot && instance(slot);
}

/** The entities declared so far in this process, by name (live: later imports add to it); none is built by this. */
export const registeredEntities = (): Readonly<Record<string, AnyEntity>> => handles;

/** The names of the entities this process has built so far (tests check what a module's import builds). */
export const builtEntities = (): string[] => Object.keys(slots).filter((name) => slots[name]!.built);
