import type { RouteObject } from 'react-router-dom';
import type { PageHandle } from '@/lib/seo/pageHandle';
import { lazyPage } from '@/lib/lazyPage';

/** The developer guide and the API reference (its renderer a chunk of its own, loaded by this page only). */
export const developersRoutes: RouteObject[] = [
  {
    path: 'developers',
    lazy: lazyPage(() => import('./DevelopersPage'), 'DevelopersPage'),
    handle: {
      // The API reference reads /api/openapi.json on mount.
      hydrateOnLoad: true,
      title: 'Developers: API Guide and Reference',
      description:
        'Call the audit workspace REST API: authentication, workspaces, a first request with curl, webhook signatures and the OpenAPI 3.1 reference.',
    } satisfies PageHandle,
  },
];
