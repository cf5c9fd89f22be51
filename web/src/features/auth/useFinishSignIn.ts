import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { loadAuth, SIGN_IN_INCOMPLETE } from '@/lib/auth';
import { safeNext } from './safeNext';

/** The validated `?next=` target of this auth screen. */
export function useNextPath(): string {
  const [params] = useSearchParams();
  return safeNext(params.get('next'));
}

/**
 * Signs in with the password the user just typed (after sign-up or a reset) or finishes a sign-in:
 * drops every cached query so nothing from the previous session survives, then goes to `next`.
 */
export function useFinishSignIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const next = useNextPath();

  const finish = useCallback(() => {
    queryClient.clear();
    void navigate(next, { replace: true });
  }, [queryClient, navigate, next]);

  const signInAndFinish = useCallback(
    async (email: string, password: string) => {
      const auth = await loadAuth();
      const result = await auth.signIn(email, password);
      // Shown as 'Your account is ready. Please sign in to continue.' (authErrorMessage).
      if (!result.isSignedIn) throw Object.assign(new Error('Sign-in did not complete'), { name: SIGN_IN_INCOMPLETE });
      finish();
    },
    [finish],
  );

  return { finish, signInAndFinish, next };
}
