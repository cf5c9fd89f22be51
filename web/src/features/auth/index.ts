import type { RouteObject } from 'react-router-dom';
import type { PageHandle } from '@/lib/seo/pageHandle';
import { lazyPage } from '@/lib/lazyPage';

export { safeNext } from './safeNext';

const handle = (title: string, description: string): PageHandle => ({ title, description, noindex: true });

/** Auth screens; each page is its own lazily loaded chunk. Not for search engines (noindex). */
export const authRoutes: RouteObject[] = [
  {
    path: 'sign-in',
    handle: handle('Sign In', 'Sign in to your audit workspace.'),
    lazy: lazyPage(() => import('./pages/SignInPage')),
  },
  {
    path: 'sign-up',
    handle: handle('Sign Up', 'Create an account for the audit workspace.'),
    lazy: lazyPage(() => import('./pages/SignUpPage')),
  },
  {
    path: 'forgot-password',
    handle: handle('Reset Password', 'Reset the password of your audit workspace account.'),
    lazy: lazyPage(() => import('./pages/ForgotPasswordPage')),
  },
  {
    path: 'sign-out',
    handle: handle('Signing Out', 'Signing you out of the audit workspace.'),
    lazy: lazyPage(() => import('./pages/SignOutPage')),
  },
];
