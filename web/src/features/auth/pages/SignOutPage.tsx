import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageSpinner } from '@/components/ui/spinner';
import { lastAuthUserKey, loadAuth, sessionLikely } from '@/lib/auth';
import { loadConfig } from '@/lib/config';
import { setWorkspaceId } from '@/lib/workspace';

/** Drops Amplify's stored tokens even when the sign-out call itself failed (offline, pool unreachable). */
async function forgetLocalSession(): Promise<void> {
  const { auth } = await loadConfig();
  const prefix = lastAuthUserKey(auth.userPoolClientId).replace(/LastAuthUser$/, '');
  for (const key of Object.keys(window.localStorage)) if (key.startsWith(prefix)) window.localStorage.removeItem(key);
}

export function SignOutPage() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    // Runs once even under StrictMode's double effects: a second sign-out would race the first.
    if (started.current) return;
    started.current = true;
    // The workspace chosen belongs to this account: the next person on this browser starts in their own.
    setWorkspaceId(null);
    void (async () => {
      try {
        if (await sessionLikely()) await (await loadAuth()).signOut();
      } catch {
        await forgetLocalSession().catch(() => undefined);
      }
      queryClient.clear();
      void navigate('/', { replace: true });
    })();
  }, [queryClient, navigate]);

  return <PageSpinner label="Signing you out…" />;
}

export default SignOutPage;
