import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '@/lib/lazyPage';

/** /marketplace (signed-in: registered under ProtectedRoute + AppLayout; the page sets its own title). */
export const marketplaceRoutes: RouteObject[] = [
  { path: 'marketplace', lazy: lazyPage(() => import('./MarketplacePage')) },
];
