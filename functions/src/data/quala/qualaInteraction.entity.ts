import { Entity } from 'electrodb';
import { QUALA_ENGINES } from '@cq/shared/quala/rules';
import { MODEL } from '../core/model';
import { defineEntity } from '../core/registry';

/**
 * One question to Quala and its answer (workspace spec §3 quala_interactions; the spec's `context` json is
 * kept as its parts: the citations, the engine and model, the knowledge-base version and the latency). Owned by
 * a workspace, keyed by a UUIDv7 id so the partition's `QUALA#` items sort oldest to newest and the history is
 * one Query. Citations keep the cited passage's text as it was, so an answer can be checked later.
 */
export const qualaInteraction = defineEntity(
  'qualaInteraction',
  () =>
    new Entity(
      {
        model: { ...MODEL, entity: 'QualaInteraction' },
        attributes: {
          workspaceId: { type: 'string', required: true, readOnly: true },
          id: { type: 'string', required: true, readOnly: true },
          prompt: { type: 'string', required: true, readOnly: true },
          response: { type: 'string', required: true, readOnly: true },
          citations: {
            type: 'list',
            required: true,
            readOnly: true,
            items: {
              type: 'map',
              properties: {
                id: { type: 'string', required: true },
                source: { type: 'string', required: true },
                title: { type: 'string', required: true },
                passage: { type: 'string', required: true },
              },
            },
          },
          grounded: { type: 'boolean', required: true, readOnly: true },
          engine: { type: QUALA_ENGINES, required: true, readOnly: true },
          /** The Bedrock model id, or `knowledge-base` for the offline engine. */
          model: { type: 'string', required: true, readOnly: true },
          kbVersion: { type: 'string', required: true, readOnly: true },
          latencyMs: { type: 'number', required: true, readOnly: true },
          createdBy: { type: 'string', required: true, readOnly: true },
          createdAt: { type: 'string', required: true, readOnly: true },
        },
        indexes: {
          byWorkspace: {
            pk: { field: 'PK', composite: ['workspaceId'], template: 'WS#${workspaceId}', casing: 'none' },
            sk: { field: 'SK', composite: ['id'], template: 'QUALA#${id}', casing: 'none' },
          },
        },
      },
      { ignoreOwnership: true },
    ),
);
