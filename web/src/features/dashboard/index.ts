import type { PageHandle } from '@/lib/seo/pageHandle';

/** Lazy loader so the dashboard is its own chunk (used by `/dashboard` and by `/` for signed-in users). */
export const loadDashboardPage = () => import('./DashboardPage');

export const dashboardHandle: PageHandle = {
  title: 'Dashboard',
  description: 'Your audits, findings, usage and progress at a glance.',
  noindex: true,
};
