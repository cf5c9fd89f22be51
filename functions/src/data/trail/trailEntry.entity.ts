import { Entity } from 'electrodb';
import { MODEL } from '../core/model';
import { defineEntity } from '../core/registry';

/** One partition per record's trail: its entries and its head. */
const recordPartition = {
  field: 'PK',
  composite: ['entityType', 'entityId'],
  template: 'TRAIL#${entityType}#${entityId}',
  casing: 'none',
} as const;

/** A review index: one partition per actor or UTC day, entries in time order (then record, then sequence). */
const reviewIndex = <I extends 'GSI1' | 'GSI2', P extends 'actor' | 'day'>(index: I, partition: P, template: string) =>
  ({
    index,
    pk: { field: `${index}PK`, composite: [partition], template, casing: 'none' },
    sk: {
      field: `${index}SK`,
      composite: ['at', 'entityType', 'entityId', 'seq'],
      template: '${at}#${entityType}#${entityId}#${seq}',
      casing: 'none',
    },
  }) as const;

/**
 * One entry of a regulated record's audit trail (21 CFR 11.10(e)): append-only, chained by hash per record.
 * The entry itself is kept whole in `entry` (what the hash covers); the top-level copies of its fields exist
 * for the keys: the record's chain, everything one actor changed (GSI1) and all changes on one UTC day (GSI2).
 */
export const trailEntry = defineEntity(
  'trailEntry',
  () =>
    new Entity(
      {
        model: { ...MODEL, entity: 'TrailEntry' },
        attributes: {
          entityType: { type: 'string', required: true },
          entityId: { type: 'string', required: true },
          seq: { type: 'number', required: true, padding: { length: 12, char: '0' } },
          actor: { type: 'string', required: true },
          workspaceId: { type: 'string' },
          at: { type: 'string', required: true },
          day: { type: 'string', required: true },
          entry: { type: 'any', required: true },
          type: { type: 'string', default: 'TrailEntry', readOnly: true },
        },
        indexes: {
          byRecord: {
            pk: recordPartition,
            sk: { field: 'SK', composite: ['seq'], template: 'ENTRY#${seq}', casing: 'none' },
          },
          byActor: reviewIndex('GSI1', 'actor', 'TRAIL#ACTOR#${actor}'),
          byDay: reviewIndex('GSI2', 'day', 'TRAIL#DAY#${day}'),
        },
      },
      { ignoreOwnership: true },
    ),
);

/**
 * Where a record's chain ends: the last entry's sequence number and hash, written in the same transaction as
 * that entry. The chain's hashes show an edited or removed entry in the middle; the head shows entries removed
 * from the end (truncation), which no hash inside the chain can.
 */
export const trailHead = defineEntity(
  'trailHead',
  () =>
    new Entity(
      {
        model: { ...MODEL, entity: 'TrailHead' },
        attributes: {
          entityType: { type: 'string', required: true },
          entityId: { type: 'string', required: true },
          seq: { type: 'number', required: true },
          hash: { type: 'string', required: true },
          at: { type: 'string', required: true },
          type: { type: 'string', default: 'TrailHead', readOnly: true },
        },
        indexes: {
          byRecord: {
            pk: recordPartition,
            sk: { field: 'SK', composite: [], template: 'HEAD', casing: 'none' },
          },
        },
      },
      { ignoreOwnership: true },
    ),
);
