import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '@/lib/lazyPage';

/**
 * Test-only routes. They exist only when the build sets VITE_E2E=1 (the e2e build does);
 * Vite replaces `import.meta.env.VITE_E2E` at build time, so production bundles drop the probe entirely.
 */
export const e2eRoutes: RouteObject[] =
  import.meta.env.VITE_E2E === '1'
    ? [
        {
          path: '__render-error',
          handle: { title: 'Render error probe', description: 'Test-only page.', noindex: true },
          lazy: lazyPage(() => import('./RenderErrorPage')),
        },
      ]
    : [];
