import type { RouteObject } from 'react-router-dom';
import type { PageHandle } from '@/lib/seo/pageHandle';
import { lazyPage } from '@/lib/lazyPage';

const services: PageHandle = {
  title: 'Services',
  description:
    'GCP audit support, inspection readiness, SOP and CAPA operations, QA coaching and QA training for sponsors, CROs and clinical sites.',
};
const solutions: PageHandle = {
  title: 'Solutions',
  description:
    'GCP audit readiness, SOP development and review, CAPA strategy and QA training, for biotech, pharma, CROs, sites and device makers.',
};

/** Services and solutions pages. */
export const servicesRoutes: RouteObject[] = [
  { path: 'services', handle: services, lazy: lazyPage(() => import('./pages/ServicesPage')) },
  { path: 'solutions', handle: solutions, lazy: lazyPage(() => import('./pages/SolutionsPage')) },
];
