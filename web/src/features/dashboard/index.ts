/** Lazy loader so the dashboard is its own chunk (used by `/dashboard` and by `/` for signed-in users). */
export const loadDashboardPage = () => import('./DashboardPage');
