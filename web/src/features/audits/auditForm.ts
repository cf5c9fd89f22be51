import * as z from '@cq/shared/schemas/z';
import { AUDIT_STATUSES } from '@cq/shared/audits/rules';
import { auditPlanViolation, type AuditPlanDates } from '@cq/shared/audits/plan';
import { TRAIL_REASON_MAX, tooLongMessage } from '@cq/shared/schemas/limits';
import { todayIso } from '@/lib/dates';
import {
  AUDIT_AGENDA_MAX,
  AUDIT_DESCRIPTION_MAX,
  AUDIT_MESSAGES,
  AUDIT_SCOPE_MAX,
  auditCreateSchema,
  type AuditCreateInput,
} from '@cq/shared/audits/schemas';

const PROGRESS_MESSAGE = 'Progress must be a whole number from 0 to 100';

/** Who does the audit (issue 18; organisations only): '' is nobody. Members' ids, checked by the API. */
export const assignmentFormFields = {
  leadAuditorId: z.string(),
  auditorIds: z.array(z.string()),
  reviewerId: z.string(),
};
export const NO_ASSIGNEE = '';
export const ASSIGNMENT_FIELDS = ['leadAuditorId', 'auditorIds', 'reviewerId'] as const;

/**
 * The plan (issue 19) as the form holds it: '' is none. The date rules are the API's own (`auditPlanViolation`),
 * checked against the reader's today, with the same messages.
 */
export const planFormFields = {
  auditeeId: z.string(),
  studyId: z.string(),
  mode: z.string(),
  plannedStart: z.string(),
  plannedEnd: z.string(),
  scope: z.string().check(z.trim(), z.maxLength(AUDIT_SCOPE_MAX, tooLongMessage(AUDIT_SCOPE_MAX))),
};
export const PLAN_FORM_FIELDS = ['auditeeId', 'studyId', 'mode', 'plannedStart', 'plannedEnd', 'scope'] as const;

/** The dates of a plan form, '' as null. */
const formDates = (v: Partial<Record<keyof AuditPlanDates, string>>): AuditPlanDates => ({
  plannedStart: v.plannedStart || null,
  plannedEnd: v.plannedEnd || null,
  actualStart: v.actualStart || null,
  actualEnd: v.actualEnd || null,
});

/** Adds the plan's date rule to a form (`before` is the audit as read when editing one). */
export const checkPlanDates =
  (today: () => string, before?: AuditPlanDates & { status: string }) =>
  (v: Partial<Record<keyof AuditPlanDates, string>> & { status?: string }, ctx: z.core.$RefinementCtx) => {
    const violation = auditPlanViolation(
      before ?? null,
      { ...formDates(v), status: v.status ?? before?.status ?? 'draft' },
      today(),
    );
    if (violation) ctx.addIssue({ code: 'custom', path: [violation.field], message: violation.message });
  };

/** The progress field as a number input gives it (an empty box reads NaN). */
export const progressField = z
  .number({ error: PROGRESS_MESSAGE })
  .check(z.int(PROGRESS_MESSAGE), z.gte(0, PROGRESS_MESSAGE), z.lte(100, PROGRESS_MESSAGE));

/**
 * The New Audit dialog (spec §2, §5): the API's own title and type rules and messages ('Title is required',
 * 'Audit type is required'), status default draft, progress default 0, and a date when the status is
 * scheduled. The output is the `POST /api/audits` body, blank optional fields left out.
 */
export const newAuditFormSchema = z.pipe(
  z
    .object({
      title: auditCreateSchema.shape.title,
      description: z
        .string()
        .check(z.trim(), z.maxLength(AUDIT_DESCRIPTION_MAX, tooLongMessage(AUDIT_DESCRIPTION_MAX))),
      type: auditCreateSchema.shape.type,
      status: z.enum(AUDIT_STATUSES),
      progress: progressField,
      ...planFormFields,
      ...assignmentFormFields,
    })
    .check(
      z.refine((v) => v.status !== 'scheduled' || v.plannedStart !== '', {
        path: ['plannedStart'],
        message: AUDIT_MESSAGES.scheduledDateRequired,
      }),
      z.superRefine(checkPlanDates(() => todayIso())),
    ),
  z.transform(({ description, leadAuditorId, auditorIds, reviewerId, ...rest }): AuditCreateInput => ({
    // Blank plan fields are left out (none); the mode select only offers the API's values.
    ...(Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== '')) as unknown as AuditCreateInput),
    ...(description ? { description } : {}),
    ...(leadAuditorId ? { leadAuditorId } : {}),
    ...(auditorIds.length ? { auditorIds } : {}),
    ...(reviewerId ? { reviewerId } : {}),
  })),
);

export type NewAuditFormValues = z.input<typeof newAuditFormSchema>;

/** Field order for focusing the first field the server refused. */
export const NEW_AUDIT_FIELDS = [
  'title',
  'description',
  'type',
  'status',
  'progress',
  ...PLAN_FORM_FIELDS,
  ...ASSIGNMENT_FIELDS,
] as const;

/** A new audit starts as a draft; a completed or cancelled one is reached through its moves, never created. */
export const CREATABLE_STATUSES = ['draft', 'scheduled', 'in_progress'] as const;

/** Why a change was made: optional, kept in the audit trail (21 CFR 11.10(e)). */
export const reasonField = z.string().check(z.trim(), z.maxLength(TRAIL_REASON_MAX, tooLongMessage(TRAIL_REASON_MAX)));

/** Edit Audit: the fields a user may change, and the reason for the trail. */
export const editAuditFormSchema = z.object({
  title: auditCreateSchema.shape.title,
  description: z.string().check(z.trim(), z.maxLength(AUDIT_DESCRIPTION_MAX, tooLongMessage(AUDIT_DESCRIPTION_MAX))),
  type: auditCreateSchema.shape.type,
  progress: progressField,
  ...planFormFields,
  actualStart: z.string(),
  actualEnd: z.string(),
  agenda: z.string().check(z.trim(), z.maxLength(AUDIT_AGENDA_MAX, tooLongMessage(AUDIT_AGENDA_MAX))),
  ...assignmentFormFields,
  reason: reasonField,
});
export type EditAuditFormValues = z.input<typeof editAuditFormSchema>;
export type EditAuditValues = z.output<typeof editAuditFormSchema>;
export const EDIT_AUDIT_FIELDS = [
  'title',
  'description',
  'type',
  'progress',
  ...PLAN_FORM_FIELDS,
  'actualStart',
  'actualEnd',
  'agenda',
  ...ASSIGNMENT_FIELDS,
  'reason',
] as const;

/** A status move: the scheduled date it may need, and the reason. */
export const moveFormSchema = z.object({ scheduledDate: z.string(), reason: reasonField });
export type MoveFormValues = z.infer<typeof moveFormSchema>;
