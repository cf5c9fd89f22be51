import { NEXT_CURSOR_HEADER } from '@cq/shared';
import { createGroupHandler, type Operations, type RequestContext } from '../http/groupHandler';
import { reportsContract } from '@cq/shared/contract/reports';
import { signedIn } from '../http/signedIn';
import { capaTrail, getCapa } from '../data/audits/capas';
import { getReport, listReports, REPORT_ENTITY, toSummary } from '../data/audits/reports';
import { checkedTrail } from '../data/trail/trail';
import { readTally, reportCountsFromTally } from '../data/audits/tally';
import { capasOf, recordEffectivenessCheck, reviseCapa } from './capas';
import { exportReport } from '../services/reportExport/exportReport';
import { findingsOfReport } from '../services/reportExport/raisedFindings';
import { addTemplate, publishDraft, reviseTemplate, templateOf, templatesOf } from './templates';
import { templateTrail } from '../data/templates/templates';
import { answerChecklist, approveReport, lastReportFor, removeReport, reviseReport, startReport } from './useCases';

async function list({ workspace, query }: RequestContext<'GET /api/audit-reports'>) {
  const page = await listReports(workspace, query, { status: query.status, type: query.type });
  return { body: page.items.map(toSummary), headers: page.next ? { [NEXT_CURSOR_HEADER]: page.next } : undefined };
}

async function counts({ workspace }: RequestContext<'GET /api/report-counts'>) {
  return { body: reportCountsFromTally(await readTally(workspace.workspaceId)) };
}

async function create({ workspace, body }: RequestContext<'POST /api/audit-reports'>) {
  return { body: await startReport(workspace, body) };
}

async function lastReport({ workspace, params, query }: RequestContext<'GET /api/audits/{id}/last-report'>) {
  return { body: await lastReportFor(workspace, params.id, query) };
}

async function read({ workspace, params }: RequestContext<'GET /api/audit-reports/{id}'>) {
  return { body: await getReport(workspace, params.id) };
}

async function revise({ workspace, user, params, body }: RequestContext<'PATCH /api/audit-reports/{id}'>) {
  return { body: await reviseReport(workspace, user, params.id, body) };
}

async function remove({ workspace, params }: RequestContext<'DELETE /api/audit-reports/{id}'>) {
  await removeReport(workspace, params.id);
  return { body: { ok: true as const } };
}

async function answer({ workspace, params, body }: RequestContext<'PUT /api/audit-reports/{id}/responses'>) {
  return { body: await answerChecklist(workspace, params.id, body) };
}

async function approve({ workspace, user, params, body }: RequestContext<'POST /api/audit-reports/{id}/approve'>) {
  return { body: await approveReport(workspace, user, params.id, body) };
}

async function download({ workspace, params, query }: RequestContext<'GET /api/audit-reports/{id}/export'>) {
  return exportReport(workspace, params.id, query.format);
}

async function trail({ workspace, params }: RequestContext<'GET /api/audit-reports/{id}/trail'>) {
  await getReport(workspace, params.id);
  return { body: await checkedTrail(REPORT_ENTITY, params.id) };
}

async function listReportCapas({ workspace, params }: RequestContext<'GET /api/audit-reports/{id}/capas'>) {
  return { body: await capasOf(workspace, params.id) };
}

async function listRaisedFindings({ workspace, params }: RequestContext<'GET /api/audit-reports/{id}/findings'>) {
  return { body: await findingsOfReport(workspace, params.id) };
}

/** One CAPA by id: a hand-recorded finding's CAPA has no report, so its audit's page reads it this way. */
async function readCapa({ workspace, params }: RequestContext<'GET /api/capas/{id}'>) {
  return { body: await getCapa(workspace, params.id) };
}

async function reviseReportCapa({ workspace, params, body }: RequestContext<'PATCH /api/capas/{id}'>) {
  return { body: await reviseCapa(workspace, params.id, body) };
}

async function checkCapa({ workspace, params, body }: RequestContext<'POST /api/capas/{id}/effectiveness-checks'>) {
  return { body: await recordEffectivenessCheck(workspace, params.id, body) };
}

async function reportCapaTrail({ workspace, params }: RequestContext<'GET /api/capas/{id}/trail'>) {
  return { body: await capaTrail(workspace, params.id) };
}

async function listTemplates({ workspace, query }: RequestContext<'GET /api/report-templates'>) {
  const page = await templatesOf(workspace, query);
  return { body: page.items, headers: page.next ? { [NEXT_CURSOR_HEADER]: page.next } : undefined };
}

async function createTemplate({ workspace, body }: RequestContext<'POST /api/report-templates'>) {
  return { body: await addTemplate(workspace, body) };
}

async function readTemplate({ workspace, params }: RequestContext<'GET /api/report-templates/{id}'>) {
  return { body: await templateOf(workspace, params.id) };
}

async function editTemplate({ workspace, params, body }: RequestContext<'PATCH /api/report-templates/{id}'>) {
  return { body: await reviseTemplate(workspace, params.id, body) };
}

async function publish({ workspace, params, body }: RequestContext<'POST /api/report-templates/{id}/versions'>) {
  return { body: await publishDraft(workspace, params.id, body) };
}

async function readTemplateTrail({ workspace, params }: RequestContext<'GET /api/report-templates/{id}/trail'>) {
  return { body: await templateTrail(workspace, params.id) };
}

export const operations: Operations<'reports'> = {
  'GET /api/audit-reports': { handle: list },
  'GET /api/report-counts': { handle: counts },
  'POST /api/audit-reports': { handle: create },
  'GET /api/audits/{id}/last-report': { handle: lastReport },
  'GET /api/audit-reports/{id}': { handle: read },
  'PATCH /api/audit-reports/{id}': { handle: revise },
  'DELETE /api/audit-reports/{id}': { handle: remove },
  'PUT /api/audit-reports/{id}/responses': { handle: answer },
  'POST /api/audit-reports/{id}/approve': { handle: approve },
  'GET /api/audit-reports/{id}/export': { handle: download },
  'GET /api/audit-reports/{id}/trail': { handle: trail },
  'GET /api/audit-reports/{id}/capas': { handle: listReportCapas },
  'GET /api/audit-reports/{id}/findings': { handle: listRaisedFindings },
  'GET /api/capas/{id}': { handle: readCapa },
  'PATCH /api/capas/{id}': { handle: reviseReportCapa },
  'GET /api/capas/{id}/trail': { handle: reportCapaTrail },
  'POST /api/capas/{id}/effectiveness-checks': { handle: checkCapa },
  'GET /api/report-templates': { handle: listTemplates },
  'POST /api/report-templates': { handle: createTemplate },
  'GET /api/report-templates/{id}': { handle: readTemplate },
  'PATCH /api/report-templates/{id}': { handle: editTemplate },
  'POST /api/report-templates/{id}/versions': { handle: publish },
  'GET /api/report-templates/{id}/trail': { handle: readTemplateTrail },
};

export const handler = createGroupHandler('reports', reportsContract, operations, signedIn);
