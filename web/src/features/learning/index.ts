import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '@/lib/lazyPage';
import type { PageHandle } from '@/lib/seo/pageHandle';

/** The Learning Hub pages (issue 22), each its own chunk, loaded on demand by the router. */
export const learningPage = lazyPage(() => import('./LearningPage'));
export const coursePage = lazyPage(() => import('./CoursePage'));

/** The public certificate check: anyone holding a code (an employer, an inspector) confirms it without an account. */
export const certificateRoutes: RouteObject[] = [
  {
    path: 'certificates/:code',
    lazy: lazyPage(() => import('./CertificatePage')),
    handle: {
      title: 'Verify a certificate',
      description: 'Check a Learning Hub certificate of completion by its verification code.',
      noindex: true,
    } satisfies PageHandle,
  },
];
