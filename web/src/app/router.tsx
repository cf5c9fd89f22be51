import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { RouteErrorFallback } from '@/components/RouteErrorFallback';
import { PageSpinner } from '@/components/ui/spinner';
import { subscribePage } from '@/features/billing';
import { loadDashboardPage } from '@/features/dashboard';
import { homeHandle } from '@/features/landing';
import { loadNotFoundPage, notFoundHandle } from '@/features/not-found';
import { ProtectedRoute } from '@/features/session';
import { lazyPage } from '@/lib/lazyPage';
import type { PageHandle } from '@/lib/seo/pageHandle';
import { PublicLayout } from './layouts/PublicLayout';
import { publicRoutes } from './publicRoutes';
import { RootShell } from './RootShell';

/**
 * The signed-in pages. Their paths are here; each page's loader is in its feature's index, itself loaded on
 * demand, so the public first load carries neither the loaders nor the pages' preload lists.
 */
const workspacePages: RouteObject[] = [
  { path: 'dashboard', lazy: lazyPage(loadDashboardPage) },
  { path: 'audits', lazy: () => import('@/features/audits').then((m) => m.auditsPage()) },
  { path: 'audits/:id', lazy: () => import('@/features/audits').then((m) => m.auditPage()) },
  { path: 'findings', lazy: () => import('@/features/audits').then((m) => m.findingsPage()) },
  { path: 'auditees', lazy: () => import('@/features/auditees').then((m) => m.auditeesPage()) },
  { path: 'auditees/:id', lazy: () => import('@/features/auditees').then((m) => m.auditeePage()) },
  { path: 'calendar', lazy: () => import('@/features/calendar').then((m) => m.calendarPage()) },
  { path: 'analytics', lazy: () => import('@/features/analytics').then((m) => m.analyticsPage()) },
  { path: 'reports', lazy: () => import('@/features/reports').then((m) => m.reportsPage()) },
  { path: 'audit-reports', lazy: () => import('@/features/audit-reports').then((m) => m.auditReportsPage()) },
  { path: 'audit-reports/:id', lazy: () => import('@/features/audit-reports').then((m) => m.auditReportPage()) },
  { path: 'templates', lazy: () => import('@/features/templates').then((m) => m.templatesPage()) },
  { path: 'templates/:id', lazy: () => import('@/features/templates').then((m) => m.templatePage()) },
  { path: 'library', lazy: () => import('@/features/library').then((m) => m.libraryPage()) },
  { path: 'library/:id', lazy: () => import('@/features/library').then((m) => m.sopPage()) },
  { path: 'learning', lazy: () => import('@/features/learning').then((m) => m.learningPage()) },
  { path: 'learning/:id', lazy: () => import('@/features/learning').then((m) => m.coursePage()) },
  { path: 'briefings', lazy: () => import('@/features/briefings').then((m) => m.briefingsPage()) },
  { path: 'briefings/:slug', lazy: () => import('@/features/briefings').then((m) => m.briefingPage()) },
  {
    path: 'mock-inspection',
    lazy: () => import('@/features/mock-inspection').then((m) => m.mockInspectionPage()),
  },
  { path: 'marketplace', lazy: () => import('@/features/marketplace').then((m) => m.marketplacePage()) },
  { path: 'ask-quala', lazy: () => import('@/features/quala').then((m) => m.askQualaPage()) },
  { path: 'profile', lazy: () => import('@/features/profile').then((m) => m.profilePage()) },
  { path: 'settings', lazy: () => import('@/features/settings').then((m) => m.settingsPage()) },
  { path: 'admin', lazy: () => import('@/features/admin').then((m) => m.adminPage()) },
  { path: 'org/settings', lazy: () => import('@/features/orgs').then((m) => m.orgSettingsPage()) },
  // The link in an invitation e-mail: a signed-out visitor is sent to sign in (or up) and back here (`next`).
  { path: 'invitations/:token', lazy: () => import('@/features/orgs').then((m) => m.invitationPage()) },
  // The billing index is in the first load already (the public local checkout route): its loader is used directly.
  { path: 'subscribe', lazy: subscribePage },
];

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
        // Not behind ProtectedRoute: a logged-out visitor reads the spec's 'Access Restricted' text here.
        path: 'cms-admin',
        handle: {
          title: 'Content Management',
          description: 'Write, publish and manage insights articles and images.',
          noindex: true,
        } satisfies PageHandle,
        lazy: () => import('@/features/cms').then((m) => m.cmsAdminPage()),
      },
      {
        Component: ProtectedRoute,
        children: [
          {
            // Lazy: the signed-in chrome (account menu) is not part of a public page's first load.
            lazy: lazyPage(() => import('./layouts/AppLayout')),
            children: workspacePages,
          },
        ],
      },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
