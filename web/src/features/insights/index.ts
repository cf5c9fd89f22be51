import type { RouteObject } from 'react-router-dom';
import type { PageHandle } from '@/lib/seo/pageHandle';

export const insightsRoutes: RouteObject[] = [
  {
    path: 'insights',
    lazy: async () => ({ Component: (await import('./InsightsPage')).default }),
    handle: {
      title: 'Clinical Quality Insights',
      description:
        'Articles on ICH E6(R3), CAPA, risk-based monitoring, TMF readiness and quality culture from senior GCP auditors.',
    } satisfies PageHandle,
  },
];
