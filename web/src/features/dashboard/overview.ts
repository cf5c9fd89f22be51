import type { DashboardStats } from '@cq/shared/progress/schemas';

export interface RingValues {
  label: string;
  value: string;
  percent: number;
  description: string;
  colorClass: string;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The three Audit Overview rings, from the user's numbers only (never placeholders): active audits, the
 * compliance rate ('—' until a completed audit report exists) and open findings, whose ring shows the share
 * of them that are critical.
 */
export function overviewRings(stats: DashboardStats): RingValues[] {
  const critical = stats.openCriticalFindings;
  return [
    {
      label: 'Active Audits',
      value: String(stats.activeAudits),
      percent: stats.activeAudits > 0 ? 100 : 0,
      description: 'Draft, scheduled or in progress',
      colorClass: 'stroke-primary',
    },
    {
      label: 'Compliance',
      value: stats.complianceRate === null ? '—' : `${Math.round(stats.complianceRate)}%`,
      percent: stats.complianceRate ?? 0,
      description:
        stats.complianceRate === null ? 'No completed audit reports yet' : 'Compliant answers in completed reports',
      colorClass: 'stroke-success',
    },
    {
      label: 'Open Findings',
      value: String(stats.openFindings),
      percent: stats.openFindings > 0 ? (critical / stats.openFindings) * 100 : 0,
      description: stats.openFindings > 0 ? `${plural(critical, 'is', 'are')} critical` : 'Nothing open',
      colorClass: 'stroke-destructive',
    },
  ];
}
