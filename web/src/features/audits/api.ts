import { infiniteQueryOptions } from '@tanstack/react-query';
import type { Audit } from '@cq/shared/audits/schemas';
import { NEXT_CURSOR_HEADER } from '@cq/shared/schemas/paging';
import { apiQueryKey, apiWithHeaders } from '@/lib/api/client';

export const AUDIT_PAGE_SIZE = 50;

/**
 * The audit list, newest first, a page at a time (the API's `X-Next-Cursor` names the next one); with
 * `assignedTo: 'me'` only the audits the caller leads, audits or reviews.
 */
export const auditPagesQuery = (assignedTo?: 'me') => {
  const query = { limit: AUDIT_PAGE_SIZE, ...(assignedTo ? { assignedTo } : {}) };
  return infiniteQueryOptions({
    queryKey: [...apiQueryKey('GET /api/audits', { query }), 'pages'] as const,
    queryFn: async ({ pageParam }): Promise<{ items: Audit[]; next: string | null }> => {
      const { data, headers } = await apiWithHeaders('GET /api/audits', {
        query: { ...query, cursor: pageParam },
      });
      return { items: data, next: headers.get(NEXT_CURSOR_HEADER) };
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
  });
};

export { refusalOf, type Refusal } from '@/lib/api/refusal';

/** The refusal of a plan limit (403 LIMIT_REACHED): its message, shown with an Upgrade link. */
export const LIMIT_REACHED = 'LIMIT_REACHED';
