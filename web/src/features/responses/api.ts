import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BodyInput } from '@cq/shared/contract';
import { refreshWorkspace } from '@/features/workspace';
import { api, apiQuery } from '@/lib/api/client';

/** An audit's response requests with their responses: one read serves the list and every finding's response. */
export const requestsQuery = (auditId: string) =>
  apiQuery('GET /api/audits/{id}/response-requests', { params: { id: auditId } });

export const useResponseRequests = (auditId: string) => useQuery(requestsQuery(auditId));

/** After a write: the requests, and what they move (the finding's CAPA, the dashboard, the bell). */
function useRefresh() {
  const client = useQueryClient();
  return () => refreshWorkspace(client);
}

export function useSendRequest(auditId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: BodyInput<'POST /api/audits/{id}/response-requests'>) =>
      api('POST /api/audits/{id}/response-requests', { params: { id: auditId }, body }),
    onSuccess: refresh,
  });
}

export function useRevokeRequest() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => api('DELETE /api/response-requests/{id}', { params: { id } }),
    onSuccess: refresh,
  });
}

export function useReviewResponse() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({
      requestId,
      findingId,
      body,
    }: {
      requestId: string;
      findingId: string;
      body: BodyInput<'POST /api/response-requests/{id}/findings/{findingId}/review'>;
    }) =>
      api('POST /api/response-requests/{id}/findings/{findingId}/review', {
        params: { id: requestId, findingId },
        body,
      }),
    onSuccess: refresh,
  });
}
