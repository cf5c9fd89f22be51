import type { RouteObject } from 'react-router-dom';
import type { PageHandle } from '@/lib/seo/pageHandle';
import { lazyPage } from '@/lib/lazyPage';

export const insightsRoutes: RouteObject[] = [
  {
    path: 'insights',
    lazy: lazyPage(() => import('./InsightsPage')),
    handle: {
      title: 'Clinical Quality Insights',
      description:
        'Articles on ICH E6(R3), CAPA, risk-based monitoring, TMF readiness and quality culture from senior GCP auditors.',
    } satisfies PageHandle,
  },
];
