import { lazyPage } from '@/lib/lazyPage';

/** The /settings page, its own chunk; the router loads this index on demand (see app/router.tsx). */
export const settingsPage = lazyPage(() => import('./SettingsPage'));
