/** The admin dashboard's verdict on the last hour (spec §9 admin copy keeps 'Optimal' as the good state). */
export const SYSTEM_HEALTH_STATES = ['Optimal', 'Degraded', 'Down'] as const;
export type SystemHealth = (typeof SYSTEM_HEALTH_STATES)[number];

/**
 * Thresholds over the last 60 minutes: browser error reports (POST /api/error-logs) and API answers of 5xx.
 * Reaching either figure of a level is enough. Browser reports are noisy (one visitor's flaky network), so they
 * weigh less than the API's own failures.
 */
export const HEALTH_THRESHOLDS = {
  degraded: { errorLogs: 25, serverErrors: 5 },
  down: { errorLogs: 250, serverErrors: 50 },
} as const;

export const HEALTH_WINDOW_MINUTES = 60;

export function systemHealthOf(counts: { errorLogs: number; serverErrors: number }): SystemHealth {
  const reaches = (level: { errorLogs: number; serverErrors: number }) =>
    counts.errorLogs >= level.errorLogs || counts.serverErrors >= level.serverErrors;
  if (reaches(HEALTH_THRESHOLDS.down)) return 'Down';
  if (reaches(HEALTH_THRESHOLDS.degraded)) return 'Degraded';
  return 'Optimal';
}

/** The inbox's lead statuses, in their order: new → contacted → qualified → closed. */
export const LEAD_STATUSES = ['new', 'contacted', 'qualified', 'closed'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  qualified: 'Qualified',
  closed: 'Closed',
};

/**
 * A lead moves forward only (a step may be skipped: a spam message goes straight to closed); staying put is
 * allowed so a note can be added. A closed lead stays closed.
 */
export const canMoveLead = (from: LeadStatus, to: LeadStatus): boolean =>
  LEAD_STATUSES.indexOf(to) >= LEAD_STATUSES.indexOf(from);

export const leadMoveRefusal = (from: LeadStatus, to: LeadStatus): string =>
  `A lead cannot move back from ${LEAD_STATUS_LABELS[from]} to ${LEAD_STATUS_LABELS[to]}.`;
