import { z } from 'zod';
import { boundedText, requiredText } from '../schemas/common';
import { FINDING_SEVERITIES, FINDING_STATUSES } from './rules';

export const FINDING_MESSAGES = {
  titleRequired: 'Title is required',
  severityRequired: 'Severity is required',
  dueDate: 'Due date must be a date (YYYY-MM-DD)',
} as const;

const severity = z.enum(FINDING_SEVERITIES, { error: FINDING_MESSAGES.severityRequired });
const dueDate = z.iso.date({ error: FINDING_MESSAGES.dueDate });

/** `POST /api/audits/{id}/findings`. */
export const findingCreateSchema = z.strictObject({
  title: requiredText(200, FINDING_MESSAGES.titleRequired),
  description: boundedText(5000).optional(),
  severity,
  responseRequired: z.boolean({ error: 'Must be true or false' }).optional(),
  dueDate: dueDate.nullable().optional(),
});
export type FindingCreateInput = z.input<typeof findingCreateSchema>;
export type FindingCreate = z.output<typeof findingCreateSchema>;

/** `PATCH /api/findings/{id}`: the version read, any fields, and a resolution note to close. */
export const findingUpdateSchema = z.strictObject({
  version: z.number({ error: 'Version is required' }).int('Version is required').min(1, 'Version is required'),
  title: requiredText(200, FINDING_MESSAGES.titleRequired).optional(),
  description: boundedText(5000).optional(),
  severity: severity.optional(),
  status: z.enum(FINDING_STATUSES, { error: `Status must be one of ${FINDING_STATUSES.join(', ')}` }).optional(),
  responseRequired: z.boolean({ error: 'Must be true or false' }).optional(),
  dueDate: dueDate.nullable().optional(),
  resolution: boundedText(2000).optional(),
  reason: boundedText(500).optional(),
});
export type FindingUpdate = z.output<typeof findingUpdateSchema>;

export const findingSchema = z.object({
  id: z.string(),
  auditId: z.string(),
  title: z.string(),
  description: z.string(),
  severity: z.enum(FINDING_SEVERITIES),
  status: z.enum(FINDING_STATUSES),
  responseRequired: z.boolean(),
  dueDate: z.string().nullable(),
  resolution: z.string().nullable(),
  closedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
});
export type Finding = z.infer<typeof findingSchema>;
