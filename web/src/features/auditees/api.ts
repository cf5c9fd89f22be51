import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { Auditee, Study } from '@cq/shared/auditees/schemas';
import type { ResponseOf } from '@cq/shared/contract';
import { NEXT_CURSOR_HEADER, PAGE_LIMIT_MAX } from '@cq/shared/schemas/paging';
import { apiQueryKey, apiWithHeaders } from '@/lib/api/client';

export { refusalOf } from '@/lib/api/refusal';

export const LIST_PAGE_SIZE = 50;

type ListKey = 'GET /api/auditees' | 'GET /api/studies';

/**
 * A list a page at a time, newest first; `q` (blank: everything) is searched by the API. Its search filters each
 * page it reads, so a page may come back short or empty with more behind it (`next`).
 */
export const listPagesQuery = <K extends ListKey>(key: K, q: string) => {
  const query = { limit: LIST_PAGE_SIZE, ...(q ? { q } : {}) };
  return infiniteQueryOptions({
    queryKey: [...apiQueryKey(key, { query } as never), 'pages'] as const,
    queryFn: async ({ pageParam }): Promise<{ items: ResponseOf<K>; next: string | null }> => {
      const { data, headers } = await apiWithHeaders(key as ListKey, { query: { ...query, cursor: pageParam } });
      return { items: data as ResponseOf<K>, next: headers.get(NEXT_CURSOR_HEADER) };
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
  });
};

/** Every record of a list, all its pages read, in `order` (auditees by name, studies by protocol number). */
const allOf = <T>(key: ListKey, order: (a: T, b: T) => number) =>
  queryOptions({
    queryKey: [...apiQueryKey(key, { query: { limit: PAGE_LIMIT_MAX } }), 'all'] as const,
    queryFn: async () => {
      const all: T[] = [];
      let cursor: string | undefined;
      do {
        const { data, headers } = await apiWithHeaders(key as ListKey, { query: { limit: PAGE_LIMIT_MAX, cursor } });
        all.push(...(data as T[]));
        cursor = headers.get(NEXT_CURSOR_HEADER) ?? undefined;
      } while (cursor);
      return all.sort(order);
    },
  });

/** Every auditee of the workspace (a sponsor is chosen among them, and a study names its sponsor). */
export const allAuditeesQuery = () => allOf<Auditee>('GET /api/auditees', (a, b) => a.name.localeCompare(b.name));

/** Every study of the workspace (an audit may name one). */
export const allStudiesQuery = () =>
  allOf<Study>('GET /api/studies', (a, b) => a.protocolNumber.localeCompare(b.protocolNumber));
