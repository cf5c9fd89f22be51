/**
 * The staff side of the SOP Library (issue 22, /cms-admin's SOPs tab): every SOP with every version, and the
 * bodies of the writes that move a version from draft to approved.
 */
import * as z from '../schemas/z';
import { boundedText, requiredText } from '../schemas/common';
import { SOP_AREA_IDS } from './rules';
import { SOP_STATUSES, sopBodySchema, type SopBody } from './schemas';
import { SOP_EDIT_MESSAGES } from './workflow';

/** Bounds of an SOP's text, so one version always fits one DynamoDB item (400 KB) with room to spare. */
export const SOP_LIMITS = {
  code: 40,
  title: 200,
  summary: 1000,
  section: 8000,
  line: 2000,
  short: 200,
  items: 40,
  /** The whole body as JSON: within the 64 KB every request body may take. */
  bodyChars: 60_000,
} as const;

const line = boundedText(SOP_LIMITS.line);
const short = boundedText(SOP_LIMITS.short);
const list = <T extends z.ZodMiniType>(item: T) =>
  z.array(item).check(z.maxLength(SOP_LIMITS.items, `At most ${SOP_LIMITS.items}`));

/**
 * The SOP text as staff write it: the sections of `sopBodySchema` (what the library reads back), each bounded.
 * `satisfies` keeps the two in step: a section added to one and not the other fails to compile.
 */
export const sopBodyInputSchema = z
  .strictObject({
    purpose: requiredText(SOP_LIMITS.section, SOP_EDIT_MESSAGES.purposeRequired),
    scope: requiredText(SOP_LIMITS.section, SOP_EDIT_MESSAGES.scopeRequired),
    responsibilities: list(z.strictObject({ role: short, duty: line })),
    procedure: list(z.strictObject({ heading: short, steps: list(line) })),
    records: list(line),
    references: list(line),
    revisionHistory: list(z.strictObject({ version: boundedText(20), date: boundedText(40), change: line })),
  })
  .check(
    z.refine((body) => JSON.stringify(body).length <= SOP_LIMITS.bodyChars, {
      message: `The SOP text is too long (at most ${SOP_LIMITS.bodyChars} characters)`,
    }),
  ) satisfies z.ZodMiniType<SopBody>;

const rev = z.int({ error: 'Version is required' }).check(z.gte(1, 'Version is required'));

const sopFields = {
  title: requiredText(SOP_LIMITS.title, SOP_EDIT_MESSAGES.titleRequired),
  area: z.enum(SOP_AREA_IDS, { error: SOP_EDIT_MESSAGES.areaRequired }),
  summary: requiredText(SOP_LIMITS.summary, SOP_EDIT_MESSAGES.summaryRequired),
  body: sopBodyInputSchema,
};

/** `POST /api/cms/sops`: a new SOP, stored as draft 1.0. The code is its document number and stays. */
export const sopCreateSchema = z.strictObject({
  code: requiredText(SOP_LIMITS.code, SOP_EDIT_MESSAGES.codeRequired),
  ...sopFields,
});
export type SopCreate = z.output<typeof sopCreateSchema>;

/** `PUT /api/cms/sops/{id}/versions/{seq}`: a draft's text whole, with the `rev` the editor read (stale → 409). */
export const sopDraftUpdateSchema = z.strictObject({ rev, ...sopFields });
export type SopDraftUpdate = z.output<typeof sopDraftUpdateSchema>;
export type SopDraftFields = Omit<SopDraftUpdate, 'rev'>;

/** `POST /api/cms/sops/{id}/versions`: a new draft from the approved version, minor (1.0 → 1.1) or major (2.0). */
export const sopReviseSchema = z.strictObject({
  kind: z.enum(['minor', 'major'], { error: 'Choose a minor or a major revision' }),
});

/** Submit for review, or send back to draft: the `rev` read. */
export const sopMoveSchema = z.strictObject({ rev });

const day = (message: string) => z.iso.date({ error: message });

/**
 * `POST /api/cms/sops/{id}/versions/{seq}/approve`: an electronic signature (21 CFR 11.50, 11.200) — the password
 * again — and the dates the approved version carries.
 */
export const sopApproveSchema = z
  .strictObject({
    rev,
    password: z
      .string({ error: SOP_EDIT_MESSAGES.passwordRequired })
      .check(z.minLength(1, SOP_EDIT_MESSAGES.passwordRequired), z.maxLength(256)),
    effectiveDate: day(SOP_EDIT_MESSAGES.effectiveRequired),
    nextReviewDate: day(SOP_EDIT_MESSAGES.reviewRequired),
  })
  .check(
    z.superRefine((v, ctx) => {
      if (v.nextReviewDate <= v.effectiveDate)
        ctx.addIssue({ code: 'custom', path: ['nextReviewDate'], message: SOP_EDIT_MESSAGES.reviewAfterEffective });
    }),
  );
export type SopApprove = z.output<typeof sopApproveSchema>;

export const sopVersionParamsSchema = z.strictObject({
  id: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  seq: z.string().check(z.regex(/^[1-9]\d{0,3}$/, SOP_EDIT_MESSAGES.versionNotFound)),
});

/** Who approved a version, as they signed (the printed name of 21 CFR 11.50). */
export const sopApprovalSchema = z.object({
  signerId: z.string(),
  printedName: z.string(),
  email: z.string(),
  meaning: z.string(),
  signedAt: z.string(),
});
export type SopApproval = z.infer<typeof sopApprovalSchema>;

/** One version as staff see it, without its text (the list). */
export const sopStaffVersionSummarySchema = z.object({
  sopId: z.string(),
  seq: z.int(),
  version: z.string(),
  status: z.enum(SOP_STATUSES),
  code: z.string(),
  title: z.string(),
  area: z.enum(SOP_AREA_IDS),
  summary: z.string(),
  effectiveDate: z.nullable(z.string()),
  nextReviewDate: z.nullable(z.string()),
  /** The record's own version for optimistic locking (the label `version` is what people read). */
  rev: z.int(),
  /** Who last changed the text: they may not approve it. */
  lastEditedBy: z.string(),
  approval: z.nullable(sopApprovalSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SopStaffVersionSummary = z.infer<typeof sopStaffVersionSummarySchema>;

export const sopStaffVersionSchema = z.extend(sopStaffVersionSummarySchema, { body: sopBodySchema });
export type SopStaffVersion = z.infer<typeof sopStaffVersionSchema>;

/**
 * `GET /api/cms/sops`: every SOP, with every version oldest first (superseded ones included); a page may end inside
 * an SOP's versions, which the next page continues under the same id.
 */
export const sopStaffEntrySchema = z.object({
  id: z.string(),
  versions: z.array(sopStaffVersionSummarySchema),
});
export type SopStaffEntry = z.infer<typeof sopStaffEntrySchema>;

/** `GET /api/cms/sops/{id}`: one SOP with a page of its versions whole, newest first. */
export const sopStaffDetailSchema = z.object({ id: z.string(), versions: z.array(sopStaffVersionSchema) });
export type SopStaffDetail = z.infer<typeof sopStaffDetailSchema>;
