import { v7 as uuidv7 } from 'uuid';
import type { Body } from '@cq/shared/contract';
import { EVIDENCE_MAX_PER_RECORD, EVIDENCE_MESSAGES, EVIDENCE_UPLOAD_TTL_SECONDS } from '@cq/shared/evidence/rules';
import type { Evidence, EvidenceTarget, EvidenceUploadTicket } from '@cq/shared/evidence/schemas';
import { isResponseEditable } from '@cq/shared/responses/schemas';
import { ConflictError, LimitReachedError } from '../domain/errors';
import type { Owner } from '../data/core/owner';
import { evidenceOf, startEvidenceUpload } from '../data/evidence/evidence';
import type { StoredRequest } from '../data/responses/requests';
import { findResponse } from '../data/responses/responses';
import { evidenceStorage } from '../services/evidenceStorage';
import { takeEvidenceUpload } from '../services/evidenceIntake';
import { actorOf, auditeeName, includedFinding, PORTAL_MESSAGES } from './portal';

export const PORTAL_EVIDENCE_MESSAGES = {
  noDraft: 'Save a draft of this response before attaching files',
} as const;

/** Time to complete an upload after its URL expired (a slow connection still finishing), as for members. */
const COMPLETE_GRACE_SECONDS = 600;

/** The auditee acts in the request's workspace, named as the portal names them. */
const ownerOf = (request: StoredRequest): Owner => ({ workspaceId: request.workspaceId, actor: auditeeName(request) });

const targetOf = (request: StoredRequest, findingId: string): EvidenceTarget => ({
  kind: 'response',
  requestId: request.id,
  findingId,
});

/** The files on the auditee's response to an included finding (another request's or audit's: not found). */
export async function responseFiles(request: StoredRequest, findingId: string): Promise<Evidence[]> {
  await includedFinding(request, findingId);
  return evidenceOf(ownerOf(request), targetOf(request, findingId));
}

/**
 * Starts an upload onto the auditee's response: it must be saved (a draft, or returned for revision), as the
 * files go with what the auditor reviews; same types, size cap and count per record as members' files.
 */
export async function beginResponseUpload(
  request: StoredRequest,
  findingId: string,
  body: Body<'POST /api/respond/{token}/findings/{id}/evidence'>,
): Promise<EvidenceUploadTicket> {
  await includedFinding(request, findingId);
  const response = await findResponse(request.workspaceId, request.id, findingId);
  if (!response) throw new ConflictError(PORTAL_EVIDENCE_MESSAGES.noDraft);
  if (!isResponseEditable(response.status)) throw new ConflictError(PORTAL_MESSAGES.submitted);
  const owner = ownerOf(request);
  const target = targetOf(request, findingId);
  if ((await evidenceOf(owner, target)).length >= EVIDENCE_MAX_PER_RECORD) {
    throw new LimitReachedError(EVIDENCE_MESSAGES.tooMany);
  }
  const id = uuidv7();
  const now = new Date();
  const expiresAt = new Date(now.getTime() + EVIDENCE_UPLOAD_TTL_SECONDS * 1000);
  await startEvidenceUpload(owner, {
    id,
    target,
    reportId: null,
    auditId: request.auditId,
    name: body.name,
    size: body.size,
    type: body.type,
    uploadedBy: owner.actor,
    uploaderName: request.recipientName,
    createdAt: now.toISOString(),
    expiresAt: Math.floor(expiresAt.getTime() / 1000) + COMPLETE_GRACE_SECONDS,
  });
  const upload = await evidenceStorage().uploadTarget(id, body.size, expiresAt);
  return { id, url: upload.url, method: 'PUT', headers: upload.headers, expiresAt: expiresAt.toISOString() };
}

/** Checks and keeps an upload of this request's (another request's is not found), trailed as the auditee. */
export function finishResponseUpload(request: StoredRequest, id: string, clientAddress: string): Promise<Evidence> {
  return takeEvidenceUpload(ownerOf(request), id, {
    owns: (upload) => upload.target.kind === 'response' && upload.target.requestId === request.id,
    context: actorOf(request, clientAddress).context,
  });
}
