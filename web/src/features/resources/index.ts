import type { RouteObject } from 'react-router-dom';
import type { PageHandle } from '@/lib/seo/pageHandle';
import { lazyPage } from '@/lib/lazyPage';

export const resourcesRoutes: RouteObject[] = [
  {
    path: 'resources',
    lazy: lazyPage(() => import('./ResourcesPage')),
    handle: {
      title: 'Clinical QA Resources',
      description:
        'Free GCP audit readiness checklists, CAPA and TMF templates, Part 11 and SOP review checklists, and regulatory briefings.',
    } satisfies PageHandle,
  },
];
