import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FindingResponseInput } from '@cq/shared/responses/schemas';
import { evidenceTypeOfName } from '@cq/shared/evidence/rules';
import { apiAs, apiUrl } from '@/lib/api/client';
import { downloadFile } from '@/lib/download';
import { sendBytes } from '@/lib/uploadBytes';
import { refusalOf } from '@/lib/api/refusal';

/** The portal's session for one link: kept for the tab only, so a reload does not ask for a new code. */
const storageKey = (token: string) => `respond-session:${token}`;

export function storedSession(token: string): string | null {
  try {
    const raw = sessionStorage.getItem(storageKey(token));
    const session = raw ? (JSON.parse(raw) as { token: string; expiresAt: string }) : null;
    return session && session.expiresAt > new Date().toISOString() ? session.token : null;
  } catch {
    return null;
  }
}

export function storeSession(token: string, session: { token: string; expiresAt: string } | null): void {
  try {
    if (session) sessionStorage.setItem(storageKey(token), JSON.stringify(session));
    else sessionStorage.removeItem(storageKey(token));
  } catch {
    // Private mode: the session lives as long as the page.
  }
}

/** The API refused the session (expired, or a newer code replaced it): the code step comes back. */
export const isSessionRefused = (error: unknown) => refusalOf(error)?.code === 'PORTAL_CODE_REQUIRED';

export const sendCode = (token: string) => apiAs(null, 'POST /api/respond/{token}/code', { params: { token } });

export const verifyCode = (token: string, code: string) =>
  apiAs(null, 'POST /api/respond/{token}/verify', { params: { token }, body: { code } });

const portalKey = (token: string) => ['respond', token] as const;

/** The request as the auditee sees it: its findings and their responses. */
export const usePortal = (token: string, bearer: string) =>
  useQuery({
    // The bearer in the key: a new session reads afresh rather than showing the refused one's answer.
    queryKey: [...portalKey(token), bearer],
    queryFn: () => apiAs(bearer, 'GET /api/respond/{token}/findings', { params: { token } }),
    retry: false,
  });

export function useSaveDraft(token: string, bearer: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ findingId, body }: { findingId: string; body: FindingResponseInput }) =>
      apiAs(bearer, 'PUT /api/respond/{token}/findings/{id}/response', { params: { token, id: findingId }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: portalKey(token) }),
  });
}

export function useSubmitAll(token: string, bearer: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiAs(bearer, 'POST /api/respond/{token}/submit', { params: { token } }),
    onSettled: () => client.invalidateQueries({ queryKey: portalKey(token) }),
  });
}

const filesKey = (token: string, findingId: string) => [...portalKey(token), 'files', findingId] as const;

/** The files on the auditee's response to one finding. */
export const useResponseFiles = (token: string, bearer: string, findingId: string) =>
  useQuery({
    queryKey: [...filesKey(token, findingId), bearer],
    queryFn: () =>
      apiAs(bearer, 'GET /api/respond/{token}/findings/{id}/evidence', { params: { token, id: findingId } }),
  });

/** The portal's upload: a ticket with the bearer, the bytes straight to storage, then the API checks and keeps them. */
export function useResponseUpload(token: string, bearer: string, findingId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ file, onProgress }: { file: File; onProgress: (fraction: number) => void }) => {
      const ticket = await apiAs(bearer, 'POST /api/respond/{token}/findings/{id}/evidence', {
        params: { token, id: findingId },
        body: { name: file.name, size: file.size, type: evidenceTypeOfName(file.name)! },
      });
      await sendBytes(ticket, file, onProgress);
      return apiAs(bearer, 'POST /api/respond/{token}/uploads/{id}/complete', { params: { token, id: ticket.id } });
    },
    onSettled: () => client.invalidateQueries({ queryKey: filesKey(token, findingId) }),
  });
}

/** Saves the report the auditor shared (PDF) under the server's file name; each download is trailed as the auditee. */
export const useReportDownload = (token: string, bearer: string) =>
  useMutation({
    mutationFn: () =>
      downloadFile(apiUrl('GET /api/respond/{token}/report', { params: { token } }), 'audit-report.pdf', bearer),
  });
