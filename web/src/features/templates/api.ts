import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyInput } from '@cq/shared/contract';
import { exportOf, type Template } from '@cq/shared/templates/schemas';
import { api, apiQueryKey } from '@/lib/api/client';
import { saveBlob } from '@/lib/download';

export { refusalOf } from '@/lib/api/refusal';

const templateKey = (id: string) => apiQueryKey('GET /api/report-templates/{id}', { params: { id } });
const refreshList = (client: ReturnType<typeof useQueryClient>) =>
  client.invalidateQueries({ queryKey: ['GET /api/report-templates'] });

/** A new draft: from the editor's blank form, a copy of a built-in, or an imported JSON file. */
export function useTemplateCreate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyInput<'POST /api/report-templates'>) => api('POST /api/report-templates', { body }),
    onSuccess: () => refreshList(client),
  });
}

export function useTemplateUpdate(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyInput<'PATCH /api/report-templates/{id}'>) =>
      api('PATCH /api/report-templates/{id}', { params: { id }, body }),
    onSuccess: async (template) => {
      client.setQueryData(templateKey(id), template);
      await refreshList(client);
    },
  });
}

export function useTemplatePublish(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (version: number) =>
      api('POST /api/report-templates/{id}/versions', { params: { id }, body: { version } }),
    onSuccess: () =>
      Promise.all([client.invalidateQueries({ queryKey: templateKey(id) }), refreshList(client)]).then(() => undefined),
  });
}

/** The file a template exports to: its content only, importable as a new draft anywhere. */
export const exportFileName = (template: Pick<Template, 'name'>) =>
  `${template.name.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '') || 'template'}.template.json`;

export async function downloadTemplate(id: string): Promise<string> {
  const template = await api('GET /api/report-templates/{id}', { params: { id } });
  const name = exportFileName(template);
  saveBlob(new Blob([JSON.stringify(exportOf(template), null, 2)], { type: 'application/json' }), name);
  return name;
}
