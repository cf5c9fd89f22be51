import { z } from 'zod';
import { requiredText } from '../schemas/common';
import { BADGE_TYPES } from './badges';

const usage = z.object({ used: z.number().int(), limit: z.number().int().nullable() });

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
  /** `review_awaiting`: a report names the caller as reviewer; `audit_assigned`: someone else assigned them an audit. */
  kind: z.enum(['finding_due', 'finding_overdue', 'capa_overdue', 'review_awaiting', 'audit_assigned']),
  title: z.string(),
  /** Where it leads: the audit of a finding, or the report of a CAPA. */
  auditId: z.string().optional(),
  findingId: z.string().optional(),
  reportId: z.string().optional(),
  capaId: z.string().optional(),
  /** The due date; for a review or an assignment, the day it was asked for (or the audit's scheduled date). */
  dueDate: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** `PATCH /api/auth/user`: the names, with the version read. */
export const profileUpdateSchema = z.strictObject({
  version: z.number({ error: 'Version is required' }).int('Version is required').min(1, 'Version is required'),
  firstName: requiredText(100, 'First name is required'),
  lastName: requiredText(100, 'Last name is required'),
});
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;

/** The dashboard's numbers, all computed from the user's records. */
export const dashboardStatsSchema = z.object({
  totalAudits: z.number().int(),
  totalFindings: z.number().int(),
  activeAudits: z.number().int(),
  openFindings: z.number().int(),
  openCriticalFindings: z.number().int(),
  /** Compliant over applicable answers in completed audit reports, 0-100; null until one exists. */
  complianceRate: z.number().nullable(),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;
