import type { RouteObject } from 'react-router-dom';

export { safeNext } from './safeNext';

/** Auth screens; each page is its own lazily loaded chunk. */
export const authRoutes: RouteObject[] = [
  { path: 'sign-in', lazy: async () => ({ Component: (await import('./pages/SignInPage')).default }) },
  { path: 'sign-up', lazy: async () => ({ Component: (await import('./pages/SignUpPage')).default }) },
  { path: 'forgot-password', lazy: async () => ({ Component: (await import('./pages/ForgotPasswordPage')).default }) },
  { path: 'sign-out', lazy: async () => ({ Component: (await import('./pages/SignOutPage')).default }) },
];
