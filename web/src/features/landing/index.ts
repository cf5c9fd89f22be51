import type { RouteObject } from 'react-router-dom';
import type { PageHandle } from '@/lib/seo/pageHandle';
import { lazyPage } from '@/lib/lazyPage';

export { hasCalendlyParams } from './calendlyParams';
export { resetCalendlyOutcomeForTests, takeCalendlyOutcome, useCalendlyOutcome } from './calendlyOutcome';

/** Lazy loaders so the landing page and the home banner are their own chunks. */
export const loadLandingPage = () => import('./LandingPage');
export const loadCalendlyBanner = () => import('./components/CalendlyBanner');

/** Metadata of `/` (the route itself is registered in app/router.tsx). */
export const homeHandle: PageHandle = {
  title: 'GCP Audit & Clinical QA Consulting',
  description:
    'Inspection readiness, SOP development, CAPA and retained QA support for biotech, pharma, CROs and clinical sites across the US. First consultation free.',
};

const testimonials: PageHandle = {
  title: 'Testimonials',
  description:
    'What sponsors, CROs and investigator sites say about our GCP audit and clinical QA support: 500+ audits, 99.8% success, 9+ years.',
};
const caseStudies: PageHandle = {
  title: 'Case Studies',
  description:
    'How we took a biotech through its first FDA inspection, rebuilt a CRO’s SOPs and ended repeat findings across a site network.',
};

/** The pages that share the home page's proof content (testimonials, case studies). */
export const landingRoutes: RouteObject[] = [
  {
    path: 'testimonials',
    handle: testimonials,
    lazy: lazyPage(() => import('./pages/TestimonialsPage')),
  },
  {
    path: 'case-studies',
    handle: caseStudies,
    lazy: lazyPage(() => import('./pages/CaseStudiesPage')),
  },
];
