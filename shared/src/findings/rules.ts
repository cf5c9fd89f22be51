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

/** A finding with a CAPA is moved by it, never by hand (its status follows `findingStatusForCapa`). */
export const FINDING_FOLLOWS_CAPA =
  "This finding's status follows its CAPA: it closes when the CAPA is closed after a verified effectiveness check.";

/** The status a CAPA gives its finding: open while the CAPA is, in progress until it is closed, then closed. */
export function findingStatusForCapa(capa: 'open' | 'in_progress' | 'verified' | 'closed'): FindingStatus {
  if (capa === 'open') return 'open';
  return capa === 'closed' ? 'closed' : 'in_progress';
}

export const isOpenFinding = (status: FindingStatus): boolean => status !== 'closed';

/**
 * The workspace's findings list (/findings, `GET /api/findings`) filters by status and severity. "open" is every
 * finding not yet closed (open or in progress): what the dashboard counts as open.
 */
export const FINDING_STATUS_FILTERS = ['open', 'closed'] as const;
export type FindingStatusFilter = (typeof FINDING_STATUS_FILTERS)[number];

export interface FindingFilter {
  status?: FindingStatusFilter;
  severity?: FindingSeverity;
}

/** The dashboard's critical alert lands on these: the open critical findings. */
export const OPEN_CRITICAL_FINDINGS: FindingFilter = { status: 'open', severity: 'critical' };

export const matchesFindingFilter = (
  finding: { status: FindingStatus; severity: FindingSeverity },
  { status, severity }: FindingFilter,
): boolean =>
  (status === undefined || (status === 'open') === isOpenFinding(finding.status)) &&
  (severity === undefined || finding.severity === severity);

/** Most severe first, then the earliest due (undated last), then the newest. */
export function sortFindings<T extends { severity: FindingSeverity; dueDate: string | null; createdAt: string }>(
  findings: readonly T[],
): T[] {
  const rank = (s: FindingSeverity) => FINDING_SEVERITIES.indexOf(s);
  return [...findings].sort(
    (a, b) =>
      rank(a.severity) - rank(b.severity) ||
      (a.dueDate ?? '9999').localeCompare(b.dueDate ?? '9999') ||
      b.createdAt.localeCompare(a.createdAt),
  );
}

/** The findings page with a filter in its address (`/findings?status=open&severity=critical`): it lands filtered. */
export function findingsHref(filter: FindingFilter = {}): string {
  const query = [
    ...(filter.status ? [`status=${filter.status}`] : []),
    ...(filter.severity ? [`severity=${filter.severity}`] : []),
  ].join('&');
  return query ? `/findings?${query}` : '/findings';
}

/** Notifications: open findings due within this many days, or overdue. */
export const FINDING_DUE_SOON_DAYS = 7;
