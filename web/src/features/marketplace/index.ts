import { lazyPage } from '@/lib/lazyPage';

/** The /marketplace page, its own chunk; the router loads this index on demand (see app/router.tsx). */
export const marketplacePage = lazyPage(() => import('./MarketplacePage'));
