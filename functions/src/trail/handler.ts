import type { TrailRecordType } from '@cq/shared/trail/schemas';
import { createGroupHandler, type Operations, type RequestContext } from '../http/groupHandler';
import { trailContract } from '@cq/shared/contract/trail';
import { signedIn } from '../http/signedIn';
import { exportRangeTrail, exportRecordTrail, recordTrailReview, trailReviewsOf } from './useCases';

async function exportRange({ workspace, query }: RequestContext<'GET /api/trail/export'>) {
  return exportRangeTrail(workspace, query.from, query.to, query.format);
}

async function exportRecord({ workspace, params, query }: RequestContext<'GET /api/trail/records/{type}/{id}/export'>) {
  // The contract's params schema checked the type against TRAIL_RECORD_TYPES before this runs.
  return exportRecordTrail(workspace, params.type as TrailRecordType, params.id, query.format);
}

async function listReviews({ workspace }: RequestContext<'GET /api/trail/reviews'>) {
  return { body: await trailReviewsOf(workspace) };
}

async function review({ workspace, user, body }: RequestContext<'POST /api/trail/reviews'>) {
  return { body: await recordTrailReview(workspace, user, body) };
}

export const operations: Operations<'trail'> = {
  'GET /api/trail/export': { handle: exportRange },
  'GET /api/trail/records/{type}/{id}/export': { handle: exportRecord },
  'GET /api/trail/reviews': { handle: listReviews },
  'POST /api/trail/reviews': { handle: review },
};

export const handler = createGroupHandler('trail', trailContract, operations, signedIn);
