import { createHash } from 'node:crypto';
import { EVIDENCE_MAX_BYTES, EVIDENCE_MESSAGES, evidenceMismatch } from '@cq/shared/evidence/rules';
import type { Evidence } from '@cq/shared/evidence/schemas';
import { InvalidInputError, NotFoundError } from '../domain/errors';
import type { Owner } from '../data/core/owner';
import {
  completeEvidence,
  dropEvidenceUpload,
  getEvidenceUpload,
  type PendingEvidence,
} from '../data/evidence/evidence';
import { logger } from '../lib/logger';
import { evidenceStorage } from './evidenceStorage';
import { confirmedType } from './evidenceSniff';

/**
 * Reads the uploaded bytes, decides what they are by content (a file whose bytes are not the type its name says
 * is refused, as is anything over 25 MB), records their SHA-256 and keeps them; or deletes them and says why (400).
 * `owns` refuses an upload the caller may not complete (the portal's: another request's); `context` goes into the
 * trail entry beside the file (the auditee's request and client address). Members and the auditee portal share it.
 */
export async function takeEvidenceUpload(
  owner: Owner,
  id: string,
  {
    owns = () => true,
    context = {},
  }: { owns?: (upload: PendingEvidence) => boolean; context?: Record<string, unknown> } = {},
): Promise<Evidence> {
  const upload = await getEvidenceUpload(owner, id);
  if (!owns(upload)) throw new NotFoundError(EVIDENCE_MESSAGES.uploadNotFound);
  const storage = evidenceStorage();
  const bytes = await storage.readUpload(id);
  if (!bytes) throw new InvalidInputError(EVIDENCE_MESSAGES.notUploaded);
  const refusal =
    bytes.length > EVIDENCE_MAX_BYTES
      ? EVIDENCE_MESSAGES.tooLarge
      : bytes.length === 0
        ? EVIDENCE_MESSAGES.empty
        : ((check) => (check.ok ? null : evidenceMismatch(upload.type, check.found)))(
            confirmedType(upload.type, bytes),
          );
  if (refusal) {
    await Promise.all([storage.discardUpload(id), dropEvidenceUpload(owner, id)]);
    logger.info('evidence_refused', { uploadId: id, size: bytes.length, reason: refusal });
    throw new InvalidInputError(refusal, { file: refusal });
  }
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  await storage.keep(id, bytes, upload.type);
  const evidence = await completeEvidence(owner, upload, { size: bytes.length, sha256 }, context);
  await storage.discardUpload(id);
  return evidence;
}
