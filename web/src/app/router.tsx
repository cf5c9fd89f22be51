import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { RouteErrorFallback } from '@/components/RouteErrorFallback';
import { PageSpinner } from '@/components/ui/spinner';
import { auditReportsRoutes } from '@/features/audit-reports';
import { auditsRoutes } from '@/features/audits';
import { loadDashboardPage } from '@/features/dashboard';
import { homeHandle } from '@/features/landing';
import { marketplaceRoutes } from '@/features/marketplace';
import { loadNotFoundPage, notFoundHandle } from '@/features/not-found';
import { profileRoutes } from '@/features/profile';
import { reportsRoutes } from '@/features/reports';
import { ProtectedRoute } from '@/features/session';
import { settingsRoutes } from '@/features/settings';
import { lazyPage } from '@/lib/lazyPage';
import { PublicLayout } from './layouts/PublicLayout';
import { publicRoutes } from './publicRoutes';
import { RootShell } from './RootShell';

/** Every page is `lazy`, so each route is its own chunk and the first load carries only the shell. */
export const routes: RouteObject[] = [
  {
    Component: RootShell,
    errorElement: <RouteErrorFallback />,
    HydrateFallback: PageSpinner,
    children: [
      {
        index: true,
        handle: homeHandle,
        lazy: lazyPage(() => import('./HomeRoute').then(async (m) => (await m.preloadLandingPage(), m))),
      },
      {
        Component: PublicLayout,
        children: [...publicRoutes, { path: '*', handle: notFoundHandle, lazy: lazyPage(loadNotFoundPage) }],
      },
      {
        Component: ProtectedRoute,
        children: [
          {
            // Lazy: the signed-in chrome (account menu) is not part of a public page's first load.
            lazy: lazyPage(() => import('./layouts/AppLayout')),
            children: [
              { path: 'dashboard', lazy: lazyPage(loadDashboardPage) },
              ...auditsRoutes,
              ...reportsRoutes,
              ...auditReportsRoutes,
              ...marketplaceRoutes,
              ...profileRoutes,
              ...settingsRoutes,
            ],
          },
        ],
      },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
