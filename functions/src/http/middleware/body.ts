import type middy from '@middy/core';
import { payloadTooLarge, unsupportedMediaType, badRequest } from '../../lib/errors';
import type { ApiContext } from '../../lib/context';
import type { ApiEvent } from '../../lib/event';

/** Every route's body cap unless its operation declares its own (`maxBodyBytes`, http/groupHandler.ts). */
export const MAX_BODY_BYTES = 64 * 1024;

/**
 * Parses a JSON body with a size cap; an absent body parses to `undefined`. `limitOf` gives a route's own cap
 * (by route key), when it has one.
 */
export function jsonBody(
  limitOf: (routeKey: string) => number | undefined = () => undefined,
): middy.MiddlewareObj<ApiEvent, unknown, Error, ApiContext> {
  return {
    before: (request) => {
      const { event, context } = request;
      context.api.body = undefined;
      if (event.body === undefined || event.body === null || event.body === '') return;
      const limit = limitOf(event.routeKey) ?? MAX_BODY_BYTES;
      const raw = event.isBase64Encoded ? Buffer.from(event.body, 'base64') : Buffer.from(event.body, 'utf8');
      if (raw.byteLength > limit) throw payloadTooLarge(limit);
      const type = event.headers['content-type'] ?? '';
      if (!/^application\/(.+\+)?json\b/i.test(type)) throw unsupportedMediaType();
      try {
        context.api.body = JSON.parse(raw.toString('utf8'));
      } catch {
        throw badRequest('Request body must be valid JSON');
      }
    },
  };
}
