import * as z from '../schemas/z';
import type { GroupContract } from './types';
import { id } from './parts';
import { pageQuerySchema } from '../schemas/paging';
import {
  adminJobSchema,
  adminLeadSchema,
  adminStatsSchema,
  adminUserSchema,
  adminUsersQuerySchema,
  errorLogDailySchema,
  errorLogDetailSchema,
  errorLogResolveSchema,
  errorLogSummarySchema,
  errorLogsQuerySchema,
  jobPostInputSchema,
  jobPostUpdateSchema,
  leadUpdateSchema,
  leadsExportQuerySchema,
  leadsQuerySchema,
  roleChangeSchema,
  accountStatusSchema,
  sentMailSchema,
} from '../admin/schemas';

/** The `admin` group's routes: what each takes and answers (see ../contract.ts). */
export const adminContract = {
  /** Admin only (403 otherwise): the dashboard's figures, all computed (no Scan). */
  'GET /api/admin/stats': { response: adminStatsSchema },
  /** Users by e-mail (`q`: the address's start, any case), paged with X-Next-Cursor. */
  'GET /api/admin/users': { query: adminUsersQuerySchema, response: z.array(adminUserSchema) },
  /** Grants or revokes a staff group (Cognito group + profile, trailed); an admin cannot revoke their own admin. */
  'POST /api/admin/users/{id}/roles': { params: id, body: roleChangeSchema, response: adminUserSchema },
  /**
   * Deactivates (Cognito sign-in disabled, every token refused at once) or reactivates an account, trailed with the
   * reason; accounts are never deleted. An admin cannot deactivate their own.
   */
  'POST /api/admin/users/{id}/status': { params: id, body: accountStatusSchema, response: adminUserSchema },
  /** One UTC day's error logs (default today), newest first, optionally one type; paged with X-Next-Cursor. */
  'GET /api/admin/error-logs': { query: errorLogsQuerySchema, response: z.array(errorLogSummarySchema) },
  'GET /api/admin/error-logs/daily': { response: errorLogDailySchema },
  'GET /api/admin/error-logs/{id}': { params: id, response: errorLogDetailSchema },
  /** Marks an error log resolved, version-checked and trailed. */
  'PATCH /api/admin/error-logs/{id}': { params: id, body: errorLogResolveSchema, response: errorLogDetailSchema },
  /** One kind of lead (default contact), newest first, optionally one status; paged with X-Next-Cursor. */
  'GET /api/admin/leads': { query: leadsQuerySchema, response: z.array(adminLeadSchema) },
  /** The filtered view as a CSV file download (Content-Disposition: attachment). */
  'GET /api/admin/leads/export': { query: leadsExportQuerySchema },
  /** Moves a lead's status (forward only) and appends a note, version-checked and trailed. */
  'PATCH /api/admin/leads/{id}': { params: id, body: leadUpdateSchema, response: adminLeadSchema },
  /** Every job post, active and inactive, newest first. */
  'GET /api/admin/jobs': { response: z.array(adminJobSchema) },
  'POST /api/admin/jobs': { body: jobPostInputSchema, response: adminJobSchema },
  /** Edits a job post whole; `isActive` deactivates or reactivates it (/api/careers follows at once). Trailed. */
  'PUT /api/admin/jobs/{id}': { params: id, body: jobPostUpdateSchema, response: adminJobSchema },
  /** What was sent to whom and when, newest first; paged with X-Next-Cursor. */
  'GET /api/admin/outbox': { query: pageQuerySchema, response: z.array(sentMailSchema) },
} as const satisfies GroupContract<'admin'>;
