import { toast } from '@/lib/toast';

export const LOGIN_REDIRECT_DELAY_MS = 500;

let pending: ReturnType<typeof setTimeout> | null = null;

/**
 * Spec §8: toast 'Unauthorized', then after 500 ms go to /api/login (a server route that sends the
 * browser to the sign-in page, keeping `next`). Repeated calls while one is pending are ignored.
 * Returns a cancel function for components that unmount first.
 */
export function redirectToLogin(next: string): () => void {
  if (pending) return () => {};
  toast({ title: 'Unauthorized', description: 'You are logged out. Logging in again...', variant: 'destructive' });
  const timer = setTimeout(() => {
    pending = null;
    window.location.assign(`/api/login?next=${encodeURIComponent(next)}`);
  }, LOGIN_REDIRECT_DELAY_MS);
  pending = timer;
  return () => {
    clearTimeout(timer);
    if (pending === timer) pending = null;
  };
}

export const currentPath = (): string => window.location.pathname + window.location.search;
