import type { RouteObject } from 'react-router-dom';
import type { PageHandle } from '@/lib/seo/pageHandle';

export const resourcesRoutes: RouteObject[] = [
  {
    path: 'resources',
    lazy: async () => ({ Component: (await import('./ResourcesPage')).default }),
    handle: {
      title: 'Clinical QA Resources',
      description:
        'Free GCP audit readiness checklists, CAPA and TMF templates, Part 11 and SOP review checklists, and regulatory briefings.',
    } satisfies PageHandle,
  },
];
