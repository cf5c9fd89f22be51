import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { PageSpinner } from '@/components/ui/spinner';
import { loadDashboardPage } from '@/features/dashboard';
import { hasCalendlyParams, loadCalendlyBanner, loadLandingPage } from '@/features/landing';
import { useCurrentUser } from '@/features/session';
import { PublicLayout } from './layouts/PublicLayout';

const LandingPage = lazy(loadLandingPage);
const DashboardPage = lazy(loadDashboardPage);
const CalendlyBanner = lazy(loadCalendlyBanner);
const AppLayout = lazy(() => import('./layouts/AppLayout'));

/**
 * The scheduling-integration banner, loaded only when the address carries its parameters. Latched on
 * first render: the banner removes the parameters from the address and must stay until dismissed.
 */
function useCalendlyBanner() {
  const { search } = useLocation();
  const [show] = useState(() => hasCalendlyParams(search));
  return show ? (
    <Suspense fallback={null}>
      <CalendlyBanner />
    </Suspense>
  ) : null;
}

/** `/`: the landing page for visitors (and while the user loads), the dashboard once signed in. */
export function HomeRoute() {
  const { data: user } = useCurrentUser();
  const banner = useCalendlyBanner();
  if (user) {
    return (
      <Suspense fallback={<PageSpinner />}>
        <AppLayout>
          {banner}
          <Suspense fallback={<PageSpinner />}>
            <DashboardPage />
          </Suspense>
        </AppLayout>
      </Suspense>
    );
  }
  return (
    <PublicLayout>
      {banner}
      <Suspense fallback={<PageSpinner />}>
        <LandingPage />
      </Suspense>
    </PublicLayout>
  );
}

export default HomeRoute;
