import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '@/lib/lazyPage';

/** /profile (signed-in: registered under ProtectedRoute + AppLayout). */
export const profileRoutes: RouteObject[] = [
  {
    path: 'profile',
    handle: { title: 'Profile', description: 'Your name, progress and badges.', noindex: true },
    lazy: lazyPage(() => import('./ProfilePage')),
  },
];
