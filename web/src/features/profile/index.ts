import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '@/lib/lazyPage';

/** /profile (signed-in: registered under ProtectedRoute + AppLayout; the page sets its own title). */
export const profileRoutes: RouteObject[] = [{ path: 'profile', lazy: lazyPage(() => import('./ProfilePage')) }];
