import { useMemo } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Evidence, EvidenceTarget } from '@cq/shared/evidence/schemas';
import { evidenceTypeOfName } from '@cq/shared/evidence/rules';
import { api, apiQuery } from '@/lib/api/client';
import { openLink } from '@/lib/download';
import { sendBytes } from '@/lib/uploadBytes';

/** The list a target's files are read from: an answer's come with its whole report's (one request per report). */
type ListQuery = ReturnType<typeof apiQuery<'GET /api/audits/{id}/evidence'>>;

export function evidenceListQuery(target: EvidenceTarget): ListQuery {
  // The lists answer the same shape; one type for all keeps `useQuery` simple.
  switch (target.kind) {
    case 'answer':
      return apiQuery('GET /api/audit-reports/{id}/evidence', {
        params: { id: target.reportId },
      }) as unknown as ListQuery;
    case 'finding':
      return apiQuery('GET /api/findings/{id}/evidence', { params: { id: target.findingId } }) as unknown as ListQuery;
    case 'capa':
      return apiQuery('GET /api/capas/{id}/evidence', { params: { id: target.capaId } }) as unknown as ListQuery;
    case 'audit':
      return apiQuery('GET /api/audits/{id}/evidence', { params: { id: target.auditId } });
    case 'response':
      return apiQuery('GET /api/response-requests/{id}/findings/{findingId}/evidence', {
        params: { id: target.requestId, findingId: target.findingId },
      }) as unknown as ListQuery;
  }
}

const belongsTo = (target: EvidenceTarget) => (file: Evidence) =>
  target.kind !== 'answer' || (file.target.kind === 'answer' && file.target.questionId === target.questionId);

/** The target's files, oldest first. */
export function useEvidence(target: EvidenceTarget) {
  const query = useQuery(evidenceListQuery(target));
  return { ...query, files: query.data?.filter(belongsTo(target)) };
}

/** How many current (not superseded) files each answer of a report has: what an evidence-required answer needs. */
export function useAnswerFileCounts(reportId: string): ReadonlyMap<string, number> {
  const { data } = useQuery(evidenceListQuery({ kind: 'answer', reportId, questionId: '' }));
  return useMemo(() => {
    const counts = new Map<string, number>();
    for (const file of data ?? []) {
      if (file.superseded || file.target.kind !== 'answer') continue;
      counts.set(file.target.questionId, (counts.get(file.target.questionId) ?? 0) + 1);
    }
    return counts;
  }, [data]);
}

function useRefresh(target: EvidenceTarget) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: evidenceListQuery(target).queryKey });
}

/** Upload in three steps: a ticket from the API, the bytes straight to storage, then the API checks and keeps them. */
export function useEvidenceUpload(target: EvidenceTarget) {
  const refresh = useRefresh(target);
  return useMutation({
    mutationFn: async ({ file, onProgress }: { file: File; onProgress: (fraction: number) => void }) => {
      const ticket = await api('POST /api/evidence/uploads', {
        body: { target, name: file.name, size: file.size, type: evidenceTypeOfName(file.name)! },
      });
      await sendBytes(ticket, file, onProgress);
      return api('POST /api/evidence/uploads/{id}/complete', { params: { id: ticket.id } });
    },
    onSettled: refresh,
  });
}

export function useEvidenceRemove(target: EvidenceTarget) {
  const refresh = useRefresh(target);
  return useMutation({
    mutationFn: (file: Pick<Evidence, 'id'>) => api('DELETE /api/evidence/{id}', { params: { id: file.id } }),
    onSettled: refresh,
  });
}

/** Marks a file superseded with why: it stays listed and downloadable (the only change once it is kept for good). */
export function useEvidenceSupersede(target: EvidenceTarget) {
  const refresh = useRefresh(target);
  return useMutation({
    mutationFn: ({ file, reason }: { file: Pick<Evidence, 'id' | 'version'>; reason: string }) =>
      api('PATCH /api/evidence/{id}', {
        params: { id: file.id },
        body: { version: file.version, superseded: true, reason },
      }),
    onSettled: refresh,
  });
}

/** Opens a file's short-lived link: the browser saves it under its name (an attachment). */
export async function downloadEvidence(file: Pick<Evidence, 'id'>): Promise<void> {
  const { url } = await api('GET /api/evidence/{id}/download', { params: { id: file.id } });
  openLink(url);
}
