import { v7 as uuidv7 } from 'uuid';
import { isFinalAuditStatus } from '@cq/shared';
import type { Body } from '@cq/shared/contract';
import {
  EVIDENCE_DOWNLOAD_TTL_SECONDS,
  EVIDENCE_MAX_PER_RECORD,
  EVIDENCE_MESSAGES,
  EVIDENCE_UPLOAD_TTL_SECONDS,
} from '@cq/shared/evidence/rules';
import type { Evidence, EvidenceTarget, EvidenceUploadTicket } from '@cq/shared/evidence/schemas';
import { InvalidTransitionError, LimitReachedError, NotFoundError } from '../domain/errors';
import { getAudit } from '../data/audits/audits';
import { getCapa } from '../data/audits/capas';
import { findFinding, getFinding } from '../data/audits/findings';
import { getReport } from '../data/audits/reports';
import type { Workspace } from '../data/core/owner';
import {
  evidenceLock,
  evidenceOf,
  getEvidence,
  removeEvidence,
  startEvidenceUpload,
  supersedeEvidence,
} from '../data/evidence/evidence';
import { findResponse, RESPONSE_NOT_FOUND } from '../data/responses/responses';
import type { AuthUser } from '../lib/event';
import { evidenceStorage } from '../services/evidenceStorage';
import { takeEvidenceUpload } from '../services/evidenceIntake';

/** Time to complete an upload after its URL expired (a slow connection still finishing). */
const COMPLETE_GRACE_SECONDS = 600;

/**
 * The record a file goes on, read in the caller's workspace (another workspace's is not found), and the report
 * and audit whose state will lock the file. An approved report's answers take no more files.
 */
async function resolveTarget(owner: Workspace, target: EvidenceTarget) {
  switch (target.kind) {
    case 'answer': {
      const report = await getReport(owner, target.reportId);
      if (!report.checklist.some((q) => q.id === target.questionId)) {
        throw new NotFoundError(EVIDENCE_MESSAGES.questionNotFound);
      }
      if (report.status === 'approved') throw new InvalidTransitionError(EVIDENCE_MESSAGES.reportApproved);
      return { reportId: report.id, auditId: report.auditId ?? null };
    }
    case 'finding': {
      const finding = await getFinding(owner, target.findingId);
      return { reportId: finding.reportId ?? null, auditId: finding.auditId ?? null };
    }
    case 'capa': {
      const capa = await getCapa(owner, target.capaId);
      const finding = await findFinding(owner, capa.findingId);
      return { reportId: capa.reportId, auditId: finding?.auditId ?? null };
    }
    case 'audit':
      return { reportId: null, auditId: (await getAudit(owner, target.auditId)).id };
    case 'response':
      // The auditee's own files: attached only through the portal, with its bearer.
      throw new NotFoundError(RESPONSE_NOT_FOUND);
  }
}

const displayName = (user: AuthUser) =>
  [user.givenName, user.familyName].filter(Boolean).join(' ').trim() || user.email || user.sub;

/** Starts an upload: a pending record and a short-lived URL for exactly the declared number of bytes. */
export async function beginEvidenceUpload(
  owner: Workspace,
  user: AuthUser,
  body: Body<'POST /api/evidence/uploads'>,
): Promise<EvidenceUploadTicket> {
  const locks = await resolveTarget(owner, body.target);
  if ((await evidenceOf(owner, body.target)).length >= EVIDENCE_MAX_PER_RECORD) {
    throw new LimitReachedError(EVIDENCE_MESSAGES.tooMany);
  }
  const id = uuidv7(); // time-ordered: a record's files list oldest first by id
  const now = new Date();
  const expiresAt = new Date(now.getTime() + EVIDENCE_UPLOAD_TTL_SECONDS * 1000);
  await startEvidenceUpload(owner, {
    id,
    target: body.target,
    ...locks,
    name: body.name,
    size: body.size,
    type: body.type,
    uploadedBy: owner.actor,
    uploaderName: displayName(user),
    createdAt: now.toISOString(),
    expiresAt: Math.floor(expiresAt.getTime() / 1000) + COMPLETE_GRACE_SECONDS,
  });
  const target = await evidenceStorage().uploadTarget(id, body.size, expiresAt);
  return { id, url: target.url, method: 'PUT', headers: target.headers, expiresAt: expiresAt.toISOString() };
}

export const finishEvidenceUpload = (owner: Workspace, id: string): Promise<Evidence> => takeEvidenceUpload(owner, id);

/** A short-lived link that downloads the file as an attachment under its name. */
export async function evidenceDownload(owner: Workspace, id: string) {
  const evidence = await getEvidence(owner, id);
  const expiresAt = new Date(Date.now() + EVIDENCE_DOWNLOAD_TTL_SECONDS * 1000);
  const url = await evidenceStorage().downloadUrl(id, evidence.name, evidence.type, expiresAt);
  return { url, expiresAt: expiresAt.toISOString() };
}

/** Whether the file's report is approved or, without a report, its audit closed: then it is never removed. */
async function removalLocked(owner: Workspace, id: string): Promise<boolean> {
  const { reportId, auditId } = await evidenceLock(owner, id);
  if (reportId) {
    const report = await getReport(owner, reportId).catch(() => null);
    return report?.status === 'approved';
  }
  if (auditId) {
    const audit = await getAudit(owner, auditId).catch(() => null);
    return audit ? isFinalAuditStatus(audit.status) : false;
  }
  return false;
}

/** Removes a file before its report is approved, trailed; after, 409: it can only be marked superseded. */
export async function removeEvidenceFile(owner: Workspace, id: string): Promise<void> {
  const current = await getEvidence(owner, id);
  if (await removalLocked(owner, id)) throw new InvalidTransitionError(EVIDENCE_MESSAGES.removalLocked);
  await removeEvidence(owner, current);
  await evidenceStorage().remove(id);
}

export async function supersedeEvidenceFile(
  owner: Workspace,
  id: string,
  body: Body<'PATCH /api/evidence/{id}'>,
): Promise<Evidence> {
  return supersedeEvidence(owner, await getEvidence(owner, id), body.version, body.reason);
}

/** A record's files, after reading the record itself (another workspace's record is not found). */
export async function evidenceOfRecord(
  owner: Workspace,
  kind: Exclude<EvidenceTarget['kind'], 'response'>,
  id: string,
): Promise<Evidence[]> {
  switch (kind) {
    case 'answer':
      await getReport(owner, id);
      return evidenceOf(owner, { recordKey: `REPORT#${id}` });
    case 'finding':
      await getFinding(owner, id);
      return evidenceOf(owner, { kind, findingId: id });
    case 'capa':
      await getCapa(owner, id);
      return evidenceOf(owner, { kind, capaId: id });
    case 'audit':
      await getAudit(owner, id);
      return evidenceOf(owner, { kind, auditId: id });
  }
}

/** The files an auditee attached to their response to a finding of one of the workspace's requests. */
export async function evidenceOfResponse(owner: Workspace, requestId: string, findingId: string): Promise<Evidence[]> {
  if (!(await findResponse(owner.workspaceId, requestId, findingId))) throw new NotFoundError(RESPONSE_NOT_FOUND);
  return evidenceOf(owner, { kind: 'response', requestId, findingId });
}
