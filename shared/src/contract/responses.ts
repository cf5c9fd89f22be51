import * as z from '../schemas/z';
import type { GroupContract } from './types';
import { id } from './parts';
import {
  auditeeFindingSchema,
  auditeePortalSchema,
  findingResponseInputSchema,
  findingResponseSchema,
  respondCodeSentSchema,
  respondFindingParams,
  respondSessionSchema,
  respondSubmittedSchema,
  respondTokenParams,
  respondVerifySchema,
  responseRequestCreatedSchema,
  responseRequestCreateSchema,
  responseRequestDetailSchema,
  responseRequestSchema,
  responseReviewSchema,
} from '../responses/schemas';
import { evidenceFileStartSchema, evidenceSchema, evidenceUploadTicketSchema } from '../evidence/schemas';

/** The `responses` group's routes: what each takes and answers (see ../contract.ts). */
export const responsesContract = {
  /**
   * Sends findings of the audit (default: its open ones) to someone at the audited site: the link (shown once,
   * mailed to them) holds a token of which only the hash is kept, valid until 30 days past the due date.
   */
  'POST /api/audits/{id}/response-requests': {
    params: id,
    body: responseRequestCreateSchema,
    response: responseRequestCreatedSchema,
  },
  /** The audit's requests, oldest first, with their status (sent, opened, responded, overdue, revoked) and responses. */
  'GET /api/audits/{id}/response-requests': { params: id, response: z.array(responseRequestDetailSchema) },
  /** Revokes the link at once (410 from then on); trailed. */
  'DELETE /api/response-requests/{id}': { params: id, response: responseRequestSchema },
  /** Accepts a submitted response (the finding's CAPA takes its plan, created if none) or returns it with comments. */
  'POST /api/response-requests/{id}/findings/{findingId}/review': {
    params: z.object({ id: z.string(), findingId: z.string() }),
    body: responseReviewSchema,
    response: findingResponseSchema,
  },
  /** Mails a 6-digit code to the link's recipient (10 minutes); 404 unknown link, 410 revoked or expired, 423 locked. */
  'POST /api/respond/{token}/code': { params: respondTokenParams, response: respondCodeSentSchema },
  /** The code → a bearer for the portal's other calls (1 hour); the fifth wrong code locks the link (423). */
  'POST /api/respond/{token}/verify': {
    params: respondTokenParams,
    body: respondVerifySchema,
    response: respondSessionSchema,
  },
  /** With the bearer: the included findings only, as the auditee sees them, with their responses. */
  'GET /api/respond/{token}/findings': { params: respondTokenParams, response: auditeePortalSchema },
  'GET /api/respond/{token}/findings/{id}': { params: respondFindingParams, response: auditeeFindingSchema },
  /** Saves the auditee's draft response to an included finding; trailed with them as the actor. */
  'PUT /api/respond/{token}/findings/{id}/response': {
    params: respondFindingParams,
    body: findingResponseInputSchema,
    response: findingResponseSchema,
  },
  /** Submits every draft of the link; each is trailed and emits `response.submitted`. */
  'POST /api/respond/{token}/submit': { params: respondTokenParams, response: respondSubmittedSchema },
  /** With the bearer: the audit's latest approved report as PDF when the auditor shared it, else 404. */
  'GET /api/respond/{token}/report': { params: respondTokenParams },
  /** With the bearer: the files on the auditee's response to an included finding, oldest first. */
  'GET /api/respond/{token}/findings/{id}/evidence': {
    params: respondFindingParams,
    response: z.array(evidenceSchema),
  },
  /**
   * With the bearer: starts an upload onto the auditee's saved, still editable response to an included finding
   * (same types, size cap and count as any record's files).
   */
  'POST /api/respond/{token}/findings/{id}/evidence': {
    params: respondFindingParams,
    body: evidenceFileStartSchema,
    response: evidenceUploadTicketSchema,
  },
  /** With the bearer: checks the bytes (type by content, size, SHA-256) and keeps the file, trailed as the auditee. */
  'POST /api/respond/{token}/uploads/{id}/complete': { params: respondFindingParams, response: evidenceSchema },
} as const satisfies GroupContract<'responses'>;
