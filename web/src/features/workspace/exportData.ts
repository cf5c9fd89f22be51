import { apiUrl } from '@/lib/api/client';
import { todayIso } from '@/lib/dates';
import { downloadFile } from '@/lib/download';

export { dispositionFilename } from '@/lib/download';

/**
 * Export Data: everything the user owns as one JSON file (`GET /api/me/export`), fetched with the session's
 * token and saved through a temporary link. Throws `HttpError` when the API refuses.
 */
export function downloadExport(): Promise<string> {
  return downloadFile(apiUrl('GET /api/me/export'), `clarity-export-${todayIso()}.json`);
}
