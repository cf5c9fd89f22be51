import type { GroupContract } from './types';
import { analyticsParamsSchema, analyticsQuerySchema } from '../analytics/schemas';

/** The `analytics` group's routes: what each takes and answers (see ../contract.ts). */
export const analyticsContract = {
  /** JSON rows (analyticsResponseSchema), or with `format=csv` the same rows as a CSV download. */
  'GET /api/analytics/{series}': { params: analyticsParamsSchema, query: analyticsQuerySchema },
} as const satisfies GroupContract<'analytics'>;
