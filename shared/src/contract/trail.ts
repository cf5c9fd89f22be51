import * as z from '../schemas/z';
import type { GroupContract } from './types';
import {
  trailRangeExportQuerySchema,
  trailRecordExportQuerySchema,
  trailRecordParamsSchema,
  trailReviewCreateSchema,
  trailReviewSchema,
} from '../trail/schemas';

/** The `trail` group's routes: what each takes and answers (see ../contract.ts). */
export const trailContract = {
  /** Every trail entry of the workspace's records in a range of UTC days (at most 92), as CSV or PDF. */
  'GET /api/trail/export': { query: trailRangeExportQuerySchema },
  /** One record's whole trail as CSV or PDF; another workspace's record is not found. */
  'GET /api/trail/records/{type}/{id}/export': { params: trailRecordParamsSchema, query: trailRecordExportQuerySchema },
  /** The workspace's signed trail reviews, newest first. */
  'GET /api/trail/reviews': { response: z.array(trailReviewSchema) },
  /** Records a review of a range, signed with the password (lockout as for reports); trailed. */
  'POST /api/trail/reviews': { body: trailReviewCreateSchema, response: trailReviewSchema },
} as const satisfies GroupContract<'trail'>;
