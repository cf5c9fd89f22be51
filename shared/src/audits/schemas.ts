import * as z from '../schemas/z';
import { boundedText, requiredText } from '../schemas/common';
import { TRAIL_REASON_MAX } from '../schemas/limits';
import { assignmentFields } from '../orgs/schemas';
import { AUDIT_STATUSES, AUDIT_TYPES } from './rules';
import { AUDIT_MODES, AUDIT_PLAN_MESSAGES } from './plan';

/** Spec messages (workspace spec §5), shared by the New Audit dialog and the API. */
export const AUDIT_MESSAGES = {
  titleRequired: 'Title is required',
  typeRequired: 'Audit type is required',
  scheduledDateRequired: 'A scheduled audit needs a scheduled date',
  createFailed: 'Failed to create audit',
} as const;

export const AUDIT_TITLE_MAX = 200;
export const AUDIT_DESCRIPTION_MAX = 5000;
/** What the audit covers (the plan's scope statement). */
export const AUDIT_SCOPE_MAX = 2000;
/** The audit plan or agenda as text; its files come with the evidence work (issue 19, Evidence). */
export const AUDIT_AGENDA_MAX = 10000;

const title = requiredText(AUDIT_TITLE_MAX, AUDIT_MESSAGES.titleRequired);
const type = z.enum(AUDIT_TYPES, { error: AUDIT_MESSAGES.typeRequired });
const status = z.enum(AUDIT_STATUSES, { error: `Status must be one of ${AUDIT_STATUSES.join(', ')}` });
const progress = z
  .number({ error: 'Progress must be a whole number from 0 to 100' })
  .check(
    z.int('Progress must be a whole number from 0 to 100'),
    z.gte(0, 'Progress must be a whole number from 0 to 100'),
    z.lte(100, 'Progress must be a whole number from 0 to 100'),
  );
/** A calendar date or a full ISO timestamp; stored as given (UTC). */
const dateValue = z.union([z.iso.date(), z.iso.datetime({ offset: true })], {
  error: 'Must be a date (YYYY-MM-DD) or an ISO date-time',
});

const calendarDay = z.iso.date({ error: AUDIT_PLAN_MESSAGES.dateInvalid });
/** A record of the workspace by id (auditee, study), checked by the API; null clears it. */
const recordId = z.string().check(z.trim(), z.minLength(1), z.maxLength(100));

/**
 * The plan (issue 19): auditee and study of the workspace, scope, mode, planned and actual dates, agenda. A blank
 * text or a null clears a field; the date rules are `auditPlanViolation` (./plan), applied to the stored audit.
 */
const planFields = {
  auditeeId: z.optional(z.nullable(recordId)),
  studyId: z.optional(z.nullable(recordId)),
  scope: z.optional(z.nullable(boundedText(AUDIT_SCOPE_MAX))),
  mode: z.optional(z.nullable(z.enum(AUDIT_MODES, { error: AUDIT_PLAN_MESSAGES.modeInvalid }))),
  plannedStart: z.optional(z.nullable(calendarDay)),
  plannedEnd: z.optional(z.nullable(calendarDay)),
  actualStart: z.optional(z.nullable(calendarDay)),
  actualEnd: z.optional(z.nullable(calendarDay)),
  agenda: z.optional(z.nullable(boundedText(AUDIT_AGENDA_MAX))),
};

/** `POST /api/audits`: the New Audit dialog's fields. */
export const auditCreateSchema = z.strictObject({
  title,
  description: z.optional(boundedText(AUDIT_DESCRIPTION_MAX)),
  type,
  status: z.optional(status),
  progress: z.optional(progress),
  scheduledDate: z.optional(z.nullable(dateValue)),
  ...assignmentFields,
  ...planFields,
});
export type AuditCreateInput = z.input<typeof auditCreateSchema>;
export type AuditCreate = z.output<typeof auditCreateSchema>;

/** `PATCH /api/audits/{id}`: the version the caller read, and any fields to change. */
export const auditUpdateSchema = z.strictObject({
  version: z.int({ error: 'Version is required' }).check(z.gte(1, 'Version is required')),
  title: z.optional(title),
  description: z.optional(boundedText(AUDIT_DESCRIPTION_MAX)),
  type: z.optional(type),
  status: z.optional(status),
  progress: z.optional(progress),
  scheduledDate: z.optional(z.nullable(dateValue)),
  ...assignmentFields,
  ...planFields,
  /** Why the change was made: kept in the audit trail (21 CFR 11.10(e)). */
  reason: z.optional(boundedText(TRAIL_REASON_MAX)),
});
export type AuditUpdate = z.output<typeof auditUpdateSchema>;

/** An audit as the API returns it. */
export const auditSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  type: z.enum(AUDIT_TYPES),
  status: z.enum(AUDIT_STATUSES),
  progress: z.int(),
  scheduledDate: z.nullable(z.string()),
  completedDate: z.nullable(z.string()),
  leadAuditorId: z.nullable(z.string()),
  auditorIds: z.array(z.string()),
  reviewerId: z.nullable(z.string()),
  /** The plan: absent on audits made before it (null). */
  auditeeId: z.nullable(z.string()),
  studyId: z.nullable(z.string()),
  scope: z.nullable(z.string()),
  mode: z.nullable(z.enum(AUDIT_MODES)),
  plannedStart: z.nullable(z.string()),
  plannedEnd: z.nullable(z.string()),
  actualStart: z.nullable(z.string()),
  actualEnd: z.nullable(z.string()),
  agenda: z.nullable(z.string()),
  createdBy: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.int(),
});
export type Audit = z.infer<typeof auditSchema>;

/** One entry of a record's audit trail, as the API returns it. */
export const trailEntrySchema = z.object({
  /** The record the entry belongs to (a member's activity list spans records). */
  entityType: z.optional(z.string()),
  entityId: z.optional(z.string()),
  seq: z.int(),
  at: z.string(),
  actor: z.string(),
  action: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  reason: z.optional(z.string()),
  /** The means, when not the person's own session: the API key acting for them ("Jane Doe via key 'CTMS sync'"). */
  via: z.optional(z.object({ apiKeyId: z.string(), name: z.string() })),
  prevHash: z.string(),
  hash: z.string(),
});
export type TrailEntryView = z.infer<typeof trailEntrySchema>;

/** A record's trail; `brokenAt` is the first entry whose hash or link does not verify (null when intact). */
export const trailSchema = z.object({
  entries: z.array(trailEntrySchema),
  verified: z.boolean(),
  brokenAt: z.optional(z.nullable(z.int())),
});
