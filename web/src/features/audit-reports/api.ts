import { infiniteQueryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { NEXT_CURSOR_HEADER } from '@cq/shared/schemas/paging';
import type { BodyInput } from '@cq/shared/contract';
import type { Report, ReportExportFormat, ReportListQuery, ReportSummary } from '@cq/shared/reports/schemas';
import { refreshWorkspace } from '@/features/workspace';
import { api, apiQueryKey, apiUrl, apiWithHeaders } from '@/lib/api/client';
import { downloadFile } from '@/lib/download';

export { refusalOf, type Refusal } from '@/lib/api/refusal';

/** The refusal of a wrong signing password: a 403 that neither signs nor signs the user out. */
export const SIGNATURE_REJECTED = 'SIGNATURE_REJECTED';

/** How many reports a page of the list holds. */
export const REPORT_PAGE_SIZE = 24;

export type ReportListFilter = Pick<ReportListQuery, 'status' | 'type'>;

/** The report list, newest first, a page at a time (`X-Next-Cursor`); status and type filtered by the API. */
export const reportPagesQuery = (filter: ReportListFilter = {}, limit = REPORT_PAGE_SIZE) => {
  const query = { limit, ...filter };
  return infiniteQueryOptions({
    queryKey: [...apiQueryKey('GET /api/audit-reports', { query }), 'pages'] as const,
    queryFn: async ({ pageParam }): Promise<{ items: ReportSummary[]; next: string | null }> => {
      const { data, headers } = await apiWithHeaders('GET /api/audit-reports', {
        query: { ...query, cursor: pageParam },
      });
      return { items: data, next: headers.get(NEXT_CURSOR_HEADER) };
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
  });
};

/** Every page of the report list and the counters, read again after a report is written. */
export const listChanged = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: ['GET /api/audit-reports'] }),
    client.invalidateQueries({ queryKey: ['GET /api/report-counts'] }),
  ]);

export const reportKeys = {
  report: (id: string) => apiQueryKey('GET /api/audit-reports/{id}', { params: { id } }),
  trail: (id: string) => apiQueryKey('GET /api/audit-reports/{id}/trail', { params: { id } }),
  capas: (id: string) => apiQueryKey('GET /api/audit-reports/{id}/capas', { params: { id } }),
  findings: (id: string) => apiQueryKey('GET /api/audit-reports/{id}/findings', { params: { id } }),
};

/**
 * After a report changes: its record (the answer), the list, its trail and CAPA, and what completing it moves in
 * the workspace (XP, badges, dashboard compliance, the bell, an attached audit's findings).
 */
export function reportChanged(client: QueryClient, report: Report | null, id: string): void {
  if (report) client.setQueryData(reportKeys.report(id), report);
  // Not awaited: the screen moves on with the answer while the rest is read again.
  void Promise.all([
    listChanged(client),
    client.invalidateQueries({ queryKey: reportKeys.trail(id), exact: true }),
    client.invalidateQueries({ queryKey: reportKeys.capas(id), exact: true }),
    refreshWorkspace(client),
  ]);
}

/** Reload after a 409: read the report, its trail and CAPA afresh. */
export function reloadReport(client: QueryClient, id: string): Promise<void> {
  return Promise.all([
    client.refetchQueries({ queryKey: reportKeys.report(id), exact: true }),
    client.refetchQueries({ queryKey: reportKeys.trail(id), exact: true }),
    client.refetchQueries({ queryKey: reportKeys.capas(id), exact: true }),
    client.refetchQueries({ queryKey: reportKeys.findings(id), exact: true }),
  ]).then(() => undefined);
}

/** Wizard step 1. Writes go through mutations, so a 401 sends the user to sign in like a read does. */
export function useReportCreate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyInput<'POST /api/audit-reports'>) => api('POST /api/audit-reports', { body }),
    onSuccess: (report) => reportChanged(client, report, report.id),
  });
}

/** Status moves, title and notes. */
export function useReportUpdate(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyInput<'PATCH /api/audit-reports/{id}'>) =>
      api('PATCH /api/audit-reports/{id}', { params: { id }, body }),
    onSuccess: (report) => reportChanged(client, report, id),
  });
}

/** Checklist answers: the API recomputes findings, CAPA text, score and progress with them. */
export function useReportAnswers(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyInput<'PUT /api/audit-reports/{id}/responses'>) =>
      api('PUT /api/audit-reports/{id}/responses', { params: { id }, body }),
    onSuccess: (report) => {
      client.setQueryData(reportKeys.report(id), report);
      void listChanged(client);
      void client.invalidateQueries({ queryKey: reportKeys.trail(id), exact: true });
    },
  });
}

export function useReportDelete() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api('DELETE /api/audit-reports/{id}', { params: { id } }),
    onSuccess: async (_ok, id) => {
      client.removeQueries({ queryKey: reportKeys.report(id), exact: true });
      await Promise.all([listChanged(client), refreshWorkspace(client)]);
    },
  });
}

/** The electronic signature: password and meaning; the answer is the approved report. */
export function useReportApprove(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyInput<'POST /api/audit-reports/{id}/approve'>) =>
      api('POST /api/audit-reports/{id}/approve', { params: { id }, body }),
    onSuccess: (report) => reportChanged(client, report, id),
  });
}

export function useCapaUpdate(reportId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: BodyInput<'PATCH /api/capas/{id}'> }) =>
      api('PATCH /api/capas/{id}', { params: { id }, body }),
    onSuccess: () => refreshCapas(client, reportId),
  });
}

/** After a CAPA write: the report's CAPA, every CAPA history shown, and what its finding moves (the bell too). */
const refreshCapas = (client: ReturnType<typeof useQueryClient>, reportId: string) =>
  Promise.all([
    client.invalidateQueries({ queryKey: reportKeys.capas(reportId), exact: true }),
    // Every CAPA and CAPA history shown on its own (keys start with the route).
    client.invalidateQueries({ queryKey: ['GET /api/capas/{id}'] }),
    client.invalidateQueries({ queryKey: ['GET /api/capas/{id}/trail'] }),
    // Its finding moves with it: the report's, the audit's and the workspace's findings, the dashboard, the bell.
    refreshWorkspace(client),
  ]);

/** Records an effectiveness check; the CAPA (its status and date may move) and its history are read again. */
export function useEffectivenessCheck(reportId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: BodyInput<'POST /api/capas/{id}/effectiveness-checks'> }) =>
      api('POST /api/capas/{id}/effectiveness-checks', { params: { id }, body }),
    onSuccess: () => refreshCapas(client, reportId),
  });
}

export const EXPORT_FORMATS = ['pdf', 'html', 'md'] as const satisfies readonly ReportExportFormat[];
export const EXPORT_LABELS: Record<ReportExportFormat, string> = { pdf: 'PDF', html: 'HTML', md: 'MD' };

export { dispositionFilename } from '@/lib/download';

/**
 * Downloads a report's export (`GET /api/audit-reports/{id}/export?format=`) with the session's token and saves
 * it under the server's file name. Returns that name; throws `HttpError` when the API refuses.
 */
export function downloadReport(id: string, format: ReportExportFormat): Promise<string> {
  return downloadFile(
    apiUrl('GET /api/audit-reports/{id}/export', { params: { id }, query: { format } }),
    `audit-report.${format}`,
  );
}

/** As a mutation, so a 401 while downloading sends the user to sign in; exporting is trailed, so the trail moves. */
export function useReportDownload() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, format }: { id: string; format: ReportExportFormat }) => downloadReport(id, format),
    onSuccess: (_name, { id }) => client.invalidateQueries({ queryKey: reportKeys.trail(id), exact: true }),
  });
}
