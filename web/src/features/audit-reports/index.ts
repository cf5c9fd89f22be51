import { lazyPage } from '@/lib/lazyPage';

/**
 * The AI reports pages, each its own chunk: /audit-reports (the wizard and the list) and /audit-reports/{id} (a
 * report, its CAPA, signature and trail). The router loads this index on demand (see app/router.tsx), so the
 * pages' loaders and preload lists stay off the public first load.
 */
export const auditReportsPage = lazyPage(() => import('./AuditReportsPage'));
export const auditReportPage = lazyPage(() => import('./ReportDetailPage'));

/**
 * The report counters of issue 9 (total, in progress, High Risk above 75, completed) for other pages such as
 * /reports: `<AuditReportCounters />` reads the list itself; `<ReportCounters reports={…} />` takes it.
 */
export { ReportCounters } from './ReportCounters';

/** Where one report opens (its page), for links from other pages. */
export { reportHref } from './display';

/** A hand-recorded finding's CAPA, shown on its audit's page (such a CAPA belongs to no report). */
export { FindingCapa } from './FindingCapa';
