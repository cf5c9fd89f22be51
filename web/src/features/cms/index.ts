import { lazyPage } from '@/lib/lazyPage';

/** The /cms-admin page, its own chunk; the router loads this index on demand (see app/router.tsx). */
export const cmsAdminPage = lazyPage(() => import('./CmsAdminPage'));
