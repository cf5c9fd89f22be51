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
  forbidden: 403,
  gone: 410,
  locked: 423,
};

/** The one place a refusal becomes an HTTP answer: status, `{error, fields?, code?}` and headers. */
export function errorResult(error: HttpError | DomainError): ApiResult {
  if (error instanceof HttpError) {
    const body = { error: error.message, ...(error.extra.fields ? { fields: error.extra.fields } : {}) };
    return json(error.status, body, error.extra.headers);
  }
  const body: Record<string, unknown> = { ...error.details, error: error.message };
  if ('fields' in error && error.fields) body.fields = error.fields;
  if ('code' in error && typeof error.code === 'string') body.code = error.code;
  const headers = 'retryAfterSeconds' in error ? { 'Retry-After': String(error.retryAfterSeconds) } : undefined;
  return json(STATUS[error.kind], body, headers);
}

/** A dependency (the table, the user pool) unreachable or overloaded: by code (network) or SDK error name. */
const UNAVAILABLE =
  /^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|EHOSTUNREACH|ENETUNREACH|EAI_AGAIN|TimeoutError|ThrottlingException|ProvisionedThroughputExceededException|RequestLimitExceeded|InternalServerError|ServiceUnavailable)$/;
export const DEPENDENCY_UNAVAILABLE = 'The service is temporarily unavailable. Please try again in a moment.';

/** True when the error, or one it wraps (ElectroDB keeps the SDK's error as `cause`), is a dependency down. */
export function isDependencyUnavailable(error: unknown): boolean {
  type Cause = { code?: unknown; name?: unknown; cause?: unknown } | undefined;
  for (let e = error as Cause, depth = 0; e && depth < 5; e = e.cause as Cause, depth++) {
    if (UNAVAILABLE.test(String(e.code)) || UNAVAILABLE.test(String(e.name))) return true;
  }
  return false;
}

/**
 * Last line of defence: refusals become their 4xx/503, a dependency that cannot be reached a 503 (nothing was
 * written: every change goes in one transaction), anything else a generic 500 with a correlation id. A group that
 * uses the table counts its 5xx answers there (`countServerError`, http/tableGuards.ts); one without it cannot.
 */
export function errorResponses(
  countServerError: () => Promise<void> = async () => {},
): middy.MiddlewareObj<ApiEvent, unknown, Error, ApiContext> {
  return {
    onError: async (request) => {
      const error = request.error;
      if (error instanceof HttpError || error instanceof DomainError) {
        const result = errorResult(error);
        // A domain 503 is a known state (checkout not built yet, the model throttled), not a fault: no stack, no alarm.
        if ((result.statusCode ?? 500) >= 500) {
          logger.warn('request_unavailable', { reason: error.message });
          await countServerError();
        } else logger.info('request_rejected', { status: result.statusCode, reason: error.message });
        request.response = result;
        return;
      }
      const correlationId = request.context.awsRequestId || randomUUID();
      await countServerError();
      if (isDependencyUnavailable(error)) {
        logger.error('dependency_unavailable', { error, correlationId });
        request.response = json(503, { error: DEPENDENCY_UNAVAILABLE, correlationId }, { 'Retry-After': '5' });
        return;
      }
      logger.error('unhandled_error', { error, correlationId });
      request.response = json(500, { error: 'Something went wrong on our side. Please try again.', correlationId });
    },
  };
}
