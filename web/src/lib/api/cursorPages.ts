import { infiniteQueryOptions } from '@tanstack/react-query';
import type { ResponseOf } from '@cq/shared/contract';
import type { RouteKey } from '@cq/shared/routes';
import { NEXT_CURSOR_HEADER } from '@cq/shared/schemas/paging';
import { apiQueryKey, apiWithHeaders, type ApiInput } from './client';

/**
 * A list route paged with `?limit=&cursor=` and `X-Next-Cursor`, read a page at a time (`fetchNextPage` loads
 * more). Its key starts with the route's own `apiQueryKey`, so invalidating the route reads every page again.
 * `input`: the route's path params, if any.
 */
export function cursorPages<K extends RouteKey>(key: K, limit: number, input?: Omit<ApiInput<K>, 'query'>) {
  return infiniteQueryOptions({
    queryKey: [...apiQueryKey(key, ...([input] as never as [ApiInput<K>])), 'pages', limit] as const,
    queryFn: async ({ pageParam }): Promise<{ data: ResponseOf<K>; next: string | null }> => {
      const query = { limit, ...(pageParam ? { cursor: pageParam } : {}) };
      const { data, headers } = await apiWithHeaders(key, ...([{ ...input, query }] as never as [ApiInput<K>]));
      return { data, next: headers.get(NEXT_CURSOR_HEADER) };
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
  });
}
