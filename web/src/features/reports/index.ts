import { lazyPage } from '@/lib/lazyPage';

/** The /reports page, its own chunk; the router loads this index on demand (see app/router.tsx). */
export const reportsPage = lazyPage(() => import('./ReportsPage'));
