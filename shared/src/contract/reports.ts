import * as z from '../schemas/z';
import type { GroupContract } from './types';
import { id } from './parts';
import { trailSchema } from '../audits/schemas';
import { pageQuerySchema } from '../schemas/paging';
import {
  templateCreateSchema,
  templatePublishSchema,
  templateSchema,
  templateSummarySchema,
  templateUpdateSchema,
  templateVersionSchema,
} from '../templates/schemas';
import { capaSchema, capaUpdateSchema, effectivenessCheckCreateSchema } from '../reports/capa';
import {
  lastReportQuerySchema,
  lastReportSchema,
  reportApproveSchema,
  reportCreateSchema,
  reportExportQuerySchema,
  reportResponsesSchema,
  reportSchema,
  reportSummarySchema,
  reportCountsSchema,
  reportListQuerySchema,
  reportUpdateSchema,
} from '../reports/schemas';
import { findingSchema } from '../findings/schemas';

/** The `reports` group's routes: what each takes and answers (see ../contract.ts). */
export const reportsContract = {
  /** The workspace's reports, newest first, a page at a time (`X-Next-Cursor`), optionally of one status. */
  'GET /api/audit-reports': { query: reportListQuerySchema, response: z.array(reportSummarySchema) },
  /** The report counters of the workspace, kept with every report write (never a count over the reports). */
  'GET /api/report-counts': { response: reportCountsSchema },
  'POST /api/audit-reports': { body: reportCreateSchema, response: reportSchema },
  /** What "Start from last audit" would start a new report of this template on the audit from (or null). */
  'GET /api/audits/{id}/last-report': { params: id, query: lastReportQuerySchema, response: lastReportSchema },
  'GET /api/audit-reports/{id}': { params: id, response: reportSchema },
  'PATCH /api/audit-reports/{id}': { params: id, body: reportUpdateSchema, response: reportSchema },
  'DELETE /api/audit-reports/{id}': { params: id, response: z.object({ ok: z.literal(true) }) },
  'PUT /api/audit-reports/{id}/responses': { params: id, body: reportResponsesSchema, response: reportSchema },
  'POST /api/audit-reports/{id}/approve': { params: id, body: reportApproveSchema, response: reportSchema },
  /** A file download: PDF, self-contained HTML or Markdown (Content-Disposition: attachment). */
  'GET /api/audit-reports/{id}/export': { params: id, query: reportExportQuerySchema },
  'GET /api/audit-reports/{id}/trail': { params: id, response: trailSchema },
  'GET /api/audit-reports/{id}/capas': { params: id, response: z.array(capaSchema) },
  /** The findings a completed report raised (the one record of each, with its status), in question order. */
  'GET /api/audit-reports/{id}/findings': { params: id, response: z.array(findingSchema) },
  'GET /api/capas/{id}': { params: id, response: capaSchema },
  'PATCH /api/capas/{id}': { params: id, body: capaUpdateSchema, response: capaSchema },
  /** One CAPA's own trail (its chain), verified; another owner's CAPA is not found. */
  'GET /api/capas/{id}/trail': { params: id, response: trailSchema },
  /** Records an effectiveness check; "not effective" reopens the CAPA on a new target date (issue 20). */
  'POST /api/capas/{id}/effectiveness-checks': {
    params: id,
    body: effectivenessCheckCreateSchema,
    response: capaSchema,
  },
  /**
   * The checklist templates a report may start from: the built-ins first (on the first page), then a page of the
   * workspace's own, newest first.
   */
  'GET /api/report-templates': { query: pageQuerySchema, response: z.array(templateSummarySchema) },
  /** A new draft template in the workspace (also how a JSON export is imported). */
  'POST /api/report-templates': { body: templateCreateSchema, response: templateSchema },
  'GET /api/report-templates/{id}': { params: id, response: templateSchema },
  /** Edits the draft; built-ins are read-only (409). */
  'PATCH /api/report-templates/{id}': { params: id, body: templateUpdateSchema, response: templateSchema },
  /** Publishes the draft as the next immutable version (v1, v2…). */
  'POST /api/report-templates/{id}/versions': {
    params: id,
    body: templatePublishSchema,
    response: templateVersionSchema,
  },
  'GET /api/report-templates/{id}/trail': { params: id, response: trailSchema },
} as const satisfies GroupContract<'reports'>;
