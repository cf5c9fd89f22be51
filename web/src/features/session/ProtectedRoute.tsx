import { useEffect, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { PageSpinner } from '@/components/ui/spinner';
import { redirectToLogin } from '@/lib/auth/redirectToLogin';
import { useCurrentUser } from './useCurrentUser';

/** Signed-in screens: wait for the user, or send a logged-out visitor to sign in (spec §8). */
export function ProtectedRoute({ children }: { children?: ReactNode }) {
  const { data: user, isPending } = useCurrentUser();
  const location = useLocation();
  const loggedOut = !isPending && !user;

  useEffect(() => {
    if (loggedOut) return redirectToLogin(location.pathname + location.search);
  }, [loggedOut, location.pathname, location.search]);

  if (!user) return <PageSpinner label={loggedOut ? 'Redirecting to sign in…' : 'Loading…'} />;
  return children ?? <Outlet />;
}
