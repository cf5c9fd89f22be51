import type { RouteObject } from 'react-router-dom';
import type { PageHandle } from '@/lib/seo/pageHandle';
import { lazyPage } from '@/lib/lazyPage';

/** Both checkout result pages live in one small chunk. */
const resultPages = () => import('./CheckoutResultPages');

/** /pricing, /subscriptions and the checkout result pages. */
export const pricingRoutes: RouteObject[] = [
  {
    path: 'pricing',
    lazy: lazyPage(() => import('./PricingPage')),
    handle: {
      title: 'Pricing',
      description:
        'Starter is free, Professional is $149/mo with the SOP library and 10 downloads a month, Enterprise is custom. 30-day money-back guarantee.',
    } satisfies PageHandle,
  },
  {
    path: 'subscriptions',
    lazy: lazyPage(() => import('./SubscriptionsPage')),
    handle: {
      title: 'Digital QA Subscriptions',
      description:
        'SOP Library from $49/month, Learning Hub from $29/month, Regulatory Briefings from $19/month and Mock Inspections at $399/quarter.',
    } satisfies PageHandle,
  },
  {
    path: 'checkout/success',
    lazy: lazyPage(resultPages, 'CheckoutSuccessPage'),
    handle: {
      title: 'Subscription Active',
      description: 'Your subscription is active and your receipt has been emailed to you.',
      noindex: true,
    } satisfies PageHandle,
  },
  {
    path: 'checkout/cancel',
    lazy: lazyPage(resultPages, 'CheckoutCancelPage'),
    handle: {
      title: 'Checkout Canceled',
      description: 'Checkout was canceled and no charge was made. Try again or contact support.',
      noindex: true,
    } satisfies PageHandle,
  },
];
