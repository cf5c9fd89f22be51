import * as z from '../schemas/z';
import type { GroupContract } from './types';
import { accepted, id } from './parts';
import { trailSchema } from '../audits/schemas';
import {
  evidenceDownloadSchema,
  evidenceSchema,
  evidenceSupersedeSchema,
  evidenceUploadStartSchema,
  evidenceUploadTicketSchema,
} from '../evidence/schemas';

/** The `evidence` group's routes: what each takes and answers (see ../contract.ts). */
export const evidenceContract = {
  /** Starts an evidence upload on a record of the workspace: where to PUT exactly `size` bytes, until `expiresAt`. */
  'POST /api/evidence/uploads': { body: evidenceUploadStartSchema, response: evidenceUploadTicketSchema },
  /** Checks the bytes (type by content, at most 25 MB), records their SHA-256 and stores them, trailed; or 400. */
  'POST /api/evidence/uploads/{id}/complete': { params: id, response: evidenceSchema },
  /** A short-lived link to the file (members only; never a public address). */
  'GET /api/evidence/{id}/download': { params: id, response: evidenceDownloadSchema },
  /** Marks a file superseded (it stays listed and downloadable), trailed. */
  'PATCH /api/evidence/{id}': { params: id, body: evidenceSupersedeSchema, response: evidenceSchema },
  /** Removes a file, trailed; once its report is approved (or its audit closed) 409: mark it superseded instead. */
  'DELETE /api/evidence/{id}': { params: id, response: accepted },
  'GET /api/evidence/{id}/trail': { params: id, response: trailSchema },
  /** The audit plan's files, oldest first. */
  'GET /api/audits/{id}/evidence': { params: id, response: z.array(evidenceSchema) },
  /** The report's answers' files, by question, oldest first within each. */
  'GET /api/audit-reports/{id}/evidence': { params: id, response: z.array(evidenceSchema) },
  'GET /api/findings/{id}/evidence': { params: id, response: z.array(evidenceSchema) },
  'GET /api/capas/{id}/evidence': { params: id, response: z.array(evidenceSchema) },
  /** The files an auditee attached to their response to a finding of one of the workspace's requests. */
  'GET /api/response-requests/{id}/findings/{findingId}/evidence': {
    params: z.object({ id: z.string(), findingId: z.string() }),
    response: z.array(evidenceSchema),
  },
} as const satisfies GroupContract<'evidence'>;
