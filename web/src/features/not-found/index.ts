import type { PageHandle } from '@/lib/seo/pageHandle';

export const loadNotFoundPage = () => import('./NotFoundPage');

export const notFoundHandle: PageHandle = {
  title: 'Page Not Found',
  description:
    'The page you asked for does not exist. Return to the homepage to find GCP audit and clinical QA services.',
  noindex: true,
};
