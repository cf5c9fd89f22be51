import { LIBRARY_CODES } from '@cq/shared/library/rules';
import { apiUrl } from '@/lib/api/client';
import { refusalOf } from '@/lib/api/refusal';
import { downloadFile } from '@/lib/download';

export const needsSubscription = (error: unknown) => refusalOf(error)?.code === LIBRARY_CODES.subscriptionRequired;

/** Saves the SOP's current version as DOCX or PDF under the server's file name; returns that name. */
export const downloadSop = (id: string, format: 'docx' | 'pdf') =>
  downloadFile(apiUrl('GET /api/library/sops/{id}/download', { params: { id }, query: { format } }), `${id}.${format}`);
