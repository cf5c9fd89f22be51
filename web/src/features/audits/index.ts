import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '@/lib/lazyPage';

/**
 * /audits and /audits/{id}, each its own chunk (signed-in: registered under ProtectedRoute + AppLayout). No page
 * handle: signed-in pages are never indexed and set their own title, and the route table is on the public first load.
 */
export const auditsRoutes: RouteObject[] = [
  { path: 'audits', lazy: lazyPage(() => import('./AuditsPage')) },
  { path: 'audits/:id', lazy: lazyPage(() => import('./AuditDetailPage')) },
];
