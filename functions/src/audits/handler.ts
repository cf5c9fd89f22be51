import { NEXT_CURSOR_HEADER } from '@cq/shared';
import { createGroupHandler, type Operations, type RequestContext } from '../http/groupHandler';
import { auditsContract } from '@cq/shared/contract/audits';
import { signedIn } from '../http/signedIn';
import { auditTrail, getAudit, listAudits } from '../data/audits/audits';
import { findingTrail } from '../data/audits/findings';
import { listAuditReports, toSummary } from '../data/audits/reports';
import { addFinding, findingsOf, reviseFinding, workspaceFindings } from './findings';
import { openAudit, reviseAudit } from './useCases';

async function list({ workspace, query }: RequestContext<'GET /api/audits'>) {
  const page = await listAudits(workspace, query, query.assignedTo === 'me' ? workspace.actor : undefined);
  return { body: page.items, headers: page.next ? { [NEXT_CURSOR_HEADER]: page.next } : undefined };
}

async function create({ workspace, user, body }: RequestContext<'POST /api/audits'>) {
  return { body: await openAudit(workspace, user, body) };
}

async function read({ workspace, params }: RequestContext<'GET /api/audits/{id}'>) {
  return { body: await getAudit(workspace, params.id) };
}

async function revise({ workspace, user, params, body }: RequestContext<'PATCH /api/audits/{id}'>) {
  return { body: await reviseAudit(workspace, user, params.id, body) };
}

async function trail({ workspace, params }: RequestContext<'GET /api/audits/{id}/trail'>) {
  return { body: await auditTrail(workspace, params.id) };
}

async function listAuditFindings({ workspace, params }: RequestContext<'GET /api/audits/{id}/findings'>) {
  return { body: await findingsOf(workspace, params.id) };
}

async function listReportsOfAudit({ workspace, params }: RequestContext<'GET /api/audits/{id}/reports'>) {
  await getAudit(workspace, params.id);
  return { body: (await listAuditReports(workspace, params.id)).map(toSummary) };
}

async function listWorkspaceFindings({ workspace, query }: RequestContext<'GET /api/findings'>) {
  const { status, severity, ...page } = query;
  const found = await workspaceFindings(workspace, page, { status, severity });
  return { body: found.items, headers: found.next ? { [NEXT_CURSOR_HEADER]: found.next } : undefined };
}

async function createFinding({ workspace, params, body }: RequestContext<'POST /api/audits/{id}/findings'>) {
  return { body: await addFinding(workspace, params.id, body) };
}

async function reviseAuditFinding({ workspace, params, body }: RequestContext<'PATCH /api/findings/{id}'>) {
  return { body: await reviseFinding(workspace, params.id, body) };
}

async function auditFindingTrail({ workspace, params }: RequestContext<'GET /api/findings/{id}/trail'>) {
  return { body: await findingTrail(workspace, params.id) };
}

export const operations: Operations<'audits'> = {
  'GET /api/audits': { handle: list },
  'POST /api/audits': { handle: create },
  'GET /api/audits/{id}': { handle: read },
  'PATCH /api/audits/{id}': { handle: revise },
  'GET /api/audits/{id}/trail': { handle: trail },
  'GET /api/audits/{id}/reports': { handle: listReportsOfAudit },
  'GET /api/audits/{id}/findings': { handle: listAuditFindings },
  'POST /api/audits/{id}/findings': { handle: createFinding },
  'PATCH /api/findings/{id}': { handle: reviseAuditFinding },
  'GET /api/findings/{id}/trail': { handle: auditFindingTrail },
  'GET /api/findings': { handle: listWorkspaceFindings },
};

export const handler = createGroupHandler('audits', auditsContract, operations, signedIn);
