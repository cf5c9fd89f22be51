import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '@/lib/lazyPage';
import type { PageHandle } from '@/lib/seo/pageHandle';

/**
 * The auditee portal (issue 20): a public page opened from the e-mailed link, no account and no sign-in (the code
 * sent to the recipient's e-mail opens it). Never indexed. Its own feature, so the public first load carries only
 * this route; the auditor's side is `features/responses`.
 */
export const respondRoutes: RouteObject[] = [
  {
    path: 'respond/:token',
    lazy: lazyPage(() => import('./RespondPage')),
    handle: {
      title: 'Respond to audit findings',
      description:
        'Answer the audit findings sent to you with a root cause and a corrective and preventive action plan.',
      noindex: true,
    } satisfies PageHandle,
  },
];
