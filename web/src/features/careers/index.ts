import type { RouteObject } from 'react-router-dom';
import type { PageHandle } from '@/lib/seo/pageHandle';
import { lazyPage } from '@/lib/lazyPage';

const careersHandle: PageHandle = {
  title: 'Careers',
  description:
    'Open roles at Clarity Clinical QA: GCP auditors, clinical QA specialists and more. Remote across the US; see the hiring process and apply.',
};

const jobHandle: PageHandle = {
  title: 'Open Role',
  description: 'Responsibilities, qualifications and how to apply for an open role at Clarity Clinical QA.',
};

const applyHandle: PageHandle = {
  title: 'Apply',
  description:
    'Apply for a role at Clarity Clinical QA, or send a general application: your details, resume link and a short cover letter.',
};

/** Careers: the open-roles list, a role's detail page and the application form, each its own chunk. */
export const careersRoutes: RouteObject[] = [
  {
    path: 'careers',
    handle: careersHandle,
    lazy: lazyPage(() => import('./CareersPage')),
  },
  {
    path: 'careers/apply',
    handle: applyHandle,
    lazy: lazyPage(() => import('./ApplyPage')),
  },
  {
    path: 'careers/:id',
    handle: jobHandle,
    lazy: lazyPage(() => import('./JobDetailPage')),
  },
];
