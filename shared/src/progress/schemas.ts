import * as z from '../schemas/z';
import { requiredText } from '../schemas/common';
import { BADGE_TYPES } from './badges';

const usage = z.object({ used: z.int(), limit: z.nullable(z.int()) });

/** `GET /api/usage/stats` (spec §3 shape; limit null = unlimited). */
export const usageStatsSchema = z.object({ audits: usage, qualaInteractions: usage });
export type UsageStats = z.infer<typeof usageStatsSchema>;

export const badgeSchema = z.object({
  id: z.string(),
  badgeType: z.enum(BADGE_TYPES),
  title: z.string(),
  description: z.string(),
  iconClass: z.string(),
  earnedAt: z.string(),
});
export type Badge = z.infer<typeof badgeSchema>;

/** One bell entry: an open finding due within 7 days or overdue. */
export const notificationSchema = z.object({
  id: z.string(),
  /**
   * `capa_check_due`: a CAPA's scheduled effectiveness check (due soon or overdue); `review_awaiting`: a report names the caller as reviewer; `audit_assigned`: someone else assigned them an audit.
   */
  kind: z.enum([
    'finding_due',
    'finding_overdue',
    'capa_overdue',
    'capa_check_due',
    'review_awaiting',
    'audit_assigned',
    'response_review',
  ]),
  title: z.string(),
  /** Where it leads: the audit of a finding, or the report of a CAPA. */
  auditId: z.optional(z.string()),
  findingId: z.optional(z.string()),
  reportId: z.optional(z.string()),
  capaId: z.optional(z.string()),
  /** The due date; for a review or an assignment, the day it was asked for (or the audit's scheduled date). */
  dueDate: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

const FIRST_NAME_REQUIRED = 'First name is required';
const LAST_NAME_REQUIRED = 'Last name is required';

/** A person's names, as the profile form edits them. */
export const profileNamesSchema = z.strictObject({
  firstName: requiredText(100, FIRST_NAME_REQUIRED),
  lastName: requiredText(100, LAST_NAME_REQUIRED),
});

/**
 * `PATCH /api/auth/user`, with the version read: the names, or (on its own) the acceptance of the e-signature
 * statement a first signature needs (21 CFR 11.100(c)); one body, so accepting needs no route of its own.
 */
export const profileUpdateSchema = z
  .strictObject({
    version: z.int({ error: 'Version is required' }).check(z.gte(1, 'Version is required')),
    firstName: z.optional(profileNamesSchema.shape.firstName),
    lastName: z.optional(profileNamesSchema.shape.lastName),
    acceptSignatureStatement: z.optional(z.literal(true, { error: 'Only true accepts the statement' })),
  })
  .check(
    z.superRefine((body, ctx) => {
      const named = body.firstName !== undefined || body.lastName !== undefined;
      if (body.acceptSignatureStatement) {
        if (named)
          ctx.addIssue({ code: 'custom', path: ['acceptSignatureStatement'], message: 'Send it without names' });
        return;
      }
      if (body.firstName === undefined)
        ctx.addIssue({ code: 'custom', path: ['firstName'], message: FIRST_NAME_REQUIRED });
      if (body.lastName === undefined)
        ctx.addIssue({ code: 'custom', path: ['lastName'], message: LAST_NAME_REQUIRED });
    }),
  );
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;

/** The dashboard's numbers, all computed from the user's records. */
export const dashboardStatsSchema = z.object({
  totalAudits: z.int(),
  totalFindings: z.int(),
  activeAudits: z.int(),
  openFindings: z.int(),
  openCriticalFindings: z.int(),
  /** Auditee responses submitted and waiting on the auditor's acceptance or return (issue 20). */
  responsesToReview: z.int(),
  /** Compliant over applicable answers in completed audit reports, 0-100; null until one exists. */
  complianceRate: z.nullable(z.number()),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;
