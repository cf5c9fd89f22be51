import { Entity } from 'electrodb';
import { MODEL } from './model';
import { defineEntity } from './registry';

/** One client's request count in one fixed window of a rate-limit bucket; TTL `expiresAt` just after it. */
export const rateWindow = defineEntity(
  'rateWindow',
  () =>
    new Entity(
      {
        model: { ...MODEL, entity: 'RateWindow' },
        attributes: {
          bucket: { type: 'string', required: true, readOnly: true },
          client: { type: 'string', required: true, readOnly: true },
          /** The window's number: seconds since the epoch divided by the window's length. */
          window: { type: 'number', required: true, readOnly: true },
          count: { type: 'number' },
          expiresAt: { type: 'number' },
        },
        indexes: {
          byClient: {
            pk: { field: 'PK', composite: ['bucket', 'client'], template: 'RATE#${bucket}#${client}', casing: 'none' },
            sk: { field: 'SK', composite: ['window'], template: 'WINDOW#${window}', casing: 'none' },
          },
        },
      },
      { ignoreOwnership: true },
    ),
);
