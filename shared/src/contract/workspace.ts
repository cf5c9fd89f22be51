import * as z from '../schemas/z';
import type { GroupContract } from './types';
import { exportQuerySchema } from '../export/parts';
import { badgeSchema, dashboardStatsSchema, notificationSchema, usageStatsSchema } from '../progress/schemas';

/** The `workspace` group's routes: what each takes and answers (see ../contract.ts). */
export const workspaceContract = {
  'GET /api/usage/stats': { response: usageStatsSchema },
  'GET /api/dashboard/stats': { response: dashboardStatsSchema },
  'GET /api/badges': { response: z.array(badgeSchema) },
  'GET /api/notifications': { response: z.array(notificationSchema) },
  /**
   * Everything the user owns as JSON, in parts (`X-Next-Cursor` names the next; `mergeExportPart` joins them); a
   * small workspace fits in the first. Content-Disposition: attachment.
   */
  'GET /api/me/export': { query: exportQuerySchema },
} as const satisfies GroupContract<'workspace'>;
