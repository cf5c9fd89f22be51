import { EVIDENCE_MAX_PER_RECORD, EVIDENCE_MESSAGES, type EvidenceType } from '@cq/shared/evidence/rules';
import type { Evidence, EvidenceTarget } from '@cq/shared/evidence/schemas';
import { ConflictError, NotFoundError } from '../../domain/errors';
import type { Owner } from '../core/owner';
import { store } from '../core/store';
import { explainRefusal } from '../core/versioning';
import { checkedTrail, trailedWrite } from '../trail/trail';
import './evidence.entity';

export const EVIDENCE_ENTITY = 'Evidence';

type Item = NonNullable<Awaited<ReturnType<ReturnType<ReturnType<typeof store>['evidenceFile']['get']>['go']>>['data']>;

/** The key a target's files are listed under (GSI1): an answer's files are listed with its report's. */
export function recordKeyOf(target: EvidenceTarget): { recordKey: string; recordId: string; questionId?: string } {
  switch (target.kind) {
    case 'answer':
      return { recordKey: `REPORT#${target.reportId}`, recordId: target.reportId, questionId: target.questionId };
    case 'finding':
      return { recordKey: `FINDING#${target.findingId}`, recordId: target.findingId };
    case 'capa':
      return { recordKey: `CAPA#${target.capaId}`, recordId: target.capaId };
    case 'audit':
      return { recordKey: `AUDIT#${target.auditId}`, recordId: target.auditId };
    case 'response':
      // Like an answer's: the record (the request) and the part of it (the finding answered).
      return {
        recordKey: `RESPONSE#${target.requestId}#${target.findingId}`,
        recordId: target.requestId,
        questionId: target.findingId,
      };
  }
}

function targetOf(item: { targetKind: EvidenceTarget['kind']; recordId: string; questionId?: string }): EvidenceTarget {
  switch (item.targetKind) {
    case 'answer':
      return { kind: 'answer', reportId: item.recordId, questionId: item.questionId ?? '' };
    case 'finding':
      return { kind: 'finding', findingId: item.recordId };
    case 'capa':
      return { kind: 'capa', capaId: item.recordId };
    case 'audit':
      return { kind: 'audit', auditId: item.recordId };
    case 'response':
      return { kind: 'response', requestId: item.recordId, findingId: item.questionId ?? '' };
  }
}

function toEvidence(item: Item): Evidence {
  return {
    id: item.id,
    target: targetOf(item),
    reportId: item.reportId ?? null,
    name: item.name,
    size: item.size,
    type: item.fileType,
    sha256: item.sha256,
    uploadedBy: item.uploadedBy,
    uploaderName: item.uploaderName,
    uploadedAt: item.createdAt,
    superseded: item.superseded,
    supersededAt: item.supersededAt ?? null,
    supersededBy: item.supersededBy ?? null,
    supersededReason: item.supersededReason ?? null,
    version: item.version,
  };
}

/** An upload in progress: who started it, for which record, what it should be. */
export interface PendingEvidence {
  id: string;
  target: EvidenceTarget;
  /** The report and audit whose state locks the file (resolved when the upload starts). */
  reportId: string | null;
  auditId: string | null;
  name: string;
  size: number;
  type: EvidenceType;
  uploadedBy: string;
  uploaderName: string;
  createdAt: string;
  /** Seconds since the epoch (the TTL attribute). */
  expiresAt: number;
}

export async function startEvidenceUpload(owner: Owner, upload: PendingEvidence): Promise<void> {
  const { target, type, reportId, auditId, ...rest } = upload;
  await store()
    .evidenceUpload.create({
      ...rest,
      workspaceId: owner.workspaceId,
      targetKind: target.kind,
      ...recordKeyOf(target),
      fileType: type,
      ...(reportId ? { reportId } : {}),
      ...(auditId ? { auditId } : {}),
    })
    .go();
}

/** One of the workspace's pending uploads (GetItem); expired, unknown or another workspace's is not found. */
export async function getEvidenceUpload(owner: Owner, id: string): Promise<PendingEvidence> {
  const { data } = await store().evidenceUpload.get({ workspaceId: owner.workspaceId, id }).go({ consistent: true });
  if (!data || data.expiresAt * 1000 < Date.now()) throw new NotFoundError(EVIDENCE_MESSAGES.uploadNotFound);
  return {
    id: data.id,
    target: targetOf(data),
    reportId: data.reportId ?? null,
    auditId: data.auditId ?? null,
    name: data.name,
    size: data.size,
    type: data.fileType,
    uploadedBy: data.uploadedBy,
    uploaderName: data.uploaderName,
    createdAt: data.createdAt,
    expiresAt: data.expiresAt,
  };
}

/** Forgets a pending upload (its bytes were refused). */
export async function dropEvidenceUpload(owner: Owner, id: string): Promise<void> {
  await store().evidenceUpload.delete({ workspaceId: owner.workspaceId, id }).go();
}

/** Turns a pending upload into an evidence record, trailed; the upload is consumed in the same transaction. */
export async function completeEvidence(
  owner: Owner,
  upload: PendingEvidence,
  checked: { size: number; sha256: string },
  context: Record<string, unknown> = {},
): Promise<Evidence> {
  const now = new Date().toISOString();
  const item = {
    workspaceId: owner.workspaceId,
    id: upload.id,
    targetKind: upload.target.kind,
    ...recordKeyOf(upload.target),
    ...(upload.reportId
      ? {
          reportId: upload.reportId,
          reportKey: `${owner.workspaceId}#EVIDREPORT#${upload.reportId}`,
          reportFileId: upload.id,
        }
      : {}),
    ...(upload.auditId ? { auditId: upload.auditId } : {}),
    name: upload.name,
    size: checked.size,
    fileType: upload.type,
    sha256: checked.sha256,
    storageKey: upload.id,
    uploadedBy: upload.uploadedBy,
    uploaderName: upload.uploaderName,
    superseded: false,
    createdAt: now,
    updatedAt: now,
    version: 1,
  };
  const evidence = toEvidence(item as Item);
  await trailedWrite(
    {
      entityType: EVIDENCE_ENTITY,
      entityId: upload.id,
      actor: owner.actor,
      workspaceId: owner.workspaceId,
      action: 'create',
      before: null,
      after: { ...evidence, ...context },
    },
    (entities) => [
      {
        item: entities.evidenceUpload
          .delete({ workspaceId: owner.workspaceId, id: upload.id })
          .where(({ id }, { exists }) => exists(id))
          .commit(),
        refusal: () => new NotFoundError(EVIDENCE_MESSAGES.uploadNotFound),
      },
      { item: entities.evidenceFile.create(item).commit() },
    ],
  );
  return evidence;
}

/** One of the workspace's files by id (GetItem). */
export async function getEvidence(owner: Owner, id: string): Promise<Evidence> {
  const { data } = await store().evidenceFile.get({ workspaceId: owner.workspaceId, id }).go({ consistent: true });
  if (!data) throw new NotFoundError(EVIDENCE_MESSAGES.notFound);
  return toEvidence(data);
}

/** Where a file's record is: the audit id stored with it (for the lock), beside the public shape. */
export async function evidenceLock(
  owner: Owner,
  id: string,
): Promise<{ reportId: string | null; auditId: string | null }> {
  const { data } = await store()
    .evidenceFile.get({ workspaceId: owner.workspaceId, id })
    .go({ attributes: ['reportId', 'auditId'] });
  return { reportId: data?.reportId ?? null, auditId: data?.auditId ?? null };
}

/** Access pattern: a record's files, oldest first (one Query on GSI1, bounded by the per-record quota). */
export async function evidenceOf(owner: Owner, target: EvidenceTarget | { recordKey: string }): Promise<Evidence[]> {
  const recordKey = 'recordKey' in target ? target.recordKey : recordKeyOf(target).recordKey;
  const { data } = await store()
    .evidenceFile.query.byRecord({ workspaceId: owner.workspaceId, recordKey })
    .go({ limit: EVIDENCE_MAX_PER_RECORD * 2, pages: 'all' });
  return data.map(toEvidence);
}

/** How many files a report's answers have, by question (superseded ones do not count). */
export async function answerEvidenceCounts(owner: Owner, reportId: string): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const file of await evidenceOf(owner, { recordKey: `REPORT#${reportId}` })) {
    if (file.superseded || file.target.kind !== 'answer') continue;
    counts.set(file.target.questionId, (counts.get(file.target.questionId) ?? 0) + 1);
  }
  return counts;
}

/** What an issued report lists of its evidence (the export reads this). */
export interface ReportEvidence {
  questionId?: string;
  findingId?: string;
  name: string;
  size: number;
  sha256: string;
  uploadedAt: string;
  uploadedBy: string;
  superseded: boolean;
}

/**
 * Every file of a report: its answers', and its findings' and CAPA's (a CAPA's under its finding), oldest first.
 * One Query on GSI2, bounded.
 */
export async function evidenceOfReport(workspaceId: string, reportId: string): Promise<ReportEvidence[]> {
  const { data } = await store()
    .evidenceFile.query.byReport({ reportKey: `${workspaceId}#EVIDREPORT#${reportId}` })
    .go({ limit: 2000, pages: 'all' });
  return data.map((item) => ({
    ...(item.targetKind === 'answer' && item.questionId ? { questionId: item.questionId } : {}),
    ...(item.targetKind === 'finding' ? { findingId: item.recordId } : {}),
    // A report's CAPA shares its finding's id (`<reportId>.<questionId>`).
    ...(item.targetKind === 'capa' ? { findingId: item.recordId } : {}),
    name: item.name,
    size: item.size,
    sha256: item.sha256,
    uploadedAt: item.createdAt,
    uploadedBy: item.uploaderName,
    superseded: item.superseded,
  }));
}

/** Removes a file's record, trailed (its bytes are removed by the caller afterwards). */
export async function removeEvidence(owner: Owner, current: Evidence): Promise<void> {
  await trailedWrite(
    {
      entityType: EVIDENCE_ENTITY,
      entityId: current.id,
      actor: owner.actor,
      workspaceId: owner.workspaceId,
      action: 'delete',
      before: current,
      after: null,
    },
    (entities) => [
      {
        item: entities.evidenceFile
          .delete({ workspaceId: owner.workspaceId, id: current.id })
          .where(({ version }, { eq }) => eq(version, current.version))
          .commit({ response: 'all_old' }),
        refusal: (stored) => explainRefusal(stored, current.version, EVIDENCE_MESSAGES.notFound),
      },
    ],
  );
}

/** Marks a file superseded with why, version-checked and trailed. */
export async function supersedeEvidence(
  owner: Owner,
  current: Evidence,
  expectedVersion: number,
  reason: string,
): Promise<Evidence> {
  if (current.superseded) throw new ConflictError(EVIDENCE_MESSAGES.alreadySuperseded);
  const at = new Date().toISOString();
  const changes = {
    superseded: true,
    supersededAt: at,
    supersededBy: owner.actor,
    supersededReason: reason,
    updatedAt: at,
    version: expectedVersion + 1,
  };
  const after: Evidence = { ...current, ...changes };
  await trailedWrite(
    {
      entityType: EVIDENCE_ENTITY,
      entityId: current.id,
      actor: owner.actor,
      workspaceId: owner.workspaceId,
      action: 'supersede',
      before: current,
      after,
      reason,
    },
    (entities) => [
      {
        item: entities.evidenceFile
          .patch({ workspaceId: owner.workspaceId, id: current.id })
          .set(changes)
          .where(({ version }, { eq }) => eq(version, expectedVersion))
          .commit({ response: 'all_old' }),
        refusal: (stored) => explainRefusal(stored, expectedVersion, EVIDENCE_MESSAGES.notFound),
      },
    ],
  );
  return after;
}

/** A file's trail, verified (also after its removal: the chain stays). */
export async function evidenceTrail(owner: Owner, id: string) {
  const trail = await checkedTrail(EVIDENCE_ENTITY, id);
  // Another workspace's file is not found: the trail's entries name their workspace.
  if (trail.entries.length === 0 || trail.entries.some((e) => e.workspaceId !== owner.workspaceId)) {
    throw new NotFoundError(EVIDENCE_MESSAGES.notFound);
  }
  return trail;
}
