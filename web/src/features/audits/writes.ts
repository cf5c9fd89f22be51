import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { BodyInput } from '@cq/shared/contract';
import { refreshWorkspace } from '@/features/workspace';
import { api, apiQueryKey } from '@/lib/api/client';

/** Reads of one audit's page: the audit, its findings and its trail. */
export const auditKeys = (id: string) => ({
  audit: apiQueryKey('GET /api/audits/{id}', { params: { id } }),
  findings: apiQueryKey('GET /api/audits/{id}/findings', { params: { id } }),
  trail: apiQueryKey('GET /api/audits/{id}/trail', { params: { id } }),
});

/** Reload after a refusal (409: someone else changed it): read the audit, its findings and trail afresh. */
export function reloadAudit(client: QueryClient, id: string): Promise<void> {
  const keys = auditKeys(id);
  return Promise.all([
    client.refetchQueries({ queryKey: keys.audit, exact: true }),
    client.refetchQueries({ queryKey: keys.findings, exact: true }),
    client.refetchQueries({ queryKey: keys.trail, exact: true }),
  ]).then(() => undefined);
}

/**
 * Writes go through mutations, so a 401 on any of them sends the user to sign in like a read does. On success
 * the answer replaces the cached record, and everything a change can move is read again.
 */
export function useAuditUpdate(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyInput<'PATCH /api/audits/{id}'>) => api('PATCH /api/audits/{id}', { params: { id }, body }),
    onSuccess: async (audit) => {
      client.setQueryData(auditKeys(id).audit, audit);
      await refreshWorkspace(client);
    },
  });
}

export function useFindingCreate(auditId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyInput<'POST /api/audits/{id}/findings'>) =>
      api('POST /api/audits/{id}/findings', { params: { id: auditId }, body }),
    onSuccess: () => refreshWorkspace(client),
  });
}

export function useFindingUpdate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: BodyInput<'PATCH /api/findings/{id}'> }) =>
      api('PATCH /api/findings/{id}', { params: { id }, body }),
    onSuccess: () => refreshWorkspace(client),
  });
}

export function useAuditCreate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyInput<'POST /api/audits'>) => api('POST /api/audits', { body }),
    onSuccess: () => refreshWorkspace(client),
  });
}
