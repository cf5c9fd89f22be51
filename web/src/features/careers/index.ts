import type { RouteObject } from 'react-router-dom';
import type { PageHandle } from '@/lib/seo/pageHandle';

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
    lazy: async () => ({ Component: (await import('./CareersPage')).default }),
  },
  {
    path: 'careers/apply',
    handle: applyHandle,
    lazy: async () => ({ Component: (await import('./ApplyPage')).default }),
  },
  {
    path: 'careers/:id',
    handle: jobHandle,
    lazy: async () => ({ Component: (await import('./JobDetailPage')).default }),
  },
];
