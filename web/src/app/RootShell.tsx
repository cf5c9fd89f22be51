import { Outlet, ScrollRestoration } from 'react-router-dom';
import { ErrorBoundary } from '@/components/ErrorBoundary';

/**
 * The router wraps only the root match in its own boundary, so this class boundary (inside it) is the
 * nearest one for every page's render errors and gets the component stack the error log wants.
 */
export function RootShell() {
  return (
    <ErrorBoundary>
      <Outlet />
      <ScrollRestoration />
    </ErrorBoundary>
  );
}
