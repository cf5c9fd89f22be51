import type { RouteObject } from 'react-router-dom';
import type { PageHandle } from '@/lib/seo/pageHandle';
import { lazyPage } from '@/lib/lazyPage';

const about: PageHandle = {
  title: 'About Us',
  description:
    'Independent GCP auditors with 15+ years in clinical QA. Our story, our values of Clarity, Partnership and Excellence, and our trial-phase experience.',
};
const aboutUs: PageHandle = {
  title: 'Our Story',
  description:
    'How a team of former sponsor QA leads built a clinical QA practice: 500+ audits completed and a 99.8% compliance rate.',
};
const whyUs: PageHandle = {
  title: 'Why Choose Us',
  description:
    'Senior auditors on every project, audit readiness in 2-4 weeks, risk-rated findings and strict confidentiality. See why clinical teams choose us.',
};
const faq: PageHandle = {
  title: 'FAQ',
  description:
    'Answers on audit types, self-service tools, audit readiness in 2-4 weeks, sponsors and sites, our approach and confidentiality.',
};

/** Company pages: about, about-us, why-us, FAQ. */
export const companyRoutes: RouteObject[] = [
  { path: 'about', handle: about, lazy: lazyPage(() => import('./pages/AboutPage')) },
  { path: 'about-us', handle: aboutUs, lazy: lazyPage(() => import('./pages/AboutUsPage')) },
  { path: 'why-us', handle: whyUs, lazy: lazyPage(() => import('./pages/WhyUsPage')) },
  { path: 'faq', handle: faq, lazy: lazyPage(() => import('./pages/FaqPage')) },
];
