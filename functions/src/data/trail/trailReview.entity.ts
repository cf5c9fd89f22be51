import { Entity } from 'electrodb';
import { TRAIL_REVIEW_RESULTS } from '@cq/shared/trail/constants';
import { MODEL, ownedIndex } from '../core/model';
import { defineEntity } from '../core/registry';

/**
 * A periodic review of a workspace's trail (Annex 11 §9), signed (21 CFR 11.50): `WS#<ws>` / `TRAILREVIEW#<id>`,
 * the id a UUIDv7 so the partition lists them newest first. Never changed after it is recorded.
 */
export const trailReview = defineEntity(
  'trailReview',
  () =>
    new Entity(
      {
        model: { ...MODEL, entity: 'TrailReview' },
        attributes: {
          workspaceId: { type: 'string', required: true, readOnly: true },
          id: { type: 'string', required: true, readOnly: true },
          from: { type: 'string', required: true, readOnly: true },
          to: { type: 'string', required: true, readOnly: true },
          result: { type: TRAIL_REVIEW_RESULTS, required: true, readOnly: true },
          notes: { type: 'string', required: true, readOnly: true },
          entries: { type: 'number', required: true, readOnly: true },
          signature: { type: 'any', required: true, readOnly: true },
          type: { type: 'string', default: 'TrailReview', readOnly: true },
        },
        indexes: { byWorkspace: ownedIndex('TRAILREVIEW') },
      },
      { ignoreOwnership: true },
    ),
);
