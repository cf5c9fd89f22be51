import type { UserProfile } from '@cq/shared';
import { useQuery } from '@tanstack/react-query';
import { getQueryFn } from '@/lib/api/request';
import { sessionLikely } from '@/lib/auth/session';

export const CURRENT_USER_KEY = ['/api/auth/user'] as const;

const fetchUser = getQueryFn<UserProfile>({ on401: 'returnNull' });

/**
 * The signed-in user, or null. Without a stored session it resolves null at once, so logged-out
 * visitors make no API call and never load the auth SDK.
 */
export function useCurrentUser() {
  return useQuery<UserProfile | null>({
    queryKey: CURRENT_USER_KEY,
    queryFn: async (context) => ((await sessionLikely()) ? fetchUser(context) : null),
  });
}
