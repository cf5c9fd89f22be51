import { createGroupHandler, type Operations, type RequestContext } from '../http/groupHandler';
import { evidenceContract } from '@cq/shared/contract/evidence';
import { signedIn } from '../http/signedIn';
import { retryOnContention } from '../data/core/contention';
import { evidenceTrail } from '../data/evidence/evidence';
import {
  beginEvidenceUpload,
  evidenceDownload,
  evidenceOfRecord,
  evidenceOfResponse,
  finishEvidenceUpload,
  removeEvidenceFile,
  supersedeEvidenceFile,
} from './useCases';

async function startUpload({ workspace, user, body }: RequestContext<'POST /api/evidence/uploads'>) {
  return { body: await beginEvidenceUpload(workspace, user, body) };
}

async function completeUpload({ workspace, params }: RequestContext<'POST /api/evidence/uploads/{id}/complete'>) {
  return { body: await finishEvidenceUpload(workspace, params.id) };
}

async function download({ workspace, params }: RequestContext<'GET /api/evidence/{id}/download'>) {
  return { body: await evidenceDownload(workspace, params.id) };
}

async function supersede({ workspace, params, body }: RequestContext<'PATCH /api/evidence/{id}'>) {
  return { body: await retryOnContention(() => supersedeEvidenceFile(workspace, params.id, body)) };
}

async function remove({ workspace, params }: RequestContext<'DELETE /api/evidence/{id}'>) {
  await retryOnContention(() => removeEvidenceFile(workspace, params.id));
  return { body: { ok: true as const } };
}

async function trail({ workspace, params }: RequestContext<'GET /api/evidence/{id}/trail'>) {
  return { body: await evidenceTrail(workspace, params.id) };
}

async function ofAudit({ workspace, params }: RequestContext<'GET /api/audits/{id}/evidence'>) {
  return { body: await evidenceOfRecord(workspace, 'audit', params.id) };
}

async function ofReport({ workspace, params }: RequestContext<'GET /api/audit-reports/{id}/evidence'>) {
  return { body: await evidenceOfRecord(workspace, 'answer', params.id) };
}

async function ofFinding({ workspace, params }: RequestContext<'GET /api/findings/{id}/evidence'>) {
  return { body: await evidenceOfRecord(workspace, 'finding', params.id) };
}

async function ofCapa({ workspace, params }: RequestContext<'GET /api/capas/{id}/evidence'>) {
  return { body: await evidenceOfRecord(workspace, 'capa', params.id) };
}

async function ofResponse({
  workspace,
  params,
}: RequestContext<'GET /api/response-requests/{id}/findings/{findingId}/evidence'>) {
  return { body: await evidenceOfResponse(workspace, params.id, params.findingId) };
}

/** Evidence files (issue 19) on answers, findings, CAPA and audit plans: upload, list, download, remove, supersede. */
export const operations: Operations<'evidence'> = {
  'POST /api/evidence/uploads': { handle: startUpload },
  'POST /api/evidence/uploads/{id}/complete': { handle: completeUpload },
  'GET /api/evidence/{id}/download': { handle: download },
  'PATCH /api/evidence/{id}': { handle: supersede },
  'DELETE /api/evidence/{id}': { handle: remove },
  'GET /api/evidence/{id}/trail': { handle: trail },
  'GET /api/audits/{id}/evidence': { handle: ofAudit },
  'GET /api/audit-reports/{id}/evidence': { handle: ofReport },
  'GET /api/findings/{id}/evidence': { handle: ofFinding },
  'GET /api/capas/{id}/evidence': { handle: ofCapa },
  'GET /api/response-requests/{id}/findings/{findingId}/evidence': { handle: ofResponse },
};

export const handler = createGroupHandler('evidence', evidenceContract, operations, signedIn);
