import middy from '@middy/core';
import {
  fieldErrors,
  honeypotFilled,
  type Group,
  type RouteDef,
  type GroupRouteKey,
  type PathOf,
  type PathParams,
  type RouteKey,
  type RouteOf,
  type WorkspaceAction,
} from '@cq/shared';
import type { Body, GroupContract, Query, ResponseOf, RouteContract, Schema } from '@cq/shared/contract';
import { badRequest, routeNotFound } from '../lib/errors';
import { clientAddress, rateLimitClient, type ApiEvent, type AuthUser } from '../lib/event';
import type { ApiContext } from '../lib/context';
import { env } from '../lib/env';
import { logger, withLogKeys } from '../lib/logger';
import { json, type ApiResult } from '../lib/response';
import { enforceRateLimit, RATE_LIMITS, type RateLimit } from '../data/core/rateLimit';
import { authGuard } from './middleware/auth';
import { resolveKeyWorkspace, resolveWorkspace } from './workspace';
import { runActingVia } from '../lib/actingVia';
import type { Workspace } from '../data/core/owner';
import { jsonBody } from './middleware/body';
import { errorResponses } from './middleware/errors';

/** Signed-in routes always have a caller; public routes never read one. */
type CallerOf<K extends RouteKey> = RouteOf<K>['access'] extends 'public' ? null : AuthUser;
/** Owned routes (a `needs` in the manifest) act in a resolved workspace; the others have none. */
type WorkspaceOf<K extends RouteKey> = RouteOf<K> extends { needs: WorkspaceAction } ? Workspace : null;

export interface RequestContext<K extends RouteKey> {
  event: ApiEvent;
  body: Body<K>;
  params: PathParams<PathOf<K>>;
  query: Query<K>;
  user: CallerOf<K>;
  /** The workspace the caller acts in, their membership and role checked against the route's action. */
  workspace: WorkspaceOf<K>;
  clientAddress: string;
  requestId: string;
}

/** A typed JSON answer; the status defaults to 200. */
export interface Reply<T> {
  status?: number;
  body: T;
  headers?: Record<string, string>;
}

/** Routes with a response schema answer with a typed `Reply`; the others (redirects) with a raw result. */
export type OperationResult<K extends RouteKey> = [ResponseOf<K>] extends [never] ? ApiResult : Reply<ResponseOf<K>>;

export interface Operation<K extends RouteKey> {
  /** Per-client limit, checked before anything else (429 with Retry-After). */
  rateLimit?: RateLimit;
  /** This route's body cap, when the 64 KB of every other route (`MAX_BODY_BYTES`) does not fit (413 above it). */
  maxBodyBytes?: number;
  /**
   * The public-form pattern: a filled `website` field is a bot, answered like a success (so it cannot tell)
   * before validation and without storing anything.
   */
  honeypot?: { form: string; reply: OperationResult<K> };
  handle: (ctx: RequestContext<K>) => Promise<OperationResult<K>>;
}

/** A group's operations: exactly its manifest routes (a missing or misspelled route key is a type error). */
export type Operations<G extends Group> = { [K in GroupRouteKey<G>]: Operation<K> };

function parse<T>(schema: Schema | undefined, value: unknown): T {
  if (!schema) return value as T;
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw badRequest('Please correct the highlighted fields.', fieldErrors(parsed.error));
  return parsed.data as T;
}

/** A signed-in user's creates, in a 10-minute and a daily window. */
async function enforceUserWrites(userId: string): Promise<void> {
  const override = env.userWriteLimitOverride();
  for (const limit of [RATE_LIMITS.userWrites, RATE_LIMITS.userWritesDaily]) {
    await enforceRateLimit(override ? { ...limit, limit: override } : limit, `user:${userId}`);
  }
}

const isRaw = (result: Reply<unknown> | ApiResult): result is ApiResult => 'statusCode' in result;

/** A reply without a status answers the route's own (the manifest's `status`, else 200). */
const toResult = (result: Reply<unknown> | ApiResult, route: RouteDef | undefined): ApiResult =>
  isRaw(result) ? result : json(result.status ?? route?.status ?? 200, result.body, result.headers);

/**
 * One Lambda per endpoint group: the middy chain applies the cross-cutting concerns in order (logging,
 * errors, JSON body with size cap, auth + role guard), then the operation's own declarations (rate limit,
 * honeypot, params, query and body against the route's contract) before its `handle` runs.
 */
export function createGroupHandler<G extends Group>(
  group: G,
  groupContract: GroupContract<G>,
  operations: Operations<G>,
) {
  const ops = operations as unknown as Record<string, Operation<RouteKey>>;

  async function dispatch(event: ApiEvent, context: ApiContext): Promise<ApiResult> {
    const key = event.routeKey as RouteKey;
    const op = ops[key];
    if (!op) throw routeNotFound();
    const address = clientAddress(event);
    // Counted per client: an IPv4 address, or an IPv6 /64 (one host can rotate through all of it).
    if (op.rateLimit) await enforceRateLimit(op.rateLimit, rateLimitClient(address));
    if (op.honeypot && honeypotFilled(context.api.body)) {
      logger.info('honeypot_filled', { form: op.honeypot.form });
      return toResult(op.honeypot.reply, context.api.route);
    }
    const rules = (groupContract as Record<string, RouteContract>)[key] ?? {};
    const route = context.api.route;
    const user = context.api.user;
    const apiKey = context.api.apiKey ?? null;
    // A key has its own limit, apart from its creator's and the address's.
    if (apiKey) await enforceRateLimit(RATE_LIMITS.apiKey, `key:${apiKey.id}`);
    // Membership before validation: a non-member learns nothing about the routes' inputs (404 like a missing record).
    const needs = route?.needs ? { ...route, needs: route.needs } : null;
    const params = (event.pathParameters ?? {}) as Record<string, string>;
    const workspace =
      needs && apiKey
        ? await resolveKeyWorkspace(needs, apiKey, event)
        : needs && user
          ? await resolveWorkspace(needs, user, event, params)
          : null;
    const ctx = {
      event,
      workspace,
      params: parse(rules.params, event.pathParameters ?? {}),
      query: parse(rules.query, event.queryStringParameters ?? {}),
      body: parse(rules.body, rules.body ? (context.api.body ?? {}) : context.api.body),
      user,
      clientAddress: address,
      requestId: context.awsRequestId,
    } as RequestContext<RouteKey>;
    // Counted once the request is valid: only what would write counts against a person's creates.
    if (user && route?.method === 'POST' && route.access !== 'public') await enforceUserWrites(user.sub);
    const via = apiKey ? { apiKeyId: apiKey.id, name: apiKey.name } : null;
    return toResult(await runActingVia(via, () => op.handle(ctx)), route);
  }

  const handler = middy<ApiEvent, ApiResult, Error, ApiContext>()
    .use({
      before: ({ context }) => {
        context.api = { body: undefined, user: null };
      },
    })
    .use(errorResponses())
    .use(jsonBody((routeKey) => ops[routeKey]?.maxBodyBytes))
    .use(authGuard())
    .handler(dispatch);
  const scoped = (event: ApiEvent, context: ApiContext) =>
    withLogKeys({ group, routeKey: event.routeKey, requestId: context.awsRequestId }, () => handler(event, context));
  // Stack traces and profilers name the group's entry point.
  Object.defineProperty(scoped, 'name', { value: `${group}Handler` });
  return scoped;
}
