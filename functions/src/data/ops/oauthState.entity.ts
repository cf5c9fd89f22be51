import { Entity } from 'electrodb';
import { MODEL } from '../core/model';
import { defineEntity } from '../core/registry';

/** A one-time OAuth `state`, kept until its TTL (`expiresAt`) and deleted when used. */
export const oauthState = defineEntity(
  'oauthState',
  () =>
    new Entity(
      {
        model: { ...MODEL, entity: 'OAuthState' },
        attributes: {
          provider: { type: 'string', required: true, readOnly: true },
          state: { type: 'string', required: true, readOnly: true },
          createdAt: { type: 'string', required: true },
          expiresAt: { type: 'number', required: true },
          type: { type: 'string', default: 'OAuthState', readOnly: true },
        },
        indexes: {
          byState: {
            pk: {
              field: 'PK',
              composite: ['provider', 'state'],
              template: 'OAUTHSTATE#${provider}#${state}',
              casing: 'none',
            },
            sk: { field: 'SK', composite: [], template: 'STATE', casing: 'none' },
          },
        },
      },
      { ignoreOwnership: true },
    ),
);
