import { reportCountsOf, type ReportCounts } from '@cq/shared/reports/rules';
import type { ReportSummary } from '@cq/shared/reports/schemas';

/** The list as the API answers it: the page's status and type filters applied (paging aside). */
export const listAnswer =
  (reports: () => readonly ReportSummary[]) =>
  (_init: RequestInit | undefined, url: string): ReportSummary[] => {
    const query = new URL(url, 'http://localhost').searchParams;
    const status = query.get('status');
    const type = query.get('type');
    return reports().filter((r) => (!status || r.status === status) && (!type || r.type === type));
  };

/** The counters as the API keeps them for these reports (the shared rule). */
export const countsOf = (reports: readonly ReportSummary[]): ReportCounts =>
  reports.map(reportCountsOf).reduce(
    (sum, one) => ({
      total: sum.total + one.total,
      inProgress: sum.inProgress + one.inProgress,
      underReview: sum.underReview + one.underReview,
      highRisk: sum.highRisk + one.highRisk,
      completed: sum.completed + one.completed,
    }),
    reportCountsOf(null),
  );
