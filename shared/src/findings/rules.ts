/** Findings (workspace spec §3 findings; issue 8's rules): severity, status moves, and what is open. */
export const FINDING_SEVERITIES = ['critical', 'high', 'medium', 'low'] as const;
export type FindingSeverity = (typeof FINDING_SEVERITIES)[number];

export const FINDING_STATUSES = ['open', 'in_progress', 'closed'] as const;
export type FindingStatus = (typeof FINDING_STATUSES)[number];

export const FINDING_STATUS_LABELS: Record<FindingStatus, string> = {
  open: 'Open',
  in_progress: 'In Progress',
  closed: 'Closed',
};

export const FINDING_SEVERITY_LABELS: Record<FindingSeverity, string> = {
  critical: 'Critical',
  high: 'High',
  medium: 'Medium',
  low: 'Low',
};

/** open → in_progress → closed; open may close directly; closed is final. */
export const FINDING_TRANSITIONS: Record<FindingStatus, readonly FindingStatus[]> = {
  open: ['in_progress', 'closed'],
  in_progress: ['closed'],
  closed: [],
};

export const canMoveFinding = (from: FindingStatus, to: FindingStatus): boolean =>
  FINDING_TRANSITIONS[from].includes(to);

export const findingMoveRefusal = (from: FindingStatus, to: FindingStatus): string =>
  `A finding cannot move from ${FINDING_STATUS_LABELS[from]} to ${FINDING_STATUS_LABELS[to]}.`;

export const FINDING_CLOSED_REFUSAL = 'A Closed finding is final and cannot be changed.';
export const RESOLUTION_REQUIRED = 'A resolution note is required to close a finding';

export const isOpenFinding = (status: FindingStatus): boolean => status !== 'closed';

/** Notifications: open findings due within this many days, or overdue. */
export const FINDING_DUE_SOON_DAYS = 7;
