import { infiniteQueryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { AdminJob, JobPostInput } from '@cq/shared/admin/schemas';
import type { BodyInput, QueryInput } from '@cq/shared/contract';
import { NEXT_CURSOR_HEADER } from '@cq/shared/schemas/paging';
import { api, apiQueryKey, apiUrl, apiWithHeaders } from '@/lib/api/client';
import { todayIso } from '@/lib/dates';
import { downloadFile } from '@/lib/download';

export { refusalOf } from '@/lib/api/refusal';

/** Rows a paged admin list reads at a time; the API's `X-Next-Cursor` names the next page. */
export const ADMIN_PAGE_SIZE = 25;

/** The admin lists paged with a cursor. */
type PagedKey = 'GET /api/admin/users' | 'GET /api/admin/error-logs' | 'GET /api/admin/leads' | 'GET /api/admin/outbox';
/** A paged list's filters: its query without the paging. */
export type ListFilters<K extends PagedKey> = Omit<NonNullable<QueryInput<K>>, 'limit' | 'cursor'>;

/** A paged list under its route key and filters (a new filter is a new list), a page at a time. */
function pagedQuery<K extends PagedKey, T>(
  key: K,
  filters: ListFilters<K>,
  readPage: (page: { limit: number; cursor: string | undefined }) => Promise<{ data: T[]; headers: Headers }>,
) {
  return infiniteQueryOptions({
    queryKey: [key, { query: filters }, 'pages'] as const,
    queryFn: async ({ pageParam }) => {
      const { data, headers } = await readPage({ limit: ADMIN_PAGE_SIZE, cursor: pageParam });
      return { items: data, next: headers.get(NEXT_CURSOR_HEADER) };
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
  });
}

export const usersQuery = (filters: ListFilters<'GET /api/admin/users'>) =>
  pagedQuery('GET /api/admin/users', filters, (page) =>
    apiWithHeaders('GET /api/admin/users', { query: { ...filters, ...page } }),
  );
export const errorLogsQuery = (filters: ListFilters<'GET /api/admin/error-logs'>) =>
  pagedQuery('GET /api/admin/error-logs', filters, (page) =>
    apiWithHeaders('GET /api/admin/error-logs', { query: { ...filters, ...page } }),
  );
export const leadsQuery = (filters: ListFilters<'GET /api/admin/leads'>) =>
  pagedQuery('GET /api/admin/leads', filters, (page) =>
    apiWithHeaders('GET /api/admin/leads', { query: { ...filters, ...page } }),
  );
export const outboxQuery = () =>
  pagedQuery('GET /api/admin/outbox', {}, (page) => apiWithHeaders('GET /api/admin/outbox', { query: page }));

/** Reads again every page of every filter of one list (prefix match on the route key). */
export const refreshList = (client: QueryClient, key: PagedKey | 'GET /api/admin/jobs') =>
  client.invalidateQueries({ queryKey: [key] });

export const STATS_KEY = apiQueryKey('GET /api/admin/stats');
export const DAILY_ERRORS_KEY = apiQueryKey('GET /api/admin/error-logs/daily');
export const JOBS_KEY = apiQueryKey('GET /api/admin/jobs');
export const errorLogKey = (id: string) => apiQueryKey('GET /api/admin/error-logs/{id}', { params: { id } });

export function useRoleChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: BodyInput<'POST /api/admin/users/{id}/roles'> }) =>
      api('POST /api/admin/users/{id}/roles', { params: { id }, body }),
    // The caller's own profile mirrors their groups (their menu shows Admin Panel from it).
    onSuccess: () =>
      Promise.all([
        refreshList(client, 'GET /api/admin/users'),
        client.invalidateQueries({ queryKey: apiQueryKey('GET /api/auth/user') }),
      ]),
  });
}

export function useAccountStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: BodyInput<'POST /api/admin/users/{id}/status'> }) =>
      api('POST /api/admin/users/{id}/status', { params: { id }, body }),
    onSuccess: () => refreshList(client, 'GET /api/admin/users'),
  });
}

export function useErrorLogResolve(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyInput<'PATCH /api/admin/error-logs/{id}'>) =>
      api('PATCH /api/admin/error-logs/{id}', { params: { id }, body }),
    onSuccess: async (log) => {
      client.setQueryData(errorLogKey(id), log);
      await Promise.all([
        refreshList(client, 'GET /api/admin/error-logs'),
        client.invalidateQueries({ queryKey: STATS_KEY }),
      ]);
    },
  });
}

export function useLeadUpdate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: BodyInput<'PATCH /api/admin/leads/{id}'> }) =>
      api('PATCH /api/admin/leads/{id}', { params: { id }, body }),
    onSuccess: () => refreshList(client, 'GET /api/admin/leads'),
  });
}

/** The CSV of the inbox's current view (kind and status), saved under the server's file name. */
export function useLeadsCsv() {
  return useMutation({
    mutationFn: (filters: ListFilters<'GET /api/admin/leads'>) =>
      downloadFile(apiUrl('GET /api/admin/leads/export', { query: filters }), `leads-${todayIso()}.csv`),
  });
}

/** A job post change reaches /careers at once: its public reads are dropped with the admin list. */
const jobsChanged = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: JOBS_KEY }),
    client.removeQueries({ queryKey: apiQueryKey('GET /api/careers') }),
    client.removeQueries({ queryKey: ['GET /api/careers/{id}'] }),
  ]);

export function useJobCreate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: JobPostInput) => api('POST /api/admin/jobs', { body }),
    onSuccess: () => jobsChanged(client),
  });
}

export function useJobUpdate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: BodyInput<'PUT /api/admin/jobs/{id}'> }) =>
      api('PUT /api/admin/jobs/{id}', { params: { id }, body }),
    onSuccess: () => jobsChanged(client),
  });
}

/** A job post as the edit body: the post whole again (with `changes`), from its version. */
export function jobUpdateBody(
  job: AdminJob,
  changes: Partial<JobPostInput> = {},
): BodyInput<'PUT /api/admin/jobs/{id}'> {
  const { id: _id, postedAt: _posted, updatedAt: _updated, version, ...post } = job;
  return { ...post, ...changes, version };
}
