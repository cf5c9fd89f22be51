import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '@/lib/lazyPage';
import type { PageHandle } from '@/lib/seo/pageHandle';

/** /subscribe, its own chunk; the router registers it among the signed-in pages (see app/router.tsx). */
export const subscribePage = lazyPage(() => import('./SubscribePage'));

/**
 * The local Stripe stand-in's hosted checkout page: where `POST /api/stripe/checkout` and
 * `POST /api/checkout/session` send the browser on the local stack (Stripe's own page in the cloud).
 */
export const billingRoutes: RouteObject[] = [
  {
    path: 'local-checkout/:id',
    lazy: lazyPage(() => import('./LocalCheckoutPage')),
    handle: {
      title: 'Local Test Checkout',
      description: 'A local test checkout that stands in for Stripe on this machine. No real payment is taken.',
      noindex: true,
    } satisfies PageHandle,
  },
];

/**
 * Rendered by the return page (/dashboard) when Stripe sends the browser back after a payment that left the page
 * (`redirect_status` in the address): loaded only then.
 */
export const PaymentReturn = lazy(() => import('./PaymentReturn'));
export const isPaymentReturn = (search: string): boolean => new URLSearchParams(search).has('redirect_status');

/** A link to where a bought product is used (Settings' entitlements, the checkout success page). */
export { ProductHomeLink } from './ProductHomeLink';
