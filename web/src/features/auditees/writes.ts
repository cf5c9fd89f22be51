import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { BodyInput } from '@cq/shared/contract';
import { api, apiQueryKey } from '@/lib/api/client';

/** Reads of one auditee's page: the record and its trail. */
export const auditeeKeys = (id: string) => ({
  auditee: apiQueryKey('GET /api/auditees/{id}', { params: { id } }),
  trail: apiQueryKey('GET /api/auditees/{id}/trail', { params: { id } }),
});

/** Every list read (each search, each page, the sponsor choices) starts with its route key. */
const refreshLists = (client: QueryClient, key: 'GET /api/auditees' | 'GET /api/studies') =>
  client.invalidateQueries({ queryKey: [key] });

/** Reload after a 409 (someone else changed it first): the auditee and its trail, read afresh. */
export function reloadAuditee(client: QueryClient, id: string): Promise<void> {
  const keys = auditeeKeys(id);
  return Promise.all([
    client.refetchQueries({ queryKey: keys.auditee, exact: true }),
    client.refetchQueries({ queryKey: keys.trail, exact: true }),
  ]).then(() => undefined);
}

export function useAuditeeCreate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyInput<'POST /api/auditees'>) => api('POST /api/auditees', { body }),
    onSuccess: () => refreshLists(client, 'GET /api/auditees'),
  });
}

export function useAuditeeUpdate(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyInput<'PATCH /api/auditees/{id}'>) =>
      api('PATCH /api/auditees/{id}', { params: { id }, body }),
    onSuccess: async (auditee) => {
      client.setQueryData(auditeeKeys(id).auditee, auditee);
      await Promise.all([
        client.invalidateQueries({ queryKey: auditeeKeys(id).trail }),
        refreshLists(client, 'GET /api/auditees'),
      ]);
    },
  });
}

export function useStudyCreate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyInput<'POST /api/studies'>) => api('POST /api/studies', { body }),
    onSuccess: () => refreshLists(client, 'GET /api/studies'),
  });
}

export function useStudyUpdate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: BodyInput<'PATCH /api/studies/{id}'> }) =>
      api('PATCH /api/studies/{id}', { params: { id }, body }),
    onSuccess: () => refreshLists(client, 'GET /api/studies'),
  });
}
