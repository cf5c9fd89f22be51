import type { UserProfile } from '@cq/shared';
import { useQuery } from '@tanstack/react-query';
import { api, apiQueryKey } from '@/lib/api/client';
import { isUnauthorized } from '@/lib/api/request';
import { sessionLikely } from '@/lib/auth/session';

export const CURRENT_USER_KEY = apiQueryKey('GET /api/auth/user');

/**
 * The signed-in user, or null. Without a stored session it resolves null at once, so logged-out
 * visitors make no API call and never load the auth SDK; a 401 means signed out, not an error.
 */
export function useCurrentUser() {
  return useQuery<UserProfile | null>({
    queryKey: CURRENT_USER_KEY,
    queryFn: async () => {
      if (!(await sessionLikely())) return null;
      try {
        return await api('GET /api/auth/user');
      } catch (error) {
        if (isUnauthorized(error)) return null;
        throw error;
      }
    },
  });
}
