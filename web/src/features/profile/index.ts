import { lazyPage } from '@/lib/lazyPage';

/** The /profile page, its own chunk; the router loads this index on demand (see app/router.tsx). */
export const profilePage = lazyPage(() => import('./ProfilePage'));
