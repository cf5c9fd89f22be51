import { Entity } from 'electrodb';
import { MODEL } from './model';
import { defineEntity } from './registry';

/**
 * One slot of a counter kept with the writes it counts (DESIGN §5: no Scan to count). A counter is one
 * partition (`STATS#<name>`) of slots: a running total is split over a few shards picked at random so that
 * concurrent transactions seldom touch the same item, and a time series has one slot per bucket and shard
 * (`<bucket>#<shard>`). Reading a counter is one Query of its partition, summing the slots.
 */
export const counter = defineEntity(
  'counter',
  () =>
    new Entity(
      {
        model: { ...MODEL, entity: 'Counter' },
        attributes: {
          name: { type: 'string', required: true, readOnly: true },
          /** `SHARD#<n>` for a total, `<bucket>#<n>` (a UTC day or ten-minute bucket) for a series. */
          slot: { type: 'string', required: true, readOnly: true },
          count: { type: 'number' },
          /** Series slots expire (TTL); totals never do. */
          expiresAt: { type: 'number' },
          type: { type: 'string', default: 'Counter', readOnly: true },
        },
        indexes: {
          byName: {
            pk: { field: 'PK', composite: ['name'], template: 'STATS#${name}', casing: 'none' },
            sk: { field: 'SK', composite: ['slot'], template: '${slot}', casing: 'none' },
          },
        },
      },
      { ignoreOwnership: true },
    ),
);
