import type { RouteObject } from 'react-router-dom';
import type { PageHandle } from '@/lib/seo/pageHandle';
import { lazyPage } from '@/lib/lazyPage';

const privacy: PageHandle = {
  title: 'Privacy Policy',
  description:
    'How we collect, use and protect personal information on our website and audit workspace, and your privacy rights.',
};
const terms: PageHandle = {
  title: 'Terms of Service',
  description:
    'The terms for using our website, digital subscriptions and audit workspace, including payments and licences.',
};
const doNotSell: PageHandle = {
  title: 'Do Not Sell My Personal Information',
  description:
    'We do not sell or share personal information. How to record an opt-out request and exercise your privacy rights.',
};

const privacyPage = lazyPage(() => import('./pages/PrivacyPolicyPage'));

/** Policy pages; /privacy repeats /privacy-policy (spec route table) and names it as canonical. */
export const legalRoutes: RouteObject[] = [
  { path: 'privacy-policy', handle: privacy, lazy: privacyPage },
  { path: 'privacy', handle: { ...privacy, canonicalPath: '/privacy-policy' }, lazy: privacyPage },
  { path: 'terms', handle: terms, lazy: lazyPage(() => import('./pages/TermsPage')) },
  { path: 'do-not-sell', handle: doNotSell, lazy: lazyPage(() => import('./pages/DoNotSellPage')) },
];
