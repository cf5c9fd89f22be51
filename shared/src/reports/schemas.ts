import * as z from '../schemas/z';
import { pageQuerySchema } from '../schemas/paging';
import { boundedText, requiredText } from '../schemas/common';
import { TRAIL_REASON_MAX } from '../schemas/limits';
import { assignmentFields } from '../orgs/schemas';
import { TEMPLATE_LIMITS, TEMPLATE_MESSAGES } from '../templates/rules';
import { CHECKLIST_RESPONSES, REPORT_FINDING_SEVERITIES, REPORT_STATUSES, RISK_LEVELS, type Grading } from './rules';
import { QUESTION_PRIORITIES, REPORT_TYPES } from './templates';

export const REPORT_MESSAGES = {
  titleRequired: 'Title is required',
  typeRequired: 'Report type is required',
  passwordRequired: 'Enter your password to sign',
  meaningRequired: 'Choose what your signature means',
  wrongPassword: 'The password is not correct. The report was not signed.',
  /** Shown on the page and in every export for a signature whose content hash no longer matches the report. */
  signatureInvalid: 'Signature invalid: the record changed after it was signed',
} as const;

/** The limits of a report's text fields: the forms count against them and the API refuses past them. */
export const REPORT_TITLE_MAX = 200;
export const REPORT_NOTES_MAX = 5000;
/** A checklist answer's notes (the observation that goes into its finding). */
export const CHECKLIST_NOTES_MAX = 2000;

const version = z.int({ error: 'Version is required' }).check(z.gte(1, 'Version is required'));

/**
 * `POST /api/audit-reports` (wizard step 1): a report type (its default checklist) or a template (its newest
 * published version; the report takes the template's type).
 */
export const reportCreateSchema = z
  .strictObject({
    type: z.optional(z.enum(REPORT_TYPES, { error: REPORT_MESSAGES.typeRequired })),
    templateId: z.optional(
      z.string().check(z.trim(), z.minLength(1, TEMPLATE_MESSAGES.templateNotFound), z.maxLength(100)),
    ),
    title: requiredText(REPORT_TITLE_MAX, REPORT_MESSAGES.titleRequired),
    notes: z.optional(boundedText(REPORT_NOTES_MAX)),
    /** One of the caller's audits: the report's findings then appear among that audit's findings. */
    auditId: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(100))),
    /** A member of the workspace who will review it (in an organisation). */
    reviewerId: assignmentFields.reviewerId,
    /**
     * "Start from last audit": the answers and notes of the newest completed report of the same template on an
     * audit of the same auditee, each marked carried over until confirmed. Needs `auditId` (an audit with an auditee).
     */
    carryOverFrom: z.optional(z.literal('last', { error: 'carryOverFrom must be "last"' })),
  })
  .check(
    z.refine((body) => body.type !== undefined || body.templateId !== undefined, {
      path: ['type'],
      message: REPORT_MESSAGES.typeRequired,
    }),
  );
export type ReportCreate = z.output<typeof reportCreateSchema>;

/** `PUT /api/audit-reports/{id}/responses` (wizard step 2). */
export const reportResponsesSchema = z.strictObject({
  version,
  responses: z
    .array(
      z.strictObject({
        questionId: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
        response: z.nullable(z.enum(CHECKLIST_RESPONSES, { error: 'Choose an answer' })),
        notes: z.optional(boundedText(CHECKLIST_NOTES_MAX)),
        /**
         * Confirms an answer carried over from the last audit as this audit's (a changed answer or note confirms
         * itself); without it, an unchanged carried-over answer sent again stays marked.
         */
        confirm: z.optional(z.boolean()),
      }),
    )
    .check(z.maxLength(TEMPLATE_LIMITS.questions, 'Too many answers')),
  /** Needed once the answers are recorded (a report in review): see shared/src/trail/reasonForChange.ts. */
  reason: z.optional(boundedText(TRAIL_REASON_MAX)),
});
export type ReportResponses = z.output<typeof reportResponsesSchema>;

/** `PATCH /api/audit-reports/{id}`: status moves, title, notes. */
export const reportUpdateSchema = z.strictObject({
  version,
  status: z.optional(z.enum(REPORT_STATUSES, { error: `Status must be one of ${REPORT_STATUSES.join(', ')}` })),
  title: z.optional(requiredText(REPORT_TITLE_MAX, REPORT_MESSAGES.titleRequired)),
  notes: z.optional(boundedText(REPORT_NOTES_MAX)),
  reviewerId: assignmentFields.reviewerId,
  reason: z.optional(boundedText(TRAIL_REASON_MAX)),
});
export type ReportUpdate = z.output<typeof reportUpdateSchema>;

export const SIGNATURE_MEANINGS = ['Approved', 'Reviewed', 'Authored'] as const;
export type SignatureMeaning = (typeof SIGNATURE_MEANINGS)[number];

/** `POST /api/audit-reports/{id}/approve`: an electronic signature (21 CFR 11.50, 11.200). */
export const reportApproveSchema = z.strictObject({
  version,
  password: z
    .string({ error: REPORT_MESSAGES.passwordRequired })
    .check(z.minLength(1, REPORT_MESSAGES.passwordRequired), z.maxLength(256)),
  meaning: z.enum(SIGNATURE_MEANINGS, { error: REPORT_MESSAGES.meaningRequired }),
});
export type ReportApprove = z.output<typeof reportApproveSchema>;

export const reportExportQuerySchema = z.strictObject({
  format: z.enum(['pdf', 'html', 'md'], { error: 'Format must be pdf, html or md' }),
});
export type ReportExportFormat = z.output<typeof reportExportQuerySchema>['format'];

const checklistItemSchema = z.object({
  id: z.string(),
  question: z.string(),
  category: z.string(),
  priority: z.enum(QUESTION_PRIORITIES),
  reference: z.string(),
  section: z.optional(z.string()),
  guidance: z.optional(z.string()),
  evidenceRequired: z.optional(z.boolean()),
  response: z.nullable(z.enum(CHECKLIST_RESPONSES)),
  notes: z.string(),
  /** Carried over from the auditee's last report and not confirmed yet (absent once confirmed or changed). */
  carriedOver: z.optional(z.boolean()),
});

const generatedFindingSchema = z.object({
  id: z.string(),
  questionId: z.string(),
  title: z.string(),
  description: z.string(),
  severity: z.enum(REPORT_FINDING_SEVERITIES),
  category: z.string(),
  recommendation: z.string(),
  capa: z.nullable(z.string()),
  points: z.int(),
  grade: z.optional(z.string()),
});

const gradingShape = z.object({
  grades: z.array(z.object({ label: z.string(), points: z.number(), severity: z.enum(REPORT_FINDING_SEVERITIES) })),
  matrix: z.object({
    non_compliant: z.object({ critical: z.string(), high: z.string(), medium: z.string() }),
    minor_finding: z.object({ critical: z.string(), high: z.string(), medium: z.string() }),
  }),
}) satisfies z.ZodMiniType<Grading>;

export const signatureSchema = z.object({
  signerId: z.string(),
  printedName: z.string(),
  email: z.string(),
  meaning: z.enum(SIGNATURE_MEANINGS),
  signedAt: z.string(),
  /** SHA-256 of the report content signed: any later change would no longer match. */
  contentHash: z.string(),
});
/** A signature as stored: what was signed, by whom, when. */
export type Signature = z.infer<typeof signatureSchema>;

/**
 * A signature as the API shows it: `valid` says whether its content hash still matches the report's content,
 * recomputed on every read. Signing is possible only while the report is Completed, when its content can no longer
 * change through the API, so every signature of an untouched report covers the same content and all are valid;
 * any change to the content afterwards (only possible behind the API's back) makes every one of them invalid.
 */
export const verifiedSignatureSchema = z.extend(signatureSchema, { valid: z.boolean() });
export type VerifiedSignature = z.infer<typeof verifiedSignatureSchema>;

/** What a report in the list and a whole report both carry (spec §7 list fields). */
const reportFieldsSchema = z.object({
  id: z.string(),
  title: z.string(),
  type: z.enum(REPORT_TYPES),
  status: z.enum(REPORT_STATUSES),
  progress: z.int(),
  findings: z.int(),
  riskScore: z.int(),
  riskLevel: z.enum(RISK_LEVELS),
  /** The member asked to review it (the "Awaiting my review" filter), or null. */
  reviewerId: z.nullable(z.string()),
  /** Everyone who created the report or recorded any of its answers: they cannot approve it (in an organisation). */
  authorIds: z.array(z.string()),
  /** Who signed it "Approved" or "Reviewed" (no longer awaited as reviewers). */
  reviewedBy: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.int(),
});

/**
 * A report in the list: its fields and how much of its checklist is answered (`answered` of `questions`), since
 * its risk score is provisional until every item is (`scoreStanding` in rules.ts); a whole report counts its
 * checklist itself.
 */
export const reportSummarySchema = z.extend(reportFieldsSchema, {
  answered: z.int(),
  questions: z.int(),
});
export type ReportSummary = z.infer<typeof reportSummarySchema>;

/** The report counters of the workspace (`GET /api/report-counts`, kept with every report write). */
export const reportCountsSchema = z.object({
  total: z.int(),
  inProgress: z.int(),
  underReview: z.int(),
  highRisk: z.int(),
  completed: z.int(),
});

/** The report list's address: a page, optionally of one status and one type. */
export const reportListQuerySchema = z.extend(pageQuerySchema, {
  status: z.optional(z.enum(REPORT_STATUSES)),
  type: z.optional(z.enum(REPORT_TYPES)),
});
export type ReportListQuery = z.output<typeof reportListQuerySchema>;

/** A report with everything on its page. */
export const reportSchema = z.extend(reportFieldsSchema, {
  notes: z.string(),
  auditId: z.nullable(z.string()),
  /** The template and the exact version the checklist was built from (null: the report type's default). */
  templateId: z.nullable(z.string()),
  templateVersion: z.nullable(z.int()),
  /** The template's own grading (null: the built-in rule, spec §9) and the answers its checklist offers. */
  grading: z.nullable(gradingShape),
  answerScale: z.array(z.enum(CHECKLIST_RESPONSES)),
  checklist: z.array(checklistItemSchema),
  generatedFindings: z.array(generatedFindingSchema),
  complianceRate: z.nullable(z.number()),
  completedAt: z.nullable(z.string()),
  createdBy: z.string(),
  /** Every signature, oldest first; only one with the meaning "Approved" approves the report. */
  signatures: z.array(verifiedSignatureSchema),
});
export type Report = z.infer<typeof reportSchema>;

/**
 * `GET /api/audits/{id}/last-report`: the report a new one of this template (or type) on the audit would start
 * from with "Start from last audit" (the newest completed or approved report of the same template on an audit of
 * the same auditee), or null.
 */
export const lastReportQuerySchema = z
  .strictObject({
    type: z.optional(z.enum(REPORT_TYPES, { error: REPORT_MESSAGES.typeRequired })),
    templateId: z.optional(
      z.string().check(z.trim(), z.minLength(1, TEMPLATE_MESSAGES.templateNotFound), z.maxLength(100)),
    ),
  })
  .check(
    z.refine((q) => q.type !== undefined || q.templateId !== undefined, {
      path: ['type'],
      message: REPORT_MESSAGES.typeRequired,
    }),
  );
export type LastReportQuery = z.output<typeof lastReportQuerySchema>;

export const lastReportSchema = z.object({
  report: z.nullable(z.object({ id: z.string(), title: z.string(), completedAt: z.nullable(z.string()) })),
});
export type LastReport = z.infer<typeof lastReportSchema>;
