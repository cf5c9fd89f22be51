import * as z from '../schemas/z';
import { boundedText, requiredText } from '../schemas/common';
import { TRAIL_REASON_MAX } from '../schemas/limits';

/** The limits of the staff forms' free texts (counted in the forms, refused past them by the API). */
export const ERROR_LOG_NOTE_MAX = 500;
export const LEAD_NOTE_MAX = 2000;
export const JOB_SUMMARY_MAX = 2000;
import { pageQuerySchema } from '../schemas/paging';
import { ROLES, SUBSCRIPTION_STATUSES } from '../schemas/user';
import { jobPostSchema } from '../schemas/careers';
import { LEAD_STATUSES, SYSTEM_HEALTH_STATES } from './rules';

const iso = z.string();
const version = z.int({ error: 'Version is required' }).check(z.gte(0, 'Version is required'));
const reason = (message: string) => requiredText(TRAIL_REASON_MAX, message);

/* ───────────────────────────── stats ───────────────────────────── */

/**
 * `GET /api/admin/stats` (spec §3 "Admin stats": totalUsers, activeAudits, systemHealth, lastBackup), every
 * figure real: counters kept with the writes, health from the last hour's error reports and 5xx answers (the
 * figures and thresholds behind the verdict are in `health`), the backup time from the table's point-in-time
 * recovery (cloud) or the local data folder's newest snapshot. `dashboardUrl`: the CloudWatch dashboard, when
 * configured.
 */
export const adminStatsSchema = z.object({
  totalUsers: z.int(),
  activeAudits: z.int(),
  systemHealth: z.enum(SYSTEM_HEALTH_STATES),
  health: z.object({
    /** Start of the window the counts cover (ISO, UTC). */
    windowStart: iso,
    errorLogsLastHour: z.int(),
    serverErrorsLastHour: z.int(),
    thresholds: z.object({
      degraded: z.object({ errorLogs: z.int(), serverErrors: z.int() }),
      down: z.object({ errorLogs: z.int(), serverErrors: z.int() }),
    }),
  }),
  lastBackup: z.nullable(iso),
  dashboardUrl: z.nullable(z.string()),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

/* ───────────────────────────── users and roles ───────────────────────────── */

export const GRANTABLE_ROLES = ['admin', 'editor'] as const;
export type GrantableRole = (typeof GRANTABLE_ROLES)[number];
export const ROLE_ACTIONS = ['grant', 'revoke'] as const;
export type RoleAction = (typeof ROLE_ACTIONS)[number];

export const ADMIN_MESSAGES = {
  reasonRequired: 'Please give a reason for this change.',
  ownAdminRole: 'You cannot remove your own admin role.',
  userNotFound: 'User not found',
  errorLogNotFound: 'Error log not found',
  leadNotFound: 'Lead not found',
  jobNotFound: 'Job not found',
  alreadyResolved: 'This error is already marked resolved.',
  noteRequired: 'Please write a note.',
  ownDeactivation: 'You cannot deactivate your own account.',
  /** What a deactivated person's every request answers (21 CFR 11.100(b): accounts are deactivated, never deleted). */
  deactivated: 'This account is deactivated. Ask an administrator to reactivate it.',
} as const;

/** `GET /api/admin/users`: `q` searches by the start of the e-mail address (any letter case). */
export const adminUsersQuerySchema = z.extend(pageQuerySchema, {
  q: z.optional(boundedText(254)),
});

/** A user as the admin list shows them; `groups` are the staff groups mirrored from Cognito. */
export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.nullable(z.string()),
  lastName: z.nullable(z.string()),
  role: z.enum(ROLES),
  groups: z.array(z.enum(GRANTABLE_ROLES)),
  subscriptionStatus: z.enum(SUBSCRIPTION_STATUSES),
  createdAt: iso,
  /** When an admin deactivated the account; null while it is active. */
  deactivatedAt: z.nullable(iso),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** `POST /api/admin/users/{id}/status`: deactivate or reactivate an account, with the reason kept in the trail. */
export const accountStatusSchema = z.strictObject({
  active: z.boolean({ error: 'Say whether the account is active (true or false)' }),
  reason: reason(ADMIN_MESSAGES.reasonRequired),
});
export type AccountStatusChange = z.output<typeof accountStatusSchema>;

/** `POST /api/admin/users/{id}/roles`: grant or revoke one staff group, with the reason kept in the trail. */
export const roleChangeSchema = z.strictObject({
  role: z.enum(GRANTABLE_ROLES, { error: 'Role must be admin or editor' }),
  action: z.enum(ROLE_ACTIONS, { error: 'Action must be grant or revoke' }),
  reason: reason(ADMIN_MESSAGES.reasonRequired),
});
export type RoleChange = z.output<typeof roleChangeSchema>;

/* ───────────────────────────── error logs ───────────────────────────── */

const day = z.iso.date({ error: 'Day must be a date (YYYY-MM-DD)' });

/** `GET /api/admin/error-logs`: one UTC day (default today), optionally one `error_type`. */
export const errorLogsQuerySchema = z.extend(pageQuerySchema, {
  day: z.optional(day),
  type: z.optional(boundedText(100).check(z.minLength(1))),
});

/** An error log in the admin list. */
export const errorLogSummarySchema = z.object({
  id: z.string(),
  receivedAt: iso,
  error_type: z.string(),
  error_message: z.string(),
  page_url: z.nullable(z.string()),
  resolved: z.boolean(),
  version: z.int(),
});
export type ErrorLogSummary = z.infer<typeof errorLogSummarySchema>;

/** One error log whole: stack, page, user agent, component, and who resolved it when. */
export const errorLogDetailSchema = z.extend(errorLogSummarySchema, {
  stack_trace: z.nullable(z.string()),
  user_agent: z.nullable(z.string()),
  component_context: z.nullable(z.string()),
  /** The time the browser reported (it may differ from `receivedAt`). */
  timestamp: z.nullable(z.string()),
  resolvedAt: z.nullable(iso),
  resolvedBy: z.nullable(z.string()),
});
export type ErrorLogDetail = z.infer<typeof errorLogDetailSchema>;

/** `GET /api/admin/error-logs/daily`: counts per UTC day for the last 14 days, oldest first (today last). */
export const ERROR_LOG_CHART_DAYS = 14;
export const errorLogDailySchema = z.array(z.object({ day: z.string(), count: z.int() }));

/** `PATCH /api/admin/error-logs/{id}`: mark resolved, from the version read. */
export const errorLogResolveSchema = z.strictObject({
  version,
  resolved: z.literal(true, { error: 'resolved must be true' }),
  note: z.optional(boundedText(ERROR_LOG_NOTE_MAX)),
});

/* ───────────────────────────── leads inbox ───────────────────────────── */

export const LEAD_KINDS = ['contact', 'consultation', 'newsletter', 'application', 'mock'] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];
export const LEAD_KIND_LABELS: Record<LeadKind, string> = {
  contact: 'Contact message',
  consultation: 'Consultation request',
  newsletter: 'Newsletter sign-up',
  application: 'Job application',
  mock: 'Paid — mock inspection',
};

const kind = z.enum(LEAD_KINDS, { error: `Kind must be one of ${LEAD_KINDS.join(', ')}` });
export const leadStatusSchema = z.enum(LEAD_STATUSES, { error: `Status must be one of ${LEAD_STATUSES.join(', ')}` });

/** `GET /api/admin/leads` and its CSV export: one kind (default contact), optionally one status. */
export const leadsQuerySchema = z.extend(pageQuerySchema, {
  kind: z.optional(kind),
  status: z.optional(leadStatusSchema),
});
export const leadsExportQuerySchema = z.omit(leadsQuerySchema, { limit: true, cursor: true });

export const leadNoteSchema = z.object({ at: iso, by: z.string(), text: z.string() });

/**
 * A lead as the inbox shows it: the common columns, the job an application is for, the inbox status and notes,
 * and `fields`, every submitted field by its form name (the form's own, e.g. `trial_phase`, `cover_letter`).
 */
export const adminLeadSchema = z.object({
  id: z.string(),
  kind,
  createdAt: iso,
  name: z.nullable(z.string()),
  email: z.string(),
  company: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  /** The message, the intake's scope, or the cover letter; null for a newsletter sign-up. */
  message: z.nullable(z.string()),
  job: z.nullable(z.object({ id: z.string(), title: z.string() })),
  fields: z.record(z.string(), z.string()),
  status: leadStatusSchema,
  notes: z.array(leadNoteSchema),
  version: z.int(),
});
export type AdminLead = z.infer<typeof adminLeadSchema>;

/** `PATCH /api/admin/leads/{id}`: move the status (or keep it) and optionally add a note. */
export const leadUpdateSchema = z.strictObject({
  version,
  status: leadStatusSchema,
  note: z.optional(boundedText(LEAD_NOTE_MAX)),
});
export type LeadUpdate = z.output<typeof leadUpdateSchema>;

/* ───────────────────────────── job posts ───────────────────────────── */

const lines = (label: string, max = 30) =>
  z
    .array(boundedText(1000).check(z.minLength(1, `${label} cannot have a blank line`)), {
      error: `${label} must be a list`,
    })
    .check(z.maxLength(max, `${label} can have at most ${max} lines`));

/** `POST /api/admin/jobs` and `PUT /api/admin/jobs/{id}`: a job post's fields (public spec careers). */
export const jobPostInputSchema = z.strictObject({
  title: requiredText(200, 'Title is required'),
  level: requiredText(100, 'Level is required'),
  department: requiredText(100, 'Department is required'),
  location: requiredText(200, 'Location is required'),
  type: requiredText(100, 'Type is required'),
  summary: z.optional(boundedText(JOB_SUMMARY_MAX)),
  responsibilities: lines('Responsibilities').check(z.minLength(1, 'Add at least one responsibility')),
  qualifications: lines('Qualifications').check(z.minLength(1, 'Add at least one qualification')),
  niceToHaves: z.optional(lines('Nice to haves')),
  compensationRange: z.optional(boundedText(200)),
  isActive: z.optional(z.boolean({ error: 'isActive must be true or false' })),
});
export type JobPostInput = z.output<typeof jobPostInputSchema>;
/** The edit: the whole post again, from the version read (`isActive` false deactivates, true reactivates). */
export const jobPostUpdateSchema = z.extend(jobPostInputSchema, {
  version,
  isActive: z.boolean({ error: 'isActive must be true or false' }),
});
export type JobPostUpdate = z.output<typeof jobPostUpdateSchema>;

/** A job post as the admin sees it: the public shape plus the version edits are checked against. */
export const adminJobSchema = z.extend(jobPostSchema, { version: z.int(), updatedAt: z.nullable(iso) });
export type AdminJob = z.infer<typeof adminJobSchema>;

/* ───────────────────────────── outbox ───────────────────────────── */

/**
 * `GET /api/admin/outbox`: what was sent to whom and when, newest first. Locally the outbox stand-in's messages;
 * in the cloud the record the mail service keeps of each message SES accepted (`transport`, `messageId`).
 */
export const sentMailSchema = z.object({
  id: z.string(),
  sentAt: iso,
  to: z.array(z.string()),
  replyTo: z.nullable(z.string()),
  subject: z.string(),
  text: z.string(),
  transport: z.enum(['outbox', 'ses']),
  messageId: z.nullable(z.string()),
});
export type SentMail = z.infer<typeof sentMailSchema>;
