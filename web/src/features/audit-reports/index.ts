import type { RouteObject } from 'react-router-dom';
import type { PageHandle } from '@/lib/seo/pageHandle';
import { lazyPage } from '@/lib/lazyPage';

const handle = (title: string, description: string): PageHandle => ({ title, description, noindex: true });

/**
 * /audit-reports (the wizard and the list) and /audit-reports/{id} (a report, its CAPA, signature and trail),
 * each its own chunk (signed-in: registered under ProtectedRoute + AppLayout).
 */
export const auditReportsRoutes: RouteObject[] = [
  {
    path: 'audit-reports',
    handle: handle('AI Reports', 'Checklist-driven audit reports with findings, CAPA, risk scores and exports.'),
    lazy: lazyPage(() => import('./AuditReportsPage')),
  },
  {
    path: 'audit-reports/:id',
    handle: handle('Audit Report', 'An audit report, its CAPA, its electronic signature and its audit trail.'),
    lazy: lazyPage(() => import('./ReportDetailPage')),
  },
];
