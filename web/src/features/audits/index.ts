import type { RouteObject } from 'react-router-dom';
import type { PageHandle } from '@/lib/seo/pageHandle';
import { lazyPage } from '@/lib/lazyPage';

const handle = (title: string, description: string): PageHandle => ({ title, description, noindex: true });

/** /audits and /audits/{id}, each its own chunk (signed-in: registered under ProtectedRoute + AppLayout). */
export const auditsRoutes: RouteObject[] = [
  {
    path: 'audits',
    handle: handle('Audits', 'Plan, run and track your compliance audits.'),
    lazy: lazyPage(() => import('./AuditsPage')),
  },
  {
    path: 'audits/:id',
    handle: handle('Audit', 'An audit, its findings and its audit trail.'),
    lazy: lazyPage(() => import('./AuditDetailPage')),
  },
];
