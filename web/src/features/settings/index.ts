import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '@/lib/lazyPage';

/** /settings (signed-in: registered under ProtectedRoute + AppLayout; the page sets its own title). */
export const settingsRoutes: RouteObject[] = [{ path: 'settings', lazy: lazyPage(() => import('./SettingsPage')) }];
