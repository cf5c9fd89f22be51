import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { PageHandle } from '@/lib/seo/pageHandle';
import { lazyPage } from '@/lib/lazyPage';

export const insightsRoutes: RouteObject[] = [
  {
    path: 'insights',
    lazy: lazyPage(() => import('./InsightsPage')),
    handle: {
      // The list of posts is read from the API on mount.
      hydrateOnLoad: true,
      title: 'Clinical Quality Insights',
      description:
        'Articles on ICH E6(R3), CAPA, risk-based monitoring, TMF readiness and quality culture from senior GCP auditors.',
    } satisfies PageHandle,
  },
  {
    // A post published from the CMS; the page names its own head (title, description) from the post.
    path: 'insights/:slug',
    lazy: lazyPage(() => import('./PostPage')),
    handle: {
      title: 'Clinical Quality Insights',
      description: 'An article on GCP, inspections and clinical quality from the consultants who audit trials.',
    } satisfies PageHandle,
  },
];

/** The post body renderer (react-markdown), loaded only where a post or its preview is shown. */
export const PostMarkdown = lazy(() => import('./PostMarkdown'));
