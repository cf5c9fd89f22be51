import type middy from '@middy/core';
import { randomUUID } from 'node:crypto';
import { HttpError } from '../errors';
import { logger } from '../logger';
import { json } from '../response';
import type { ApiContext } from '../http';
import type { ApiEvent } from '../event';

/** Last line of defence: domain errors become their 4xx; anything else a generic 500 with a correlation id. */
export function errorResponses(): middy.MiddlewareObj<ApiEvent, unknown, Error, ApiContext> {
  return {
    onError: (request) => {
      const error = request.error;
      if (error instanceof HttpError) {
        if (error.status >= 500) logger.error('request_failed', { error });
        else logger.info('request_rejected', { status: error.status, reason: error.message });
        const body: Record<string, unknown> = { error: error.message };
        if (error.extra.fields) body.fields = error.extra.fields;
        request.response = json(error.status, body, error.extra.headers);
        return;
      }
      const correlationId = request.context.awsRequestId || randomUUID();
      logger.error('unhandled_error', { error, correlationId });
      request.response = json(500, { error: 'Something went wrong on our side. Please try again.', correlationId });
    },
  };
}
