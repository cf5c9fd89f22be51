import { lazyPage } from '@/lib/lazyPage';

/** The analytics page (issue 21), its own chunk with the chart library, loaded on demand by the router. */
export const analyticsPage = lazyPage(() => import('./AnalyticsPage'));
