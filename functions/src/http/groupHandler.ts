import middy from '@middy/core';
import {
  findRoute,
  type Group,
  type RouteDef,
  type GroupRouteKey,
  type PathOf,
  type PathParams,
  type RouteKey,
  type RouteOf,
  type Route,
} from '@cq/shared/routes';
import type { WorkspaceAction } from '@cq/shared/orgs/roles';
import { fieldErrors } from '@cq/shared/schemas/fieldErrors';
import { honeypotFilled } from '@cq/shared/schemas/honeypot';
import type { Body, GroupContract, Query, ResponseOf, RouteContract, Schema } from '@cq/shared/contract';
import { badRequest, routeNotFound } from '../lib/errors';
import { clientAddress, rateLimitClient, type ApiEvent, type AuthUser } from '../lib/event';
import type { ApiContext } from '../lib/context';
import { logger, withLogKeys } from '../lib/logger';
import { answerOnceStanding } from '../lib/standing';
import { json, type ApiResult } from '../lib/response';
import type { RateLimit } from '../data/core/rateLimit';
import type { Workspace } from '../data/core/owner';
import type { Guards, SignedInLayer } from './guards';
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

const isRaw = (result: Reply<unknown> | ApiResult): result is ApiResult => 'statusCode' in result;

/** A reply without a status answers the route's own (the manifest's `status`, else 200). */
const toResult = (result: Reply<unknown> | ApiResult, route: RouteDef | undefined): ApiResult =>
  isRaw(result) ? result : json(result.status ?? route?.status ?? 200, result.body, result.headers);

/**
 * True when a group's manifest has a route that is not public: its handler cannot be made without the signed-in
 * layer (http/signedIn.ts), a type error.
 */
type HasSignedInRoute<G extends Group> = [Extract<Route, { group: G; access: 'user' | 'editor' | 'admin' }>] extends [
  never,
]
  ? false
  : true;

/**
 * What a group's manifest routes and operations need that its guards lack: checked when the Lambda starts (and
 * by functions/test/groupGuards.test.ts), so a group cannot serve a signed-in, owned or rate-limited route
 * without the layer that enforces it.
 */
export function missingGuards(group: string, operations: Record<string, { rateLimit?: RateLimit }>, guards: Guards) {
  const missing: string[] = [];
  for (const [key, op] of Object.entries(operations)) {
    const [method = '', path = ''] = key.split(' ');
    const route = findRoute(method, path).route;
    if (!route || route.group !== group) missing.push(`${key}: not a route of ${group}`);
    else if ((route.access !== 'public' || route.needs) && !guards.signedIn) missing.push(`${key}: signedIn`);
    if (op.rateLimit && !guards.rateLimit) missing.push(`${key}: rateLimit`);
  }
  return missing;
}

/**
 * One Lambda per endpoint group: the middy chain applies the cross-cutting concerns in order (logging, errors,
 * JSON body with size cap, the route and, on a signed-in route, its caller and access rule), then the operation's
 * own declarations (rate limit, honeypot, params, query and body against the route's contract) before its `handle`
 * runs. The group passes its own part of the contract (shared/src/contract/<group>.ts) and the guards its routes
 * need (http/guards.ts): a group of public routes that declares none of them carries neither the table nor auth.
 */
export function createGroupHandler<G extends Group>(
  group: G,
  groupContract: GroupContract<G>,
  operations: Operations<G>,
  ...[guards = {}]: HasSignedInRoute<G> extends true ? [guards: SignedInLayer] : [guards?: Guards]
) {
  const ops = operations as unknown as Record<string, Operation<RouteKey>>;
  const missing = missingGuards(group, ops, guards);
  if (missing.length)
    throw new Error(`The ${group} group's handler lacks guards its routes need: ${missing.join('; ')}`);
  const signed = guards.signedIn;

  async function dispatch(event: ApiEvent, context: ApiContext): Promise<ApiResult> {
    const key = event.routeKey as RouteKey;
    const op = ops[key];
    if (!op) throw routeNotFound();
    const address = clientAddress(event);
    // Counted per client: an IPv4 address, or an IPv6 /64 (one host can rotate through all of it).
    if (op.rateLimit) await guards.rateLimit!(op.rateLimit, rateLimitClient(address));
    if (op.honeypot && honeypotFilled(context.api.body)) {
      logger.info('honeypot_filled', { form: op.honeypot.form });
      return toResult(op.honeypot.reply, context.api.route);
    }
    const rules = (groupContract as Record<string, RouteContract>)[key] ?? {};
    const route = context.api.route!;
    const params = (event.pathParameters ?? {}) as Record<string, string>;
    const workspace = signed ? await signed.workspace(route, event, context, params) : null;
    const ctx = {
      event,
      workspace,
      params: parse(rules.params, event.pathParameters ?? {}),
      query: parse(rules.query, event.queryStringParameters ?? {}),
      body: parse(rules.body, rules.body ? (context.api.body ?? {}) : context.api.body),
      user: context.api.user,
      clientAddress: address,
      requestId: context.awsRequestId,
    } as RequestContext<RouteKey>;
    if (signed) await signed.validated(route, ctx.user);
    const work = () => op.handle(ctx);
    return toResult(await (signed ? signed.run(context, work) : work()), route);
  }

  const handler = middy<ApiEvent, ApiResult, Error, ApiContext>()
    .use({
      before: ({ context }) => {
        context.api = { body: undefined, user: null };
      },
    })
    .use(errorResponses(guards.countServerError))
    .use(jsonBody((routeKey) => ops[routeKey]?.maxBodyBytes))
    .use({
      // The manifest's route; a signed-in one's caller read and held against its access rule (public: no caller).
      before: async ({ event, context }) => {
        const [method = '', path = ''] = event.routeKey.split(' ');
        const route = findRoute(method, path).route;
        if (!route) throw routeNotFound();
        context.api.route = route;
        context.api.user = null;
        if (route.access !== 'public') await signed!.authenticate(route, event, context);
      },
    })
    .handler((event, context) => answerOnceStanding(context.api.standing, () => dispatch(event, context)));
  const scoped = (event: ApiEvent, context: ApiContext) =>
    withLogKeys({ group, routeKey: event.routeKey, requestId: context.awsRequestId }, () => handler(event, context));
  // Stack traces and profilers name the group's entry point.
  Object.defineProperty(scoped, 'name', { value: `${group}Handler` });
  return scoped;
}
