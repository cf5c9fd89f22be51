import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '@/lib/lazyPage';

/** /marketplace (signed-in: registered under ProtectedRoute + AppLayout). */
export const marketplaceRoutes: RouteObject[] = [
  {
    path: 'marketplace',
    handle: { title: 'Marketplace', description: 'Audit templates and plugins, coming soon.', noindex: true },
    lazy: lazyPage(() => import('./MarketplacePage')),
  },
];
