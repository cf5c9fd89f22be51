import * as z from '../schemas/z';
import type { GroupContract } from './types';
import { pageQuerySchema } from '../schemas/paging';
import { publicPostSchema, publicPostSummarySchema, slugParamsSchema } from '../content/schemas';

/** The `briefings` group's routes: what each takes and answers (see ../contract.ts). */
export const briefingsContract = {
  /**
   * Published briefings, newest first (no text), paged with X-Next-Cursor; 403 SUBSCRIPTION_REQUIRED with `buyUrl`
   * without the product.
   */
  'GET /api/briefings': { query: pageQuerySchema, response: z.array(publicPostSummarySchema) },
  /** One published briefing with its full text (the read is counted); any other post is 404 'Briefing not found'. */
  'GET /api/briefings/{slug}': { params: slugParamsSchema, response: publicPostSchema },
} as const satisfies GroupContract<'briefings'>;
