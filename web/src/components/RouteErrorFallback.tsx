import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { renderErrorEntry, reportError } from '@/lib/errorReporting';
import { ErrorFallback } from './ErrorFallback';

/**
 * The router catches errors outside rendering (a page chunk that fails to load, loader errors) before
 * our class boundary can; report those too and show the same screen.
 */
export function RouteErrorFallback() {
  const error = useRouteError();
  useEffect(() => {
    reportError(renderErrorEntry(error, undefined, 'RouteErrorBoundary'));
  }, [error]);
  return <ErrorFallback />;
}
