import * as z from '../schemas/z';
import { requiredText } from '../schemas/common';
import {
  EVIDENCE_LIMITS,
  EVIDENCE_MAX_BYTES,
  EVIDENCE_MESSAGES,
  EVIDENCE_TYPE_LIST,
  evidenceTypeOfName,
} from './rules';

const idText = z.string().check(z.trim(), z.minLength(1), z.maxLength(100));

/** The record a file belongs to: a checklist answer of a report, a finding, a CAPA or an audit (its plan). */
export const evidenceTargetSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('answer'), reportId: idText, questionId: idText }),
  z.strictObject({ kind: z.literal('finding'), findingId: idText }),
  z.strictObject({ kind: z.literal('capa'), capaId: idText }),
  z.strictObject({ kind: z.literal('audit'), auditId: idText }),
  // An auditee's response to a finding (issue 20): attached only through the portal, with its bearer.
  z.strictObject({ kind: z.literal('response'), requestId: idText, findingId: idText }),
]);
export type EvidenceTarget = z.infer<typeof evidenceTargetSchema>;

/** A file about to be sent: its name, exact size (signed into the upload URL) and the type its name declares. */
const evidenceFileFields = {
  name: requiredText(EVIDENCE_LIMITS.name, EVIDENCE_MESSAGES.nameRequired),
  size: z
    .number({ error: EVIDENCE_MESSAGES.empty })
    .check(
      z.int(EVIDENCE_MESSAGES.empty),
      z.gte(1, EVIDENCE_MESSAGES.empty),
      z.lte(EVIDENCE_MAX_BYTES, EVIDENCE_MESSAGES.tooLarge),
    ),
  type: z.enum(EVIDENCE_TYPE_LIST, { error: EVIDENCE_MESSAGES.type }),
};

// The name's extension and the declared type agree, so the list never shows a .pdf holding a PNG.
const nameMatchesType = (value: { name: string; type: string }, ctx: z.core.$RefinementCtx) => {
  if (evidenceTypeOfName(value.name) !== value.type) {
    ctx.addIssue({ code: 'custom', path: ['name'], message: EVIDENCE_MESSAGES.type });
  }
};

/**
 * `POST /api/evidence/uploads`: the record and the file. The bytes decide on completion: a file whose content is
 * another type is refused.
 */
export const evidenceUploadStartSchema = z
  .strictObject({ target: evidenceTargetSchema, ...evidenceFileFields })
  .check(z.superRefine(nameMatchesType));
/** The auditee portal's upload: the file only, its record named by the route. */
export const evidenceFileStartSchema = z.strictObject(evidenceFileFields).check(z.superRefine(nameMatchesType));
export type EvidenceUploadStart = z.input<typeof evidenceUploadStartSchema>;

/** Where the browser PUTs the bytes: a presigned S3 URL in the cloud, the local server's upload path locally. */
export const evidenceUploadTicketSchema = z.object({
  id: z.string(),
  url: z.string(),
  method: z.literal('PUT'),
  headers: z.record(z.string(), z.string()),
  expiresAt: z.string(),
});
export type EvidenceUploadTicket = z.infer<typeof evidenceUploadTicketSchema>;

export const evidenceSchema = z.object({
  id: z.string(),
  target: evidenceTargetSchema,
  /** The report the file's record belongs to (an answer's, a report's finding's or CAPA's), if any. */
  reportId: z.nullable(z.string()),
  name: z.string(),
  size: z.number(),
  type: z.enum(EVIDENCE_TYPE_LIST),
  /** SHA-256 of the stored bytes, lowercase hex. */
  sha256: z.string(),
  uploadedBy: z.string(),
  uploaderName: z.string(),
  uploadedAt: z.string(),
  superseded: z.boolean(),
  supersededAt: z.nullable(z.string()),
  supersededBy: z.nullable(z.string()),
  supersededReason: z.nullable(z.string()),
  version: z.number(),
});
export type Evidence = z.infer<typeof evidenceSchema>;

/** `PATCH /api/evidence/{id}`: marks a file superseded (kept, never removed), with why. */
export const evidenceSupersedeSchema = z.strictObject({
  version: z.int().check(z.gte(1)),
  superseded: z.literal(true),
  reason: requiredText(EVIDENCE_LIMITS.reason, EVIDENCE_MESSAGES.reasonRequired),
});

/** A short-lived link that downloads the file as an attachment. */
export const evidenceDownloadSchema = z.object({ url: z.string(), expiresAt: z.string() });
