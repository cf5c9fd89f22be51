import { v7 as uuidv7 } from 'uuid';
import type { TrailReview } from '@cq/shared/trail/schemas';
import type { Owner } from '../core/owner';
import { store } from '../core/store';
import { trailedWrite } from './trail';
import './trailReview.entity';

const ENTITY_TYPE = 'TrailReview';
/** The newest reviews listed: one a month for years. */
const LISTED_REVIEWS = 200;

/** Records a signed review with the first (and only) entry of its own trail, in one transaction. */
export async function createTrailReview(owner: Owner, review: Omit<TrailReview, 'id'>): Promise<TrailReview> {
  const stored: TrailReview = { id: uuidv7(), ...review };
  await trailedWrite(
    {
      entityType: ENTITY_TYPE,
      entityId: stored.id,
      actor: owner.actor,
      workspaceId: owner.workspaceId,
      action: 'create',
      before: null,
      after: stored,
    },
    (entities) => [{ item: entities.trailReview.create({ workspaceId: owner.workspaceId, ...stored }).commit() }],
  );
  return stored;
}

/** Access pattern: the workspace's newest reviews (one Query of its partition, bounded). */
export async function listTrailReviews(owner: Owner): Promise<TrailReview[]> {
  const { data } = await store()
    .trailReview.query.byWorkspace({ workspaceId: owner.workspaceId })
    .go({ order: 'desc', limit: LISTED_REVIEWS });
  return data.map(({ id, from, to, result, notes, entries, signature }) => ({
    id,
    from,
    to,
    result,
    notes,
    entries,
    signature: signature as TrailReview['signature'],
  }));
}
