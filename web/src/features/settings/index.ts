import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '@/lib/lazyPage';

/** /settings (signed-in: registered under ProtectedRoute + AppLayout). */
export const settingsRoutes: RouteObject[] = [
  {
    path: 'settings',
    handle: {
      title: 'Settings',
      description: 'Change your password, sign out everywhere, export your data.',
      noindex: true,
    },
    lazy: lazyPage(() => import('./SettingsPage')),
  },
];
