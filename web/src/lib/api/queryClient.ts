import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { currentPath, redirectToLogin } from '../auth/redirectToLogin';
import { apiQueryFn } from './client';
import { isUnauthorized } from './request';

/** Any 401 from a signed-in screen's call: toast and go to sign-in (workspace spec §8). */
function onError(error: unknown): void {
  if (isUnauthorized(error)) redirectToLogin(currentPath());
}

/** Spec §7 defaults: no refetch interval, no refetch on focus, data never stale, no retries. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        queryFn: apiQueryFn,
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
