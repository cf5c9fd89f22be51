import { errorLogBodySchema, normaliseErrorLog } from '@cq/shared';
import { createGroupHandler, operation } from '../lib/http';
import { json } from '../lib/response';
import { logger } from '../lib/logger';
import { putErrorLog } from '../data/errorLogs';
import { enforceRateLimit, RATE_LIMITS } from '../data/rateLimit';

export const operations = {
  'POST /api/error-logs': operation({
    guard: ({ clientAddress }) => enforceRateLimit(RATE_LIMITS.errorLogs, clientAddress),
    body: errorLogBodySchema,
    handle: async ({ body, clientAddress }) => {
      const stored = await putErrorLog(normaliseErrorLog(body), clientAddress);
      // One structured line per report: the CloudWatch metric filter and dashboard count these.
      logger.warn('client_error_log', { errorLog: { ...stored, clientAddress: undefined } });
      return json(202, { id: stored.id });
    },
  }),
};

export const handler = createGroupHandler('errorLogs', operations);
