import * as z from '../schemas/z';
import { pageQuerySchema } from '../schemas/paging';
import { boundedText, requiredText } from '../schemas/common';
import { TRAIL_REASON_MAX } from '../schemas/limits';
import { FINDING_SEVERITIES, FINDING_STATUSES, FINDING_STATUS_FILTERS } from './rules';

export const FINDING_MESSAGES = {
  titleRequired: 'Title is required',
  severityRequired: 'Severity is required',
  dueDate: 'Due date must be a date (YYYY-MM-DD)',
} as const;

/** A finding's description and the resolution note that closes it: counted in the forms, refused past this. */
export const FINDING_DESCRIPTION_MAX = 5000;
export const FINDING_RESOLUTION_MAX = 2000;

const severity = z.enum(FINDING_SEVERITIES, { error: FINDING_MESSAGES.severityRequired });
const dueDate = z.iso.date({ error: FINDING_MESSAGES.dueDate });

/** `POST /api/audits/{id}/findings`. */
export const findingCreateSchema = z.strictObject({
  title: requiredText(200, FINDING_MESSAGES.titleRequired),
  description: z.optional(boundedText(FINDING_DESCRIPTION_MAX)),
  severity,
  responseRequired: z.optional(z.boolean({ error: 'Must be true or false' })),
  dueDate: z.optional(z.nullable(dueDate)),
});
export type FindingCreateInput = z.input<typeof findingCreateSchema>;
export type FindingCreate = z.output<typeof findingCreateSchema>;

/** `PATCH /api/findings/{id}`: the version read, any fields, and a resolution note to close. */
export const findingUpdateSchema = z.strictObject({
  version: z.int({ error: 'Version is required' }).check(z.gte(1, 'Version is required')),
  title: z.optional(requiredText(200, FINDING_MESSAGES.titleRequired)),
  description: z.optional(boundedText(FINDING_DESCRIPTION_MAX)),
  severity: z.optional(severity),
  status: z.optional(z.enum(FINDING_STATUSES, { error: `Status must be one of ${FINDING_STATUSES.join(', ')}` })),
  responseRequired: z.optional(z.boolean({ error: 'Must be true or false' })),
  dueDate: z.optional(z.nullable(dueDate)),
  resolution: z.optional(boundedText(FINDING_RESOLUTION_MAX)),
  reason: z.optional(boundedText(TRAIL_REASON_MAX)),
});
export type FindingUpdate = z.output<typeof findingUpdateSchema>;

/**
 * An earlier finding a finding repeats: its id, the audit it is on (where it is linked to) and the day it was
 * raised (absent on repeats recorded before analytics kept it).
 */
export const repeatRefSchema = z.object({ id: z.string(), auditId: z.string(), raisedAt: z.optional(z.string()) });
export type RepeatRef = z.infer<typeof repeatRefSchema>;

export const findingSchema = z.object({
  id: z.string(),
  /** The audit it belongs to; null for a finding of a report made without an audit. */
  auditId: z.nullable(z.string()),
  /** The report that raised it (its id is then `<reportId>.<questionId>`), or null for one recorded by hand. */
  reportId: z.nullable(z.string()),
  questionId: z.nullable(z.string()),
  /** The checklist category of the question it answers (repeat findings compare it). */
  category: z.nullable(z.string()),
  /** The CAPA that closes it: while it has one, its status follows the CAPA's. */
  capaId: z.nullable(z.string()),
  title: z.string(),
  description: z.string(),
  severity: z.enum(FINDING_SEVERITIES),
  status: z.enum(FINDING_STATUSES),
  responseRequired: z.boolean(),
  dueDate: z.nullable(z.string()),
  resolution: z.nullable(z.string()),
  closedAt: z.nullable(z.string()),
  /**
   * A repeat finding: the auditee's findings of the same checklist question (or, failing that, category) in
   * earlier audits, newest first, found when it was raised ("Repeat (n)"). Empty for a first finding.
   */
  repeatOf: z.array(repeatRefSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.int(),
});
export type Finding = z.infer<typeof findingSchema>;

/** `GET /api/findings`: the workspace's findings, filtered (both optional; "open" is every finding not closed). */
export const findingListQuerySchema = z.extend(pageQuerySchema, {
  status: z.optional(z.enum(FINDING_STATUS_FILTERS, { error: 'Status must be open or closed' })),
  severity: z.optional(
    z.enum(FINDING_SEVERITIES, { error: `Severity must be one of ${FINDING_SEVERITIES.join(', ')}` }),
  ),
});
export type FindingListQuery = z.output<typeof findingListQuerySchema>;

/** A finding in the workspace's list: the finding and the title of the audit it belongs to ('' for none). */
export const workspaceFindingSchema = z.extend(findingSchema, { auditTitle: z.string() });
export type WorkspaceFinding = z.infer<typeof workspaceFindingSchema>;
