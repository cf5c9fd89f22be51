import type { ReportSummary } from '@cq/shared/reports/schemas';

export interface ReportCounters {
  total: number;
  thisMonth: number;
  underReview: number;
  completed: number;
}

/** The page's four counters, from the user's own audit reports (spec §2 layout; never placeholders). */
export function reportCounters(
  reports: readonly Pick<ReportSummary, 'status' | 'createdAt'>[],
  now: Date = new Date(),
): ReportCounters {
  const sameMonth = (iso: string) => {
    const d = new Date(iso);
    return d.getFullYear() === now.getFullYear() && d.getMonth() === now.getMonth();
  };
  return {
    total: reports.length,
    thisMonth: reports.filter((r) => sameMonth(r.createdAt)).length,
    underReview: reports.filter((r) => r.status === 'review').length,
    completed: reports.filter((r) => r.status === 'completed' || r.status === 'approved').length,
  };
}
