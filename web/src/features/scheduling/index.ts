import type { RouteObject } from 'react-router-dom';
import type { PageHandle } from '@/lib/seo/pageHandle';
import { lazyPage } from '@/lib/lazyPage';

export { BookingButton, CalendarEmbed } from './lazyParts';
export { openSchedulingPopup, schedulingUrl } from './popup';

const handle = (h: PageHandle) => h;

/** /schedule-call, /book, /strategy-session and /book-audit; each page is its own lazy chunk. */
export const schedulingRoutes: RouteObject[] = [
  {
    path: 'schedule-call',
    lazy: lazyPage(() => import('./pages/ScheduleCallPage')),
    handle: handle({
      title: 'Schedule Your Free Consultation',
      description:
        'Book a free 30-minute video consultation with a senior GCP auditor: scope, timeline and a custom proposal within 24 hours.',
    }),
  },
  {
    path: 'book',
    lazy: lazyPage(() => import('./pages/BookPage')),
    handle: handle({
      // The inline calendar is embedded on mount.
      hydrateOnLoad: true,
      title: 'Book a Strategy Session',
      description:
        'Pick a time for a complimentary 30-minute clinical QA strategy session on GCP audits, inspection readiness, SOPs and CAPA.',
    }),
  },
  {
    path: 'strategy-session',
    lazy: lazyPage(() => import('./pages/StrategySessionPage')),
    handle: handle({
      // The inline calendar is embedded on mount.
      hydrateOnLoad: true,
      title: 'Complimentary Strategy Session',
      description:
        'A complimentary 45-minute session with a senior clinical QA consultant to map your path to inspection readiness.',
    }),
  },
  {
    path: 'book-audit',
    lazy: lazyPage(() => import('./pages/BookAuditPage')),
    handle: handle({
      title: 'Book Your Audit Strategy Session',
      description:
        'Scope your GCP site, vendor or internal audit in a free 30-minute strategy session, with a written summary within 24 hours.',
    }),
  },
];
