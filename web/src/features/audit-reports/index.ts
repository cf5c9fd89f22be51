import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '@/lib/lazyPage';

/**
 * /audit-reports (the wizard and the list) and /audit-reports/{id} (a report, its CAPA, signature and trail),
 * each its own chunk (signed-in: registered under ProtectedRoute + AppLayout). No page handle: signed-in pages
 * are never indexed and set their own title, and the route table is on the public first load.
 */
export const auditReportsRoutes: RouteObject[] = [
  { path: 'audit-reports', lazy: lazyPage(() => import('./AuditReportsPage')) },
  { path: 'audit-reports/:id', lazy: lazyPage(() => import('./ReportDetailPage')) },
];
