import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '@/lib/lazyPage';
import type { PageHandle } from '@/lib/seo/pageHandle';

/**
 * The public certificate check (issue 22): anyone holding a code (an employer, an inspector) confirms a Learning Hub
 * certificate without an account. Its own feature, so the public routes do not pull in the Learning Hub's index.
 */
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
