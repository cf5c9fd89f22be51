import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '@/lib/lazyPage';
import type { PageHandle } from '@/lib/seo/pageHandle';

export { FindingResponses } from './FindingResponses';
export { ResponseRequestsSection } from './ResponseRequestsSection';

/**
 * The auditee portal: a public page opened from the e-mailed link, no account and no sign-in (the code sent to
 * the recipient's e-mail opens it). Never indexed.
 */
export const respondRoutes: RouteObject[] = [
  {
    path: 'respond/:token',
    lazy: lazyPage(() => import('./portal/RespondPage')),
    handle: {
      title: 'Respond to audit findings',
      description:
        'Answer the audit findings sent to you with a root cause and a corrective and preventive action plan.',
      noindex: true,
    } satisfies PageHandle,
  },
];
