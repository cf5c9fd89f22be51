import { createGroupHandler, type Operations, type RequestContext } from '../http/groupHandler';
import { capaTrail } from '../data/audits/capas';
import { ownerOf } from '../data/core/owner';
import { getReport, listReports, REPORT_ENTITY, toSummary } from '../data/audits/reports';
import { checkedTrail } from '../data/trail/trail';
import { capasOf, reviseCapa } from './capas';
import { exportReport } from './exportReport';
import { answerChecklist, approveReport, removeReport, reviseReport, startReport } from './useCases';

async function list({ user }: RequestContext<'GET /api/audit-reports'>) {
  return { body: (await listReports(ownerOf(user))).map(toSummary) };
}

async function create({ user, body }: RequestContext<'POST /api/audit-reports'>) {
  return { status: 201, body: await startReport(user, body) };
}

async function read({ user, params }: RequestContext<'GET /api/audit-reports/{id}'>) {
  return { body: await getReport(ownerOf(user), params.id) };
}

async function revise({ user, params, body }: RequestContext<'PATCH /api/audit-reports/{id}'>) {
  return { body: await reviseReport(user, params.id, body) };
}

async function remove({ user, params }: RequestContext<'DELETE /api/audit-reports/{id}'>) {
  await removeReport(user, params.id);
  return { body: { ok: true as const } };
}

async function answer({ user, params, body }: RequestContext<'PUT /api/audit-reports/{id}/responses'>) {
  return { body: await answerChecklist(user, params.id, body) };
}

async function approve({ user, params, body }: RequestContext<'POST /api/audit-reports/{id}/approve'>) {
  return { body: await approveReport(user, params.id, body) };
}

async function download({ user, params, query }: RequestContext<'GET /api/audit-reports/{id}/export'>) {
  return exportReport(ownerOf(user), params.id, query.format);
}

async function trail({ user, params }: RequestContext<'GET /api/audit-reports/{id}/trail'>) {
  await getReport(ownerOf(user), params.id);
  return { body: await checkedTrail(REPORT_ENTITY, params.id) };
}

async function listReportCapas({ user, params }: RequestContext<'GET /api/audit-reports/{id}/capas'>) {
  return { body: await capasOf(ownerOf(user), params.id) };
}

async function reviseReportCapa({ user, params, body }: RequestContext<'PATCH /api/capas/{id}'>) {
  return { body: await reviseCapa(ownerOf(user), params.id, body) };
}

async function reportCapaTrail({ user, params }: RequestContext<'GET /api/capas/{id}/trail'>) {
  return { body: await capaTrail(ownerOf(user), params.id) };
}

export const operations: Operations<'reports'> = {
  'GET /api/audit-reports': { handle: list },
  'POST /api/audit-reports': { handle: create },
  'GET /api/audit-reports/{id}': { handle: read },
  'PATCH /api/audit-reports/{id}': { handle: revise },
  'DELETE /api/audit-reports/{id}': { handle: remove },
  'PUT /api/audit-reports/{id}/responses': { handle: answer },
  'POST /api/audit-reports/{id}/approve': { handle: approve },
  'GET /api/audit-reports/{id}/export': { handle: download },
  'GET /api/audit-reports/{id}/trail': { handle: trail },
  'GET /api/audit-reports/{id}/capas': { handle: listReportCapas },
  'PATCH /api/capas/{id}': { handle: reviseReportCapa },
  'GET /api/capas/{id}/trail': { handle: reportCapaTrail },
};

export const handler = createGroupHandler('reports', operations);
