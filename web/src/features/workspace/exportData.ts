import { mergeExportPart, type ExportDocument } from '@cq/shared/export/parts';
import { NEXT_CURSOR_HEADER } from '@cq/shared/schemas/paging';
import { apiWithHeaders } from '@/lib/api/client';
import { todayIso } from '@/lib/dates';
import { saveBlob } from '@/lib/download';

export { dispositionFilename } from '@/lib/download';

/**
 * Export Data: everything the user owns as one JSON file. The API answers `GET /api/me/export` in parts, each a
 * bounded read (`X-Next-Cursor` names the next); they are joined here into the one document and saved through a
 * temporary link. Returns the file's name; throws `HttpError` when the API refuses.
 */
export async function downloadExport(): Promise<string> {
  let document: ExportDocument = {};
  let cursor: string | undefined;
  do {
    const { data, headers } = await apiWithHeaders('GET /api/me/export', { query: cursor ? { cursor } : {} });
    document = mergeExportPart(document, data as ExportDocument);
    cursor = headers.get(NEXT_CURSOR_HEADER) ?? undefined;
  } while (cursor);
  const name = `clarity-export-${todayIso()}.json`;
  saveBlob(new Blob([JSON.stringify(document, null, 2)], { type: 'application/json' }), name);
  return name;
}
