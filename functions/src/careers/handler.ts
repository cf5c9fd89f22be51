import { APPLICATION_ACCEPTED, CAREERS_MESSAGES, honeypotFilled, jobApplicationSchema } from '@cq/shared';
import { createGroupHandler, operation, validate } from '../lib/http';
import { notFound } from '../lib/errors';
import { json } from '../lib/response';
import { logger } from '../lib/logger';
import { notify } from '../lib/mail';
import { getActiveJob, listActiveJobs } from '../data/jobs';
import { JobClosedError, putApplication } from '../data/applications';
import { enforceRateLimit, RATE_LIMITS } from '../data/rateLimit';
import { applicationNotice } from './notifications';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Anything that is not an open role, including ids that cannot be one, is the same 404. */
async function openJob(id: string) {
  const job = UUID.test(id) ? await getActiveJob(id) : null;
  if (!job) throw notFound(CAREERS_MESSAGES.jobNotFound);
  return job;
}

export const operations = {
  'GET /api/careers': operation({
    handle: async () => json(200, await listActiveJobs()),
  }),

  'GET /api/careers/{id}': operation({
    handle: async ({ params }) => json(200, await openJob(params.id ?? '')),
  }),

  'POST /api/careers/apply': operation({
    guard: ({ clientAddress }) => enforceRateLimit(RATE_LIMITS.jobApplications, clientAddress),
    handle: async ({ body, clientAddress, event }) => {
      // Same answer as a real success, so a bot cannot tell it was caught.
      if (honeypotFilled(body)) {
        logger.info('honeypot_filled', { form: 'application' });
        return json(201, APPLICATION_ACCEPTED);
      }
      const input = validate(jobApplicationSchema, body);
      const job = input.job_id ? await openJob(input.job_id) : null;
      const userAgent = event.headers['user-agent']?.slice(0, 500);
      const application = await putApplication(input, { clientAddress, ...(userAgent ? { userAgent } : {}) }).catch(
        (error: unknown) => {
          throw error instanceof JobClosedError ? notFound(CAREERS_MESSAGES.jobNotFound) : error;
        },
      );
      await notify([applicationNotice(application, job)], { applicationId: application.id, jobId: application.jobId });
      return json(201, APPLICATION_ACCEPTED);
    },
  }),
};

export const handler = createGroupHandler('careers', operations);
