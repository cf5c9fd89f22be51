import { lazy, Suspense } from 'react';
import { PageSpinner } from '@/components/ui/spinner';
import { loadDashboardPage } from '@/features/dashboard';
import { loadLandingPage } from '@/features/landing';
import { useCurrentUser } from '@/features/session';
import { PublicLayout } from './layouts/PublicLayout';

const LandingPage = lazy(loadLandingPage);
const DashboardPage = lazy(loadDashboardPage);
const AppLayout = lazy(() => import('./layouts/AppLayout'));

/** `/`: the landing page for visitors (and while the user loads), the dashboard once signed in. */
export function HomeRoute() {
  const { data: user } = useCurrentUser();
  if (user) {
    return (
      <Suspense fallback={<PageSpinner />}>
        <AppLayout>
          <Suspense fallback={<PageSpinner />}>
            <DashboardPage />
          </Suspense>
        </AppLayout>
      </Suspense>
    );
  }
  return (
    <PublicLayout>
      <Suspense fallback={<PageSpinner />}>
        <LandingPage />
      </Suspense>
    </PublicLayout>
  );
}

export default HomeRoute;
