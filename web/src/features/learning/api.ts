import { LEARNING_CODES } from '@cq/shared/learning/rules';
import { apiUrl } from '@/lib/api/client';
import { refusalOf } from '@/lib/api/refusal';
import { downloadFile } from '@/lib/download';

export const needsLearningSubscription = (error: unknown) =>
  refusalOf(error)?.code === LEARNING_CODES.subscriptionRequired;

/** Saves the caller's certificate as PDF under the server's file name; returns that name. */
export const downloadCertificate = (code: string) =>
  downloadFile(apiUrl('GET /api/me/certificates/{code}/pdf', { params: { code } }), `certificate-${code}.pdf`);
