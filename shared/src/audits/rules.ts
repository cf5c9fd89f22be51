/** Audit rules (workspace spec §3, §4, §9 and our 21 CFR 11.10(f) sequence checks), used by the API and the UI. */
export const AUDIT_TYPES = ['hospital', 'pharmacy', 'clinical_trial', 'compliance'] as const;
export type AuditType = (typeof AUDIT_TYPES)[number];

export const AUDIT_TYPE_LABELS: Record<AuditType, string> = {
  hospital: 'Hospital',
  pharmacy: 'Pharmacy',
  clinical_trial: 'Clinical Trial',
  compliance: 'Compliance',
};

export const AUDIT_STATUSES = ['draft', 'scheduled', 'in_progress', 'completed', 'cancelled'] as const;
export type AuditStatus = (typeof AUDIT_STATUSES)[number];

export const AUDIT_STATUS_LABELS: Record<AuditStatus, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  in_progress: 'In Progress',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/** Where each status may move next; completed and cancelled are final. */
export const AUDIT_TRANSITIONS: Record<AuditStatus, readonly AuditStatus[]> = {
  draft: ['scheduled', 'in_progress', 'cancelled'],
  scheduled: ['in_progress', 'cancelled'],
  in_progress: ['completed', 'cancelled'],
  completed: [],
  cancelled: [],
};

export const canMoveAudit = (from: AuditStatus, to: AuditStatus): boolean => AUDIT_TRANSITIONS[from].includes(to);

export const isFinalAuditStatus = (status: AuditStatus): boolean => AUDIT_TRANSITIONS[status].length === 0;

export const finalAuditRefusal = (status: AuditStatus): string =>
  `A ${AUDIT_STATUS_LABELS[status]} audit is final and cannot be changed.`;

/**
 * A final audit takes no new findings by hand (a completed report still adds its findings to its audit); the
 * findings it has are followed up to closure after the audit itself is completed.
 */
export const takesNewFindings = (status: AuditStatus): boolean => !isFinalAuditStatus(status);

/** Said under a completed audit, whose findings may still be open. */
export const COMPLETED_AUDIT_FOLLOW_UP = 'Its findings are followed up below until each one is closed.';

export const auditMoveRefusal = (from: AuditStatus, to: AuditStatus): string =>
  `An audit cannot move from ${AUDIT_STATUS_LABELS[from]} to ${AUDIT_STATUS_LABELS[to]}.`;

/** The statuses that count as active on the dashboard. */
export const ACTIVE_AUDIT_STATUSES: readonly AuditStatus[] = ['draft', 'scheduled', 'in_progress'];

export interface AuditState {
  status: AuditStatus;
  progress: number;
  scheduledDate: string | null;
  completedDate: string | null;
}

export type AuditRuleViolation =
  { kind: 'transition'; message: string } | { kind: 'field'; field: 'scheduledDate'; message: string };

/**
 * Applies a requested change to an audit's status fields: checks the move, requires a scheduled date for
 * scheduled, and completing sets the completion date and progress 100. A completed or cancelled audit is final:
 * the caller refuses any change to it (see `isFinalAuditStatus`) before asking for a move. Returns the resulting state or the
 * rule the change breaks. `current` null means the audit is being created (any starting status).
 */
export function applyAuditStatus(
  current: AuditState | null,
  change: Partial<Pick<AuditState, 'status' | 'progress' | 'scheduledDate'>>,
  now: string,
): { ok: true; state: AuditState } | { ok: false; violation: AuditRuleViolation } {
  const from = current?.status;
  const to = change.status ?? from ?? 'draft';
  if (from && to !== from && !canMoveAudit(from, to)) {
    return { ok: false, violation: { kind: 'transition', message: auditMoveRefusal(from, to) } };
  }
  const scheduledDate = change.scheduledDate !== undefined ? change.scheduledDate : (current?.scheduledDate ?? null);
  if (to === 'scheduled' && !scheduledDate) {
    return {
      ok: false,
      violation: { kind: 'field', field: 'scheduledDate', message: 'A scheduled audit needs a scheduled date' },
    };
  }
  const completing = to === 'completed' && from !== 'completed';
  return {
    ok: true,
    state: {
      status: to,
      scheduledDate,
      progress: completing ? 100 : (change.progress ?? current?.progress ?? 0),
      completedDate: completing ? now : (current?.completedDate ?? null),
    },
  };
}

/** Whether a person leads, audits or reviews an audit (the "Assigned to me" filter, the bell). */
export const isAssignedTo = (
  audit: { leadAuditorId: string | null; auditorIds: readonly string[]; reviewerId: string | null },
  userId: string,
): boolean => audit.leadAuditorId === userId || audit.reviewerId === userId || audit.auditorIds.includes(userId);

/** Said when a status or progress is set by hand on an audit that has a report: the report moves it. */
export const AUDIT_FOLLOWS_REPORTS =
  "This audit's status and progress follow its report: they change as the report is answered and approved.";

/** The report states an audit follows (the report module's statuses, by name, to keep this module standalone). */
type FollowedReport = { status: 'draft' | 'in_progress' | 'review' | 'completed' | 'approved'; progress: number };

/**
 * What an audit becomes when one of its reports moves: in progress once the report is being answered, the
 * report's completion as its progress, completed (100 %) when the report is approved. A final audit (completed
 * or cancelled) and a report still in draft move nothing. Only the fields that change are returned.
 */
export function auditFollowingReport(
  audit: Pick<AuditState, 'status' | 'progress'>,
  report: FollowedReport,
): Partial<Pick<AuditState, 'status' | 'progress'>> {
  if (isFinalAuditStatus(audit.status) || report.status === 'draft') return {};
  const status: AuditStatus = report.status === 'approved' ? 'completed' : 'in_progress';
  const progress = report.status === 'approved' ? 100 : report.progress;
  return {
    ...(status !== audit.status ? { status } : {}),
    ...(progress !== audit.progress ? { progress } : {}),
  };
}
