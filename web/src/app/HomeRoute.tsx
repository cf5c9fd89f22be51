import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { PageSpinner } from '@/components/ui/spinner';
import { loadDashboardPage } from '@/features/dashboard';
import { loadCalendlyBanner, loadLandingPage, takeCalendlyOutcome, useCalendlyOutcome } from '@/features/landing';
import { useCurrentUser } from '@/features/session';
import { hasStoredSession } from '@/lib/auth/session';
import { Island } from '@/lib/islands/Island';
import { PublicLayout } from './layouts/PublicLayout';

const LazyLandingPage = lazy(loadLandingPage);
const DashboardPage = lazy(loadDashboardPage);
const CalendlyBanner = lazy(loadCalendlyBanner);
const AppLayout = lazy(() => import('./layouts/AppLayout'));

let landingPage: ComponentType | null = null;

/**
 * Loads the landing page with the route (see router.tsx), so `/` renders it at once: the prerendered
 * HTML hydrates without a Suspense round trip, and the browser fetches both chunks in parallel.
 */
export async function preloadLandingPage(): Promise<void> {
  landingPage ??= (await loadLandingPage()).default;
}

/** The landing page, directly when preloaded (chosen once per mount, so it never remounts). */
function Landing() {
  const [Page] = useState<ComponentType>(() => landingPage ?? LazyLandingPage);
  return <Page />;
}

/**
 * The scheduling-integration banner (features/landing/calendlyOutcome.ts), loaded once there is one to show: from
 * the address the page was opened with (its parameters are then taken out of it, replace, so Back does not bring
 * them again), or from the banner's island that ran before the app hydrated the page. Never in the first render,
 * which must match the prerendered page, built without them.
 */
function useCalendlyBanner() {
  const { search, pathname, hash } = useLocation();
  const navigate = useNavigate();
  const outcome = useCalendlyOutcome();
  // Only the address the page was opened with counts (hence no dependencies).
  useEffect(() => {
    const rest = takeCalendlyOutcome(search);
    if (rest !== null) navigate({ pathname, search: rest, hash }, { replace: true, preventScrollReset: true });
  }, []);
  return outcome ? (
    <Suspense fallback={null}>
      <CalendlyBanner />
    </Suspense>
  ) : null;
}

/**
 * What a signed-in user sees while their profile loads: neither the landing page (its Sign In and Sign Up
 * would flash before the dashboard) nor the workspace chrome (it needs the user).
 */
function HomeSkeleton() {
  return (
    <div className="flex min-h-screen flex-col bg-background">
      <div className="h-16 border-b border-border" />
      <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
        <PageSpinner label="Loading your workspace…" />
      </main>
    </div>
  );
}

/**
 * `/`: the landing page for visitors, the dashboard once signed in. With a session stored in this browser,
 * a neutral skeleton until the user is known (then the dashboard, or the landing page if the session has
 * ended). Visitors get the landing page at once: it is what `/` is prerendered as, and it hydrates.
 */
export function HomeRoute() {
  const { data: user, isPending } = useCurrentUser();
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
  if (isPending && hasStoredSession()) return <HomeSkeleton />;
  return (
    <PublicLayout>
      <Island name="calendly">{banner}</Island>
      <Suspense fallback={<PageSpinner />}>
        <Landing />
      </Suspense>
    </PublicLayout>
  );
}

export default HomeRoute;
