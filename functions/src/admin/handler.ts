import { NEXT_CURSOR_HEADER, type JobPostInput } from '@cq/shared';
import { createGroupHandler, type Operations, type RequestContext } from '../http/groupHandler';
import { adminContract } from '@cq/shared/contract/admin';
import { signedIn } from '../http/signedIn';
import { errorLogsPerDay, errorLogSummary, getErrorLog, listErrorLogs, resolveErrorLog } from '../data/ops/errorLogs';
import { listInbox, updateLead } from '../data/leads/inbox';
import { createJob, listAllJobs, updateJob, type JobFields } from '../data/leads/jobs';
import { listSentMail } from '../data/ops/outbox';
import { listProfiles } from '../data/people/users';
import { leadsCsv } from './leads';
import { changeAccount } from './accounts';
import { adminUser } from './accountChange';
import { changeUserRole } from './roles';
import { adminStats } from './stats';

const nextCursor = (next: string | null) => (next ? { [NEXT_CURSOR_HEADER]: next } : undefined);

async function stats() {
  return { body: await adminStats() };
}

async function users({ query }: RequestContext<'GET /api/admin/users'>) {
  const page = await listProfiles(query.q, query);
  return { body: page.items.map(adminUser), headers: nextCursor(page.next) };
}

async function changeStatus({ user, params, body }: RequestContext<'POST /api/admin/users/{id}/status'>) {
  return { body: await changeAccount(user, params.id, body) };
}

async function changeRole({ user, params, body }: RequestContext<'POST /api/admin/users/{id}/roles'>) {
  return { body: await changeUserRole(user, params.id, body) };
}

async function errorLogs({ query }: RequestContext<'GET /api/admin/error-logs'>) {
  const day = query.day ?? new Date().toISOString().slice(0, 10);
  const page = await listErrorLogs(day, query.type, query);
  return { body: page.items.map(errorLogSummary), headers: nextCursor(page.next) };
}

async function errorLogsDaily() {
  return { body: await errorLogsPerDay() };
}

async function errorLog({ params }: RequestContext<'GET /api/admin/error-logs/{id}'>) {
  return { body: await getErrorLog(params.id) };
}

async function resolve({ user, params, body }: RequestContext<'PATCH /api/admin/error-logs/{id}'>) {
  return { body: await resolveErrorLog(params.id, body.version, user.sub, body.note) };
}

async function leads({ query }: RequestContext<'GET /api/admin/leads'>) {
  const page = await listInbox({ kind: query.kind ?? 'contact', status: query.status }, query);
  return { body: page.items, headers: nextCursor(page.next) };
}

async function exportLeads({ query }: RequestContext<'GET /api/admin/leads/export'>) {
  return leadsCsv({ kind: query.kind ?? 'contact', status: query.status });
}

async function reviseLead({ user, params, body }: RequestContext<'PATCH /api/admin/leads/{id}'>) {
  return { body: await updateLead(params.id, body.version, { status: body.status, note: body.note }, user.sub) };
}

async function jobs() {
  return { body: await listAllJobs() };
}

/** The job's own fields of the form (optional lists as empty lists). */
const jobFields = ({ isActive: _active, ...fields }: JobPostInput): JobFields => ({
  ...fields,
  summary: fields.summary ?? '',
  niceToHaves: fields.niceToHaves ?? [],
});

async function createJobPost({ user, body }: RequestContext<'POST /api/admin/jobs'>) {
  return { body: await createJob(jobFields(body), body.isActive ?? true, user.sub) };
}

async function editJobPost({ user, params, body }: RequestContext<'PUT /api/admin/jobs/{id}'>) {
  const { version, ...input } = body;
  return { body: await updateJob(params.id, version, jobFields(input), input.isActive, user.sub) };
}

async function outbox({ query }: RequestContext<'GET /api/admin/outbox'>) {
  const page = await listSentMail(query);
  return {
    body: page.items.map((m) => ({
      id: m.id,
      sentAt: m.sentAt,
      to: m.to,
      replyTo: m.replyTo ?? null,
      subject: m.subject,
      text: m.text,
      transport: m.transport ?? 'outbox',
      messageId: m.messageId ?? null,
    })),
    headers: nextCursor(page.next),
  };
}

/** Every route is `access: 'admin'` in the manifest: the guard refuses anyone else (403) before these run. */
export const operations: Operations<'admin'> = {
  'GET /api/admin/stats': { handle: stats },
  'GET /api/admin/users': { handle: users },
  'POST /api/admin/users/{id}/roles': { handle: changeRole },
  'POST /api/admin/users/{id}/status': { handle: changeStatus },
  'GET /api/admin/error-logs': { handle: errorLogs },
  'GET /api/admin/error-logs/daily': { handle: errorLogsDaily },
  'GET /api/admin/error-logs/{id}': { handle: errorLog },
  'PATCH /api/admin/error-logs/{id}': { handle: resolve },
  'GET /api/admin/leads': { handle: leads },
  'GET /api/admin/leads/export': { handle: exportLeads },
  'PATCH /api/admin/leads/{id}': { handle: reviseLead },
  'GET /api/admin/jobs': { handle: jobs },
  'POST /api/admin/jobs': { handle: createJobPost },
  'PUT /api/admin/jobs/{id}': { handle: editJobPost },
  'GET /api/admin/outbox': { handle: outbox },
};

export const handler = createGroupHandler('admin', adminContract, operations, signedIn);
