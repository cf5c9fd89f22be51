import type { RouteObject } from 'react-router-dom';
import type { PageHandle } from '@/lib/seo/pageHandle';
import { lazyPage } from '@/lib/lazyPage';

const contactHandle: PageHandle = {
  title: 'Contact Us',
  description:
    'Talk to Clarity Clinical QA about GCP audits, inspection readiness, SOPs and CAPA. Free first consultation; replies within 4-6 hours on business days.',
};

const intakeHandle: PageHandle = {
  title: 'Project Intake Form',
  description:
    'Tell us about your clinical trial QA needs: trial phase, scope, timeline and budget. We reply with next steps within 24 hours.',
};

/** Lead forms: the contact page and the project intake form, each its own lazily loaded chunk. */
export const leadsRoutes: RouteObject[] = [
  {
    path: 'contact',
    handle: contactHandle,
    lazy: lazyPage(() => import('./ContactPage')),
  },
  {
    path: 'intake-form',
    handle: intakeHandle,
    lazy: lazyPage(() => import('./IntakePage')),
  },
];
