import { AlertTriangle } from 'lucide-react';
import { Button } from './ui/button';

/**
 * The spec's error screen. Renders its own landmark because it may replace the whole app,
 * chrome included. Plain browser navigation resets every piece of broken state.
 */
export function ErrorFallback() {
  return (
    <main id="main-content" className="flex min-h-screen items-center justify-center bg-surface px-4">
      <div className="w-full max-w-md rounded-[var(--radius-card)] border border-border bg-background p-8 text-center shadow-sm">
        <AlertTriangle className="mx-auto mb-4 size-10 text-destructive" aria-hidden="true" />
        <h1 className="text-2xl font-semibold">Something went wrong</h1>
        <p className="mt-3 text-muted-foreground">
          We're sorry, an unexpected error occurred. Our team has been notified and is looking into it.
        </p>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <Button onClick={() => window.location.reload()}>Reload Page</Button>
          <Button variant="outline" onClick={() => window.location.assign('/')}>
            Go to Homepage
          </Button>
        </div>
      </div>
    </main>
  );
}
