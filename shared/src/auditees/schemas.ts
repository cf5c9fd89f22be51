import * as z from '../schemas/z';
import { boundedText, requiredText } from '../schemas/common';
import { TRIAL_PHASES } from '../schemas/leadOptions';
import { AUDITEE_KINDS, AUDITEE_LIMITS as L, AUDITEE_MESSAGES as M, AUDITEE_STATUSES, RISK_RATINGS } from './rules';
// Plain constants, kept apart from the schemas so the entity modules that use them build no zod schema.
export { TRIAL_PHASES } from '../schemas/leadOptions';

const version = z.int({ error: 'Version is required' }).check(z.gte(1, 'Version is required'));
const email = z.union([z.literal(''), z.email({ error: M.contactEmail }).check(z.maxLength(254, M.contactEmail))], {
  error: M.contactEmail,
});
const auditeeFields = {
  name: requiredText(L.name, M.nameRequired),
  kind: z.enum(AUDITEE_KINDS, { error: M.kindRequired }),
  address: boundedText(L.address),
  country: boundedText(L.country),
  contactName: boundedText(L.contactName),
  contactEmail: z.pipe(
    email,
    z.transform((e) => e.trim().toLowerCase()),
  ),
  contactPhone: boundedText(L.contactPhone),
  status: z.enum(AUDITEE_STATUSES, { error: `Status must be one of ${AUDITEE_STATUSES.join(', ')}` }),
  notes: boundedText(L.notes),
  riskRating: z.nullable(z.enum(RISK_RATINGS, { error: `Risk rating must be one of ${RISK_RATINGS.join(', ')}` })),
  riskReason: boundedText(L.riskReason),
};

/** A rating without its reason says nothing a reviewer can check. */
const reasonWithRating = (v: { riskRating?: string | null; riskReason?: string }, ctx: z.core.$RefinementCtx) => {
  if (v.riskRating && !v.riskReason)
    ctx.addIssue({ code: 'custom', path: ['riskReason'], message: M.riskReasonRequired });
};

/** `POST /api/auditees`: only the name and the kind are required; a new auditee is a prospect. */
export const auditeeCreateSchema = z
  .strictObject({
    name: auditeeFields.name,
    kind: auditeeFields.kind,
    address: z._default(auditeeFields.address, ''),
    country: z._default(auditeeFields.country, ''),
    contactName: z._default(auditeeFields.contactName, ''),
    contactEmail: z._default(auditeeFields.contactEmail, ''),
    contactPhone: z._default(auditeeFields.contactPhone, ''),
    status: z._default(auditeeFields.status, 'prospect'),
    notes: z._default(auditeeFields.notes, ''),
    riskRating: z._default(auditeeFields.riskRating, null),
    riskReason: z._default(auditeeFields.riskReason, ''),
  })
  .check(z.superRefine(reasonWithRating));
export type AuditeeCreateInput = z.input<typeof auditeeCreateSchema>;
export type AuditeeCreate = z.output<typeof auditeeCreateSchema>;

/** `PATCH /api/auditees/{id}`: the version read and the fields to change; why, for the trail. */
export const auditeeUpdateSchema = z.strictObject({
  version,
  name: z.optional(auditeeFields.name),
  kind: z.optional(auditeeFields.kind),
  address: z.optional(auditeeFields.address),
  country: z.optional(auditeeFields.country),
  contactName: z.optional(auditeeFields.contactName),
  contactEmail: z.optional(auditeeFields.contactEmail),
  contactPhone: z.optional(auditeeFields.contactPhone),
  status: z.optional(auditeeFields.status),
  notes: z.optional(auditeeFields.notes),
  riskRating: z.optional(auditeeFields.riskRating),
  riskReason: z.optional(auditeeFields.riskReason),
  reason: z.optional(boundedText(500)),
});
export type AuditeeUpdate = z.output<typeof auditeeUpdateSchema>;

export const auditeeSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(AUDITEE_KINDS),
  address: z.string(),
  country: z.string(),
  contactName: z.string(),
  contactEmail: z.string(),
  contactPhone: z.string(),
  status: z.enum(AUDITEE_STATUSES),
  notes: z.string(),
  riskRating: z.nullable(z.enum(RISK_RATINGS)),
  riskReason: z.string(),
  createdBy: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.int(),
});
export type Auditee = z.infer<typeof auditeeSchema>;

const studyFields = {
  protocolNumber: requiredText(L.protocolNumber, M.protocolRequired),
  title: requiredText(L.studyTitle, M.studyTitleRequired),
  phase: z.enum(TRIAL_PHASES, { error: M.phaseRequired }),
  sponsorId: z.nullable(
    z.string().check(z.trim(), z.minLength(1, M.sponsorMissing), z.maxLength(100, M.sponsorMissing)),
  ),
};

/** `POST /api/studies`. */
export const studyCreateSchema = z.strictObject({
  protocolNumber: studyFields.protocolNumber,
  title: studyFields.title,
  phase: studyFields.phase,
  sponsorId: z._default(studyFields.sponsorId, null),
});
export type StudyCreateInput = z.input<typeof studyCreateSchema>;
export type StudyCreate = z.output<typeof studyCreateSchema>;

/** `PATCH /api/studies/{id}`. */
export const studyUpdateSchema = z.strictObject({
  version,
  protocolNumber: z.optional(studyFields.protocolNumber),
  title: z.optional(studyFields.title),
  phase: z.optional(studyFields.phase),
  sponsorId: z.optional(studyFields.sponsorId),
  reason: z.optional(boundedText(500)),
});
export type StudyUpdate = z.output<typeof studyUpdateSchema>;

export const studySchema = z.object({
  id: z.string(),
  protocolNumber: z.string(),
  title: z.string(),
  phase: z.enum(TRIAL_PHASES),
  sponsorId: z.nullable(z.string()),
  createdBy: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.int(),
});
export type Study = z.infer<typeof studySchema>;
