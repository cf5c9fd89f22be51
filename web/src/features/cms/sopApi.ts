import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BodyInput } from '@cq/shared/contract';
import { api, apiQuery } from '@/lib/api/client';

/** Staff SOP reads and writes (issue 22). Every write refreshes the staff list and the subscribers' library. */
export const useStaffSops = () => useQuery(apiQuery('GET /api/cms/sops'));
/** One SOP with every version whole, read fresh each time it is opened. */
export const useStaffSop = (id: string) =>
  useQuery({ ...apiQuery('GET /api/cms/sops/{id}', { params: { id } }), staleTime: 0, gcTime: 0 });

function useRefresh() {
  const client = useQueryClient();
  return () =>
    Promise.all(
      ['GET /api/cms/sops', 'GET /api/cms/sops/{id}', 'GET /api/library/sops', 'GET /api/library/sops/{id}'].map(
        (key) => client.invalidateQueries({ queryKey: [key] }),
      ),
    );
}

type VersionRef = { id: string; seq: number };
const versionParams = ({ id, seq }: VersionRef) => ({ id, seq: String(seq) });

export function useSopCreate() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: BodyInput<'POST /api/cms/sops'>) => api('POST /api/cms/sops', { body }),
    onSuccess: refresh,
  });
}

export function useSopRevise() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: BodyInput<'POST /api/cms/sops/{id}/versions'> }) =>
      api('POST /api/cms/sops/{id}/versions', { params: { id }, body }),
    onSuccess: refresh,
  });
}

export function useSopDraftSave() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ ref, body }: { ref: VersionRef; body: BodyInput<'PUT /api/cms/sops/{id}/versions/{seq}'> }) =>
      api('PUT /api/cms/sops/{id}/versions/{seq}', { params: versionParams(ref), body }),
    onSuccess: refresh,
  });
}

/** Submit for review, or send back to draft. */
export function useSopMove() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ ref, move, rev }: { ref: VersionRef; move: 'submit' | 'return'; rev: number }) =>
      move === 'submit'
        ? api('POST /api/cms/sops/{id}/versions/{seq}/submit', { params: versionParams(ref), body: { rev } })
        : api('POST /api/cms/sops/{id}/versions/{seq}/return', { params: versionParams(ref), body: { rev } }),
    onSuccess: refresh,
  });
}

export function useSopApprove() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({
      ref,
      body,
    }: {
      ref: VersionRef;
      body: BodyInput<'POST /api/cms/sops/{id}/versions/{seq}/approve'>;
    }) => api('POST /api/cms/sops/{id}/versions/{seq}/approve', { params: versionParams(ref), body }),
    onSuccess: refresh,
  });
}
