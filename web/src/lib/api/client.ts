import { queryOptions, type QueryFunctionContext } from '@tanstack/react-query';
import type { RouteKey } from '@cq/shared/routes';
import { callIn, type ApiInput, type InputArg } from './call';
import { workspaceKey } from '../workspace';

export { api, apiAs, apiUrl, apiWithHeaders, type ApiInput } from './call';

/**
 * TanStack Query key of a read: the route key, its input and the workspace it reads (never a joined URL), so
 * two workspaces' answers never share a cache entry.
 */
export const apiQueryKey = <K extends RouteKey>(key: K, ...[input]: InputArg<K>) =>
  [key, (input ?? {}) as ApiInput<K>, workspaceKey()] as const;

const workspaceOfKey = (queryKey: readonly unknown[]): string | null =>
  queryKey[2] === undefined || queryKey[2] === 'personal' ? null : String(queryKey[2]);

/** The default query function: reads the route, input and workspace back out of an `apiQueryKey`. */
export async function apiQueryFn({ queryKey }: QueryFunctionContext): Promise<unknown> {
  const [key, input] = queryKey as unknown as [RouteKey, ApiInput<RouteKey>];
  return (await callIn(workspaceOfKey(queryKey), key, input)).data;
}

/** Query options for a read, typed by the route: `useQuery(apiQuery('GET /api/audits'))`. */
export const apiQuery = <K extends RouteKey>(key: K, ...[input]: InputArg<K>) => {
  const queryKey = apiQueryKey(key, ...([input] as InputArg<K>));
  return queryOptions({
    queryKey,
    queryFn: async () => (await callIn(workspaceOfKey(queryKey), key, input)).data,
  });
};
