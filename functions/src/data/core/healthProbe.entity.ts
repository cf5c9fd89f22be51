import { Entity } from 'electrodb';
import { MODEL } from './model';
import { defineEntity } from './registry';

/** The key the health check reads: a GetItem that proves the table answers (the item need not exist). */
export const healthProbe = defineEntity(
  'healthProbe',
  () =>
    new Entity(
      {
        model: { ...MODEL, entity: 'HealthProbe' },
        attributes: {
          checkedAt: { type: 'string' },
        },
        indexes: {
          probe: {
            pk: { field: 'PK', composite: [], template: 'HEALTH', casing: 'none' },
            sk: { field: 'SK', composite: [], template: 'PROBE', casing: 'none' },
          },
        },
      },
      { ignoreOwnership: true },
    ),
);
