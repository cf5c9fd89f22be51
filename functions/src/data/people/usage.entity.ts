import { Entity } from 'electrodb';
import { MODEL } from '../core/model';
import { defineEntity } from '../core/registry';

/**
 * What a workspace used in one UTC month. A create that counts against the plan adds 1 here in the same
 * transaction as the record, conditioned on the count being under the limit, so parallel requests can never
 * pass it. Nothing gives a slot back.
 */
export const usage = defineEntity(
  'usage',
  () =>
    new Entity(
      {
        model: { ...MODEL, entity: 'Usage' },
        attributes: {
          workspaceId: { type: 'string', required: true, readOnly: true },
          month: { type: 'string', required: true, readOnly: true },
          audits: { type: 'number' },
          qualaInteractions: { type: 'number' },
        },
        indexes: {
          byMonth: {
            pk: { field: 'PK', composite: ['workspaceId'], template: 'WS#${workspaceId}', casing: 'none' },
            sk: { field: 'SK', composite: ['month'], template: 'USAGE#${month}', casing: 'none' },
          },
        },
      },
      { ignoreOwnership: true },
    ),
);
