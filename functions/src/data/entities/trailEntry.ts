import { Entity } from 'electrodb';
import { MODEL } from './model';

/**
 * One entry of a regulated record's audit trail (21 CFR 11.10(e)): append-only, chained by hash per record.
 * The entry itself is kept whole in `entry` (what the hash covers); the top-level copies of its fields exist
 * for the keys: the record's chain, everything one actor changed (GSI1) and all changes on one UTC day (GSI2).
 */
export const trailEntry = new Entity(
  {
    model: { ...MODEL, entity: 'TrailEntry' },
    attributes: {
      entityType: { type: 'string', required: true },
      entityId: { type: 'string', required: true },
      seq: { type: 'number', required: true, padding: { length: 12, char: '0' } },
      actor: { type: 'string', required: true },
      at: { type: 'string', required: true },
      day: { type: 'string', required: true },
      entry: { type: 'any', required: true },
      type: { type: 'string', default: 'TrailEntry', readOnly: true },
    },
    indexes: {
      byRecord: {
        pk: {
          field: 'PK',
          composite: ['entityType', 'entityId'],
          template: 'TRAIL#${entityType}#${entityId}',
          casing: 'none',
        },
        sk: { field: 'SK', composite: ['seq'], template: 'ENTRY#${seq}', casing: 'none' },
      },
      byActor: {
        index: 'GSI1',
        pk: { field: 'GSI1PK', composite: ['actor'], template: 'TRAIL#ACTOR#${actor}', casing: 'none' },
        sk: {
          field: 'GSI1SK',
          composite: ['at', 'entityType', 'entityId', 'seq'],
          template: '${at}#${entityType}#${entityId}#${seq}',
          casing: 'none',
        },
      },
      byDay: {
        index: 'GSI2',
        pk: { field: 'GSI2PK', composite: ['day'], template: 'TRAIL#DAY#${day}', casing: 'none' },
        sk: {
          field: 'GSI2SK',
          composite: ['at', 'entityType', 'entityId', 'seq'],
          template: '${at}#${entityType}#${entityId}#${seq}',
          casing: 'none',
        },
      },
    },
  },
  { ignoreOwnership: true },
);
