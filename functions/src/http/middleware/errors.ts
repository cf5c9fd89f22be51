import type middy from '@middy/core';
import { randomUUID } from 'node:crypto';
import { DomainError } from '../../domain/errors';
import { HttpError } from '../../lib/errors';
import { logger } from '../../lib/logger';
import { json, type ApiResult } from '../../lib/response';
import type { ApiContext } from '../../lib/context';
import type { ApiEvent } from '../../lib/event';

const STATUS: Record<DomainError['kind'], number> = {
  not_found: 404,
  stale_version: 409,
  conflict: 409,
  invalid_transition: 409,
  limit_reached: 403,
  invalid_input: 400,
  rate_limited: 429,
  unavailable: 503,
  signature_rejected: 403,
};

/** The one place a refusal becomes an HTTP answer: status, `{error, fields?, code?}` and headers. */
export function errorResult(error: HttpError | DomainError): ApiResult {
  if (error instanceof HttpError) {
    const body = { error: error.message, ...(error.extra.fields ? { fields: error.extra.fields } : {}) };
    return json(error.status, body, error.extra.headers);
  }
  const body: Record<string, unknown> = { error: error.message };
  if ('fields' in error && error.fields) body.fields = error.fields;
  if ('code' in error && typeof error.code === 'string') body.code = error.code;
  const headers = 'retryAfterSeconds' in error ? { 'Retry-After': String(error.retryAfterSeconds) } : undefined;
  return json(STATUS[error.kind], body, headers);
}

/** Last line of defence: refusals become their 4xx/503; anything else a generic 500 with a correlation id. */
export function errorResponses(): middy.MiddlewareObj<ApiEvent, unknown, Error, ApiContext> {
  return {
    onError: (request) => {
      const error = request.error;
      if (error instanceof HttpError || error instanceof DomainError) {
        const result = errorResult(error);
        if ((result.statusCode ?? 500) >= 500) logger.error('request_failed', { error });
        else logger.info('request_rejected', { status: result.statusCode, reason: error.message });
        request.response = result;
        return;
      }
      const correlationId = request.context.awsRequestId || randomUUID();
      logger.error('unhandled_error', { error, correlationId });
      request.response = json(500, { error: 'Something went wrong on our side. Please try again.', correlationId });
    },
  };
}
