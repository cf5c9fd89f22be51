import { Outlet, ScrollRestoration } from 'react-router-dom';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { RouteHead } from '@/lib/seo/RouteHead';

/**
 * The router wraps only the root match in its own boundary, so this class boundary (inside it) is the
 * nearest one for every page's render errors and gets the component stack the error log wants.
 * RouteHead keeps title, description, canonical and Open Graph tags in step with the matched route.
 * Scroll positions are kept per path: every freshly loaded document starts with the location key "default",
 * so keying by location would restore the previous document's position on a different (prerendered) page.
 */
export function RootShell() {
  return (
    <ErrorBoundary>
      <RouteHead />
      <Outlet />
      <ScrollRestoration getKey={(location) => location.pathname} />
    </ErrorBoundary>
  );
}
