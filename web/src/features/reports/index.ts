import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '@/lib/lazyPage';

/** /reports (signed-in: registered under ProtectedRoute + AppLayout; the page sets its own title). */
export const reportsRoutes: RouteObject[] = [{ path: 'reports', lazy: lazyPage(() => import('./ReportsPage')) }];
