import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '@/lib/lazyPage';

/** /reports (signed-in: registered under ProtectedRoute + AppLayout). */
export const reportsRoutes: RouteObject[] = [
  {
    path: 'reports',
    handle: { title: 'Reports', description: 'Your audit reports and their counts.', noindex: true },
    lazy: lazyPage(() => import('./ReportsPage')),
  },
];
