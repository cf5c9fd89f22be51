/**
 * An audit's plan (issue 19, "Audits gain"): whose audit it is, how and when it runs. The date rules live here
 * once, for the API and the forms, with the same messages.
 */
export const AUDIT_MODES = ['on_site', 'remote', 'hybrid'] as const;
export type AuditMode = (typeof AUDIT_MODES)[number];

export const AUDIT_MODE_LABELS: Record<AuditMode, string> = {
  on_site: 'On-site',
  remote: 'Remote',
  hybrid: 'Hybrid',
};

/** Said the way the intake form says its date rules ('Preferred consultation date is required'). */
export const AUDIT_PLAN_MESSAGES = {
  modeInvalid: 'Audit mode must be On-site, Remote or Hybrid',
  dateInvalid: 'Must be a date (YYYY-MM-DD)',
  plannedStartPast: 'Planned start date cannot be in the past',
  plannedEndBeforeStart: 'Planned end date cannot be before the planned start date',
  actualEndBeforeStart: 'Actual end date cannot be before the actual start date',
  auditeeMissing: 'Choose an auditee of this workspace',
  studyMissing: 'Choose a study of this workspace',
} as const;

/** The plan's fields on an audit (issue 19), absent (null) on audits made before it. */
export const AUDIT_PLAN_FIELDS = [
  'auditeeId',
  'studyId',
  'scope',
  'mode',
  'plannedStart',
  'plannedEnd',
  'actualStart',
  'actualEnd',
  'agenda',
] as const;
export type AuditPlanKey = (typeof AUDIT_PLAN_FIELDS)[number];

/** An audit without a plan: every plan field null. */
export const NO_AUDIT_PLAN = Object.fromEntries(AUDIT_PLAN_FIELDS.map((f) => [f, null])) as Record<AuditPlanKey, null>;

/** The plan's dates, calendar days (YYYY-MM-DD); null when not set. */
export interface AuditPlanDates {
  plannedStart: string | null;
  plannedEnd: string | null;
  actualStart: string | null;
  actualEnd: string | null;
}

export type AuditPlanField = keyof AuditPlanDates;

/**
 * `scheduledDate` (spec 001 §3, §5) and `plannedStart` name the same day: a change to one sets the other (the
 * scheduled date keeps a time of day when it had one on that day), so clients that know only `scheduledDate` and
 * the calendar, which reads `plannedStart`, always agree. Given both, each is kept as given.
 */
export function alignScheduledDate(
  current: { scheduledDate: string | null; plannedStart: string | null } | null,
  change: { scheduledDate?: string | null; plannedStart?: string | null },
): { scheduledDate: string | null; plannedStart: string | null } {
  const day = (value: string | null) => (value ? value.slice(0, 10) : null);
  if (change.plannedStart !== undefined && change.scheduledDate === undefined) {
    const kept = current?.scheduledDate && day(current.scheduledDate) === change.plannedStart;
    return {
      plannedStart: change.plannedStart,
      scheduledDate: kept ? (current?.scheduledDate ?? null) : change.plannedStart,
    };
  }
  if (change.scheduledDate !== undefined && change.plannedStart === undefined) {
    return { scheduledDate: change.scheduledDate, plannedStart: day(change.scheduledDate) };
  }
  return {
    scheduledDate: change.scheduledDate !== undefined ? change.scheduledDate : (current?.scheduledDate ?? null),
    plannedStart: change.plannedStart !== undefined ? change.plannedStart : (current?.plannedStart ?? null),
  };
}

/**
 * The earliest "today" anywhere (UTC-12): the server refuses a past planned start against it, so a planner late in
 * the evening west of UTC is never told their today is in the past. The form checks against the reader's own day.
 */
export const earliestToday = (now: Date = new Date()): string =>
  new Date(now.getTime() - 12 * 3_600_000).toISOString().slice(0, 10);

/**
 * The plan's date rules, on the audit as it would be after a change: end on or after start (planned and actual),
 * and a scheduled audit's planned start not before `today` — checked only when the planned start or the move to
 * scheduled is part of the change (`before` null when creating), so an audit scheduled last month can still be
 * edited. Returns the first broken rule, on its field.
 */
export function auditPlanViolation(
  before: (AuditPlanDates & { status: string }) | null,
  after: AuditPlanDates & { status: string },
  today: string,
): { field: AuditPlanField; message: string } | null {
  const startChanged = before === null || before.plannedStart !== after.plannedStart || before.status !== after.status;
  if (after.status === 'scheduled' && startChanged && after.plannedStart && after.plannedStart < today) {
    return { field: 'plannedStart', message: AUDIT_PLAN_MESSAGES.plannedStartPast };
  }
  if (after.plannedStart && after.plannedEnd && after.plannedEnd < after.plannedStart) {
    return { field: 'plannedEnd', message: AUDIT_PLAN_MESSAGES.plannedEndBeforeStart };
  }
  if (after.actualStart && after.actualEnd && after.actualEnd < after.actualStart) {
    return { field: 'actualEnd', message: AUDIT_PLAN_MESSAGES.actualEndBeforeStart };
  }
  return null;
}
