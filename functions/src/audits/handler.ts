import { NEXT_CURSOR_HEADER } from '@cq/shared';
import { createGroupHandler, type Operations, type RequestContext } from '../http/groupHandler';
import { auditTrail, getAudit, listAudits } from '../data/audits/audits';
import { findingTrail } from '../data/audits/findings';
import { ownerOf } from '../data/core/owner';
import { addFinding, findingsOf, reviseFinding } from './findings';
import { openAudit, reviseAudit } from './useCases';

async function list({ user, query }: RequestContext<'GET /api/audits'>) {
  const page = await listAudits(ownerOf(user), query);
  return { body: page.items, headers: page.next ? { [NEXT_CURSOR_HEADER]: page.next } : undefined };
}

async function create({ user, body }: RequestContext<'POST /api/audits'>) {
  return { status: 201, body: await openAudit(user, body) };
}

async function read({ user, params }: RequestContext<'GET /api/audits/{id}'>) {
  return { body: await getAudit(ownerOf(user), params.id) };
}

async function revise({ user, params, body }: RequestContext<'PATCH /api/audits/{id}'>) {
  return { body: await reviseAudit(user, params.id, body) };
}

async function trail({ user, params }: RequestContext<'GET /api/audits/{id}/trail'>) {
  return { body: await auditTrail(ownerOf(user), params.id) };
}

async function listAuditFindings({ user, params }: RequestContext<'GET /api/audits/{id}/findings'>) {
  return { body: await findingsOf(ownerOf(user), params.id) };
}

async function createFinding({ user, params, body }: RequestContext<'POST /api/audits/{id}/findings'>) {
  return { status: 201, body: await addFinding(ownerOf(user), params.id, body) };
}

async function reviseAuditFinding({ user, params, body }: RequestContext<'PATCH /api/findings/{id}'>) {
  return { body: await reviseFinding(ownerOf(user), params.id, body) };
}

async function auditFindingTrail({ user, params }: RequestContext<'GET /api/findings/{id}/trail'>) {
  return { body: await findingTrail(ownerOf(user), params.id) };
}

export const operations: Operations<'audits'> = {
  'GET /api/audits': { handle: list },
  'POST /api/audits': { handle: create },
  'GET /api/audits/{id}': { handle: read },
  'PATCH /api/audits/{id}': { handle: revise },
  'GET /api/audits/{id}/trail': { handle: trail },
  'GET /api/audits/{id}/findings': { handle: listAuditFindings },
  'POST /api/audits/{id}/findings': { handle: createFinding },
  'PATCH /api/findings/{id}': { handle: reviseAuditFinding },
  'GET /api/findings/{id}/trail': { handle: auditFindingTrail },
};

export const handler = createGroupHandler('audits', operations);
