import { APPLICATION_ACCEPTED, CAREERS_MESSAGES } from '@cq/shared';
import { NotFoundError } from '../domain/errors';
import { createGroupHandler, type Operations, type RequestContext } from '../http/groupHandler';
import { careersContract } from '@cq/shared/contract/careers';
import { rateLimited } from '../http/tableGuards';
import { notify } from '../services/mail';
import { getActiveJob, listActiveJobs } from '../data/leads/jobs';
import { putApplication } from '../data/leads/applications';
import { RATE_LIMITS } from '../data/core/rateLimit';
import { applicationNotice } from './notifications';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Anything that is not an open role, including ids that cannot be one, is the same 404. */
async function openJob(id: string) {
  const job = UUID.test(id) ? await getActiveJob(id) : null;
  if (!job) throw new NotFoundError(CAREERS_MESSAGES.jobNotFound);
  return job;
}

async function listJobs() {
  return { body: await listActiveJobs() };
}

async function readJob({ params }: RequestContext<'GET /api/careers/{id}'>) {
  return { body: await openJob(params.id) };
}

/** Same answer as a real success for a filled honeypot, so a bot cannot tell it was caught. */
const accepted = { body: APPLICATION_ACCEPTED };

async function apply({ body, clientAddress, event }: RequestContext<'POST /api/careers/apply'>) {
  const job = body.job_id ? await openJob(body.job_id) : null;
  const userAgent = event.headers['user-agent']?.slice(0, 500);
  // A job closed or deleted since `openJob` read it: JobClosedError, the same 404 Job not found.
  const application = await putApplication(body, { clientAddress, ...(userAgent ? { userAgent } : {}) });
  await notify([applicationNotice(application, job)], { applicationId: application.id, jobId: application.jobId });
  return accepted;
}

export const operations: Operations<'careers'> = {
  'GET /api/careers': { handle: listJobs },
  'GET /api/careers/{id}': { handle: readJob },
  'POST /api/careers/apply': {
    rateLimit: RATE_LIMITS.jobApplications,
    honeypot: { form: 'application', reply: accepted },
    handle: apply,
  },
};

export const handler = createGroupHandler('careers', careersContract, operations, rateLimited);
