import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { SopStaffEntry } from '@cq/shared/library/staffSchemas';
import type { BodyInput } from '@cq/shared/contract';
import { api } from '@/lib/api/client';
import { cursorPages } from '@/lib/api/cursorPages';

/** Versions a page of the staff list holds (the list pages by version), and versions of one SOP a page. */
const LIST_PAGE_SIZE = 100;
const VERSIONS_PAGE_SIZE = 10;

/**
 * The staff list's pages as one list of SOPs: an SOP whose versions straddle a page's end comes back under the
 * same id on the next page, and its versions are joined here (each page keeps them oldest first).
 */
export function joinSopPages(pages: ReadonlyArray<{ data: SopStaffEntry[] }>): SopStaffEntry[] {
  const byId = new Map<string, SopStaffEntry>();
  for (const entry of pages.flatMap((p) => p.data)) {
    const seen = byId.get(entry.id);
    byId.set(entry.id, seen ? { id: entry.id, versions: [...seen.versions, ...entry.versions] } : entry);
  }
  return [...byId.values()];
}

/** Staff SOP reads and writes (issue 22). Every write refreshes the staff list and the subscribers' library. */
export const useStaffSops = () => useInfiniteQuery(cursorPages('GET /api/cms/sops', LIST_PAGE_SIZE));
/**
 * One SOP's versions whole, newest first, a page at a time, read fresh each time it is opened: the first page
 * holds the version in progress and the approved one.
 */
export const useStaffSop = (id: string) =>
  useInfiniteQuery({
    ...cursorPages('GET /api/cms/sops/{id}', VERSIONS_PAGE_SIZE, { params: { id } }),
    staleTime: 0,
    gcTime: 0,
  });

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
