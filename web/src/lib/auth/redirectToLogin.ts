import { toast, toasterShown } from '@/lib/toast';

export const LOGIN_REDIRECT_DELAY_MS = 500;
/** How long the redirect waits for the toaster to load before counting its 500 ms anyway. */
const TOASTER_WAIT_MS = 3000;

let pending: { cancelled: boolean; timer: ReturnType<typeof setTimeout> | undefined } | null = null;

/**
 * Spec §8: toast 'Unauthorized', then after 500 ms go to /api/login (a server route that sends the
 * browser to the sign-in page, keeping `next`). The 500 ms count from when the toast can be seen: the toaster
 * loads with the first toast, which on a slow device can take longer than that (at most 3 s more). Repeated
 * calls while one is pending are ignored. Returns a cancel function for components that unmount first.
 */
export function redirectToLogin(next: string): () => void {
  if (pending) return () => {};
  toast({ title: 'Unauthorized', description: 'You are logged out. Logging in again...', variant: 'destructive' });
  const redirect = { cancelled: false, timer: undefined as ReturnType<typeof setTimeout> | undefined };
  pending = redirect;
  void toasterShown(TOASTER_WAIT_MS).then(() => {
    if (redirect.cancelled) return;
    redirect.timer = setTimeout(() => {
      pending = null;
      window.location.assign(`/api/login?next=${encodeURIComponent(next)}`);
    }, LOGIN_REDIRECT_DELAY_MS);
  });
  return () => {
    redirect.cancelled = true;
    clearTimeout(redirect.timer);
    if (pending === redirect) pending = null;
  };
}

export const currentPath = (): string => window.location.pathname + window.location.search;
