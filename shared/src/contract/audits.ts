import * as z from '../schemas/z';
import type { GroupContract } from './types';
import { id } from './parts';
import { auditCreateSchema, auditSchema, auditUpdateSchema, trailSchema } from '../audits/schemas';
import { pageQuerySchema } from '../schemas/paging';
import { assignedToQuery } from '../orgs/schemas';
import { reportSummarySchema } from '../reports/schemas';
import {
  findingCreateSchema,
  findingListQuerySchema,
  findingSchema,
  findingUpdateSchema,
  workspaceFindingSchema,
} from '../findings/schemas';

/** The `audits` group's routes: what each takes and answers (see ../contract.ts). */
export const auditsContract = {
  /**
   * `assignedTo=me`: audits the caller leads, audits or reviews. The filter applies to each page the workspace's
   * index reads, so a page may hold fewer items than `limit` (even none) while the next-page cursor is still given:
   * follow the cursor until it is absent.
   */
  'GET /api/audits': {
    query: z.extend(pageQuerySchema, { assignedTo: assignedToQuery }),
    response: z.array(auditSchema),
  },
  'POST /api/audits': { body: auditCreateSchema, response: auditSchema },
  'GET /api/audits/{id}': { params: id, response: auditSchema },
  'PATCH /api/audits/{id}': { params: id, body: auditUpdateSchema, response: auditSchema },
  'GET /api/audits/{id}/trail': { params: id, response: trailSchema },
  /** The audit's reports, oldest first: while it has one, the audit's status and progress follow it. */
  'GET /api/audits/{id}/reports': { params: id, response: z.array(reportSummarySchema) },
  'GET /api/audits/{id}/findings': { params: id, response: z.array(findingSchema) },
  'POST /api/audits/{id}/findings': { params: id, body: findingCreateSchema, response: findingSchema },
  'PATCH /api/findings/{id}': { params: id, body: findingUpdateSchema, response: findingSchema },
  /** One finding's own trail (its chain), verified; another owner's finding is not found. */
  'GET /api/findings/{id}/trail': { params: id, response: trailSchema },
  /**
   * The workspace's findings with their audits' titles, newest first, a page at a time (`X-Next-Cursor`);
   * `status=open` is every one not closed.
   */
  'GET /api/findings': { query: findingListQuerySchema, response: z.array(workspaceFindingSchema) },
} as const satisfies GroupContract<'audits'>;
