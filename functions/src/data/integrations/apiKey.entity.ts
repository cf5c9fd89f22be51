import { Entity } from 'electrodb';
import { API_KEY_ROLES } from '@cq/shared/integrations/constants';
import { MODEL, ownedIndex } from '../core/model';
import { defineEntity } from '../core/registry';

/** What both items of a key carry: who may use it, as what, until when. */
const keyAttributes = {
  workspaceId: { type: 'string', required: true, readOnly: true },
  id: { type: 'string', required: true, readOnly: true },
  name: { type: 'string', required: true, readOnly: true },
  role: { type: API_KEY_ROLES, required: true, readOnly: true },
  createdBy: { type: 'string', required: true, readOnly: true },
  createdAt: { type: 'string', required: true, readOnly: true },
  expiresAt: { type: 'string' },
} as const;

/**
 * A workspace's API key as its admins list it (`WS#<ws>` / `APIKEY#<id>`): never the secret, only its SHA-256
 * (`hash`, to find the lookup item when revoking) and the first characters (`prefix`).
 */
export const apiKey = defineEntity(
  'apiKey',
  () =>
    new Entity(
      {
        model: { ...MODEL, entity: 'ApiKey' },
        attributes: {
          ...keyAttributes,
          prefix: { type: 'string', required: true, readOnly: true },
          hash: { type: 'string', required: true, readOnly: true },
          lastUsedAt: { type: 'string' },
          revokedAt: { type: 'string' },
          version: { type: 'number', required: true },
          updatedAt: { type: 'string', required: true },
        },
        indexes: { byWorkspace: ownedIndex('APIKEY') },
      },
      { ignoreOwnership: true },
    ),
);

/**
 * The item a presented key is found by: one GetItem on `APIKEY#<sha256 of the secret>`. It exists exactly while
 * the key may be used: revoking deletes it in the same transaction that marks the listed key revoked.
 */
export const apiKeyLookup = defineEntity(
  'apiKeyLookup',
  () =>
    new Entity(
      {
        model: { ...MODEL, entity: 'ApiKeyLookup' },
        attributes: {
          hash: { type: 'string', required: true, readOnly: true },
          ...keyAttributes,
          type: { type: 'string', default: 'ApiKeyLookup', readOnly: true },
        },
        indexes: {
          byHash: {
            pk: { field: 'PK', composite: ['hash'], template: 'APIKEY#${hash}', casing: 'none' },
            sk: { field: 'SK', composite: [], template: 'APIKEY', casing: 'none' },
          },
        },
      },
      { ignoreOwnership: true },
    ),
);
