import middy from '@middy/core';
import type { Context } from 'aws-lambda';
import type { z } from 'zod';
import { fieldErrors, type RouteDef } from '@cq/shared';
import { badRequest, notFound } from './errors';
import { clientAddress, type ApiEvent, type AuthUser } from './event';
import { logger } from './logger';
import { authGuard } from './middleware/auth';
import { jsonBody } from './middleware/body';
import { errorResponses } from './middleware/errors';
import type { ApiResult } from './response';

export interface ApiContext extends Context {
  api: { body: unknown; route?: RouteDef; user: AuthUser | null };
}

export interface RequestContext<Body> {
  event: ApiEvent;
  body: Body;
  params: Record<string, string>;
  query: Record<string, string | undefined>;
  user: AuthUser | null;
  clientAddress: string;
  requestId: string;
}

export interface Operation<Body = unknown> {
  /** zod schema for the JSON body; failures become 400 with field messages. */
  body?: z.ZodType<Body>;
  /** Runs before validation, e.g. a per-client rate limit. */
  guard?: (ctx: RequestContext<unknown>) => Promise<void>;
  handle: (ctx: RequestContext<Body>) => Promise<ApiResult>;
}

/**
 * Validates a body against a schema: failures become 400 with one message per field. Operations that must
 * look at the raw body first (a honeypot) call it themselves.
 */
export function validate<T>(schema: z.ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body ?? {});
  if (!parsed.success) throw badRequest('Please correct the highlighted fields.', fieldErrors(parsed.error));
  return parsed.data;
}

/** Keeps the body type flowing from the schema into `handle`. */
export const operation = <Body>(op: Operation<Body>): Operation<Body> => op;

export type Operations = Record<string, Operation<any>>;

/**
 * One Lambda per endpoint group: the middy chain applies the cross-cutting concerns in order
 * (logging, errors, JSON body with size cap, auth + role guard), then dispatches on the route key.
 */
export function createGroupHandler(group: string, operations: Operations) {
  const core = async (event: ApiEvent, context: ApiContext): Promise<ApiResult> => {
    const op = operations[event.routeKey];
    if (!op) throw notFound('Route not found');
    const ctx: RequestContext<unknown> = {
      event,
      body: context.api.body,
      params: (event.pathParameters ?? {}) as Record<string, string>,
      query: event.queryStringParameters ?? {},
      user: context.api.user,
      clientAddress: clientAddress(event),
      requestId: context.awsRequestId,
    };
    if (op.guard) await op.guard(ctx);
    if (op.body) ctx.body = validate(op.body, ctx.body);
    return op.handle(ctx);
  };

  return middy<ApiEvent, ApiResult, Error, ApiContext>()
    .use({
      before: ({ event, context }) => {
        context.api = { body: undefined, user: null };
        logger.appendKeys({ group, routeKey: event.routeKey, requestId: context.awsRequestId });
      },
    })
    .use(errorResponses())
    .use(jsonBody())
    .use(authGuard())
    .handler(core);
}
