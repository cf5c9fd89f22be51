import { lazyPage } from '@/lib/lazyPage';

/** The /admin page, its own chunk; the router loads this index on demand (see app/router.tsx). */
export const adminPage = lazyPage(() => import('./AdminPage'));
