import { z } from 'zod';
import { boundedText, requiredText } from '../schemas/common';
import { TRIAL_PHASES } from '../schemas/leadOptions';
import { AUDITEE_KINDS, AUDITEE_LIMITS as L, AUDITEE_MESSAGES as M, AUDITEE_STATUSES, RISK_RATINGS } from './rules';
// Plain constants, kept apart from the schemas so the entity modules that use them build no zod schema.
export { TRIAL_PHASES } from '../schemas/leadOptions';

const version = z.number({ error: 'Version is required' }).int('Version is required').min(1, 'Version is required');
const email = z.union([z.literal(''), z.email({ error: M.contactEmail }).max(254, M.contactEmail)], {
  error: M.contactEmail,
});
const auditeeFields = {
  name: requiredText(L.name, M.nameRequired),
  kind: z.enum(AUDITEE_KINDS, { error: M.kindRequired }),
  address: boundedText(L.address),
  country: boundedText(L.country),
  contactName: boundedText(L.contactName),
  contactEmail: email.transform((e) => e.trim().toLowerCase()),
  contactPhone: boundedText(L.contactPhone),
  status: z.enum(AUDITEE_STATUSES, { error: `Status must be one of ${AUDITEE_STATUSES.join(', ')}` }),
  notes: boundedText(L.notes),
  riskRating: z.enum(RISK_RATINGS, { error: `Risk rating must be one of ${RISK_RATINGS.join(', ')}` }).nullable(),
  riskReason: boundedText(L.riskReason),
};

/** A rating without its reason says nothing a reviewer can check. */
const reasonWithRating = (v: { riskRating?: string | null; riskReason?: string }, ctx: z.RefinementCtx) => {
  if (v.riskRating && !v.riskReason)
    ctx.addIssue({ code: 'custom', path: ['riskReason'], message: M.riskReasonRequired });
};

/** `POST /api/auditees`: only the name and the kind are required; a new auditee is a prospect. */
export const auditeeCreateSchema = z
  .strictObject({
    name: auditeeFields.name,
    kind: auditeeFields.kind,
    address: auditeeFields.address.default(''),
    country: auditeeFields.country.default(''),
    contactName: auditeeFields.contactName.default(''),
    contactEmail: auditeeFields.contactEmail.default(''),
    contactPhone: auditeeFields.contactPhone.default(''),
    status: auditeeFields.status.default('prospect'),
    notes: auditeeFields.notes.default(''),
    riskRating: auditeeFields.riskRating.default(null),
    riskReason: auditeeFields.riskReason.default(''),
  })
  .superRefine(reasonWithRating);
export type AuditeeCreateInput = z.input<typeof auditeeCreateSchema>;
export type AuditeeCreate = z.output<typeof auditeeCreateSchema>;

/** `PATCH /api/auditees/{id}`: the version read and the fields to change; why, for the trail. */
export const auditeeUpdateSchema = z.strictObject({
  version,
  name: auditeeFields.name.optional(),
  kind: auditeeFields.kind.optional(),
  address: auditeeFields.address.optional(),
  country: auditeeFields.country.optional(),
  contactName: auditeeFields.contactName.optional(),
  contactEmail: auditeeFields.contactEmail.optional(),
  contactPhone: auditeeFields.contactPhone.optional(),
  status: auditeeFields.status.optional(),
  notes: auditeeFields.notes.optional(),
  riskRating: auditeeFields.riskRating.optional(),
  riskReason: auditeeFields.riskReason.optional(),
  reason: boundedText(500).optional(),
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
  riskRating: z.enum(RISK_RATINGS).nullable(),
  riskReason: z.string(),
  createdBy: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
});
export type Auditee = z.infer<typeof auditeeSchema>;

const studyFields = {
  protocolNumber: requiredText(L.protocolNumber, M.protocolRequired),
  title: requiredText(L.studyTitle, M.studyTitleRequired),
  phase: z.enum(TRIAL_PHASES, { error: M.phaseRequired }),
  sponsorId: z.string().trim().min(1, M.sponsorMissing).max(100, M.sponsorMissing).nullable(),
};

/** `POST /api/studies`. */
export const studyCreateSchema = z.strictObject({
  protocolNumber: studyFields.protocolNumber,
  title: studyFields.title,
  phase: studyFields.phase,
  sponsorId: studyFields.sponsorId.default(null),
});
export type StudyCreateInput = z.input<typeof studyCreateSchema>;
export type StudyCreate = z.output<typeof studyCreateSchema>;

/** `PATCH /api/studies/{id}`. */
export const studyUpdateSchema = z.strictObject({
  version,
  protocolNumber: studyFields.protocolNumber.optional(),
  title: studyFields.title.optional(),
  phase: studyFields.phase.optional(),
  sponsorId: studyFields.sponsorId.optional(),
  reason: boundedText(500).optional(),
});
export type StudyUpdate = z.output<typeof studyUpdateSchema>;

export const studySchema = z.object({
  id: z.string(),
  protocolNumber: z.string(),
  title: z.string(),
  phase: z.enum(TRIAL_PHASES),
  sponsorId: z.string().nullable(),
  createdBy: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
});
export type Study = z.infer<typeof studySchema>;
