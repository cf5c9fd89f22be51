import { normaliseErrorLog } from '@cq/shared';
import { createGroupHandler, type Operations, type RequestContext } from '../http/groupHandler';
import { errorLogsContract } from '@cq/shared/contract/errorLogs';
import { rateLimited } from '../http/tableGuards';
import { logger } from '../lib/logger';
import { putErrorLog } from '../data/ops/errorLogs';
import { RATE_LIMITS } from '../data/core/rateLimit';

async function reportError({ body, clientAddress }: RequestContext<'POST /api/error-logs'>) {
  const stored = await putErrorLog(normaliseErrorLog(body), clientAddress);
  // One structured line per report: the CloudWatch metric filter and dashboard count these.
  logger.warn('client_error_log', { errorLog: { ...stored, clientAddress: undefined } });
  return { body: { id: stored.id } };
}

export const operations: Operations<'errorLogs'> = {
  'POST /api/error-logs': { rateLimit: RATE_LIMITS.errorLogs, handle: reportError },
};

export const handler = createGroupHandler('errorLogs', errorLogsContract, operations, rateLimited);
