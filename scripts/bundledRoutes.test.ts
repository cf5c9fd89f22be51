import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groups, routeKey, routes, type RouteDef } from '@cq/shared';
import { contract, type RouteContract } from '@cq/shared/contract';
import { lambdaBuildOptions, LAMBDA_ENTRY_FILE } from '../infra/lib/constructs/lambda-esbuild';
import { answerOf, asProUser, eventFor, invoke, useTestTable, type Caller } from '../functions/test/harness';
import { collectionOf, collections, pathFor, validBodies, validQueries } from '../functions/test/fixtures';
import { useStripeStandIn } from '../functions/test/stripeStandIn';
import { useUserPool } from '../functions/test/userPool';
// The run's DynamoDB Local, which the harness injects (its type is declared there).
import type {} from '../functions/test/globalSetup';
import { ROOT } from './local/stack';
import { handleInOrder } from './bundledHandler';

/**
 * Every route of the manifest, as its owner calls it with a valid request (a fresh record of theirs in `{id}`, the
 * route's fixture body and query: functions/test/fixtures.ts) and, first, for a route that takes a body, with every
 * field of it mistaken, answered by the group's Lambda bundle (built as CDK builds it, one cold start per group)
 * and by the sources, each for a caller of its own: the answers must be the same, ids, times and the caller aside
 * (zod's messages were not, until its locale stayed in the bundles: 5 groups differed). The plugins and aliases rewrite what a bundle holds (schemas built on first use, no response
 * schemas, the SDK reduced, zod without locales); the handler tests run the sources, so this is where a
 * difference only a deployed Lambda would show is seen, on every route.
 */
useTestTable();
useStripeStandIn();
useUserPool([]);

const PROFILE = { givenName: 'Ada', familyName: 'Owner' };
/** The sources' caller and the bundles' (the staff routes' callers are staff of their own). */
const SIDES = {
  sources: { sub: 'parity-src', email: 'parity-src@example.com', ...PROFILE },
  bundles: { sub: 'parity-bdl', email: 'parity-bdl@example.com', ...PROFILE },
} satisfies Record<string, Caller>;
type Side = keyof typeof SIDES;
const callerFor = (side: Side, route: RouteDef): Caller | undefined => {
  if (route.access === 'public') return undefined;
  const base = SIDES[side];
  if (route.access === 'user') return base;
  return {
    ...base,
    sub: `${base.sub}-${route.access}`,
    email: `${route.access}-${base.email}`,
    groups: [route.access],
  };
};

/** Each side's requests come from addresses of their own, so no rate limit counts the other's. */
let address = 0;
const addressFor = (side: Side) => `198.18.${side === 'sources' ? 10 : 20}.${(address++ % 250) + 1}`;

interface Call {
  route: RouteDef;
  method: string;
  path: string;
  body: unknown;
  query?: Record<string, string>;
  caller?: Caller;
}

/** Every field of a body given a value of the wrong kind: the mistakes a 400 names field by field. */
const mistaken = (body: unknown): unknown =>
  body && typeof body === 'object' && !Array.isArray(body)
    ? Object.fromEntries(Object.entries(body).map(([k, v]) => [k, typeof v === 'string' ? 5 : 'x']))
    : 'x';

/**
 * The requests for one route as `side`, each on a fresh record of the caller's when the route names one: a valid
 * one, and before it, for a route that takes a body, the same with every field mistaken.
 */
async function callsFor(route: RouteDef, side: Side): Promise<Call[]> {
  const key = routeKey(route);
  const caller = callerFor(side, route);
  const collection = collectionOf(route.path);
  const rules = (contract as Record<string, RouteContract>)[key];
  const call = async (body: (valid: unknown) => unknown): Promise<Call> => ({
    route,
    method: route.method,
    path: collection ? pathFor(route.path, await collections[collection]!(caller ?? SIDES[side])) : route.path,
    body: rules?.body ? body(await validBodies[key]!({ caller })) : undefined,
    query: validQueries[key],
    caller,
  });
  return rules?.body ? [await call(mistaken), await call((valid) => valid)] : [await call((valid) => valid)];
}

/** What can differ between two callers' answers, named: ids, times, keys, secrets, signatures, the caller. */
function named(text: string, side: Side): string {
  for (const value of [SIDES[side].sub, SIDES[side].email]) text = text.replaceAll(value, '<caller>');
  return text
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, '<id>')
    .replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z/g, '<time>')
    .replace(/\b[0-9a-f]{64}\b/g, '<hash>')
    .replace(/\b(cq|whsec|cus|cs_test|sub|pi|in|evt|seti|pm)_[A-Za-z0-9_-]+/g, '<$1>')
    .replace(/(signature|expires)=[A-Za-z0-9_%-]+/g, '$1=<$1>')
    .replace(/\b[A-Z]{2,}-[0-9a-f]{8}\b/g, '<reference>')
    .replace(/[A-Za-z0-9_-]{40,}/g, '<token>');
}

/** An answer's shape: the keys and kinds of its values (a list by its first item), for records all callers share. */
function shapeOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.length ? [shapeOf(value[0])] : [];
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shapeOf(v)]));
  return value === null ? null : typeof value;
}

/**
 * An answer as the two sides can be compared: whole for a signed-in caller's own records; by its shape for staff
 * and public routes, whose content (posts, media, the leads inbox, SOPs) both sides write to and read.
 */
function comparable(
  answer: { status: number; headers: Record<string, string>; json: unknown },
  route: RouteDef,
  side: Side,
) {
  const type = String(answer.headers['content-type'] ?? '');
  const body = type.startsWith('application/json') ? answer.json : `<${type.split(';')[0]}>`;
  const seen = route.access === 'user' ? body : shapeOf(body);
  return JSON.parse(named(JSON.stringify({ status: answer.status, answer: seen }), side)) as unknown;
}

describe('every route answered by its bundled Lambda as by the sources', { timeout: 600_000 }, () => {
  const dir = mkdtempSync(join(tmpdir(), 'cq-bundled-routes-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  beforeAll(async () => {
    for (const side of Object.values(SIDES)) await asProUser(side);
    for (const group of groups()) {
      const entry = join(ROOT, 'functions', 'src', group, 'handler.ts');
      await build({ ...lambdaBuildOptions(entry, join(dir, group)), absWorkingDir: ROOT });
    }
  }, 300_000);

  it.each(groups())('%s', async (group) => {
    const own = (routes as readonly RouteDef[]).filter((r) => r.group === group);
    // Every record first (both sides alike), then the calls in manifest order: what one call changes, the
    // next ones see on both sides.
    const calls = { sources: [] as Call[], bundles: [] as Call[] };
    for (const route of own)
      for (const side of ['sources', 'bundles'] as const) calls[side].push(...(await callsFor(route, side)));
    const fromSources = [];
    for (const { route, method, path, caller, body, query } of calls.sources) {
      const answer = await invoke(method, path, { caller, body, query, sourceIp: addressFor('sources') });
      fromSources.push(comparable(answer, route, 'sources'));
    }
    const events = calls.bundles.map(
      ({ method, path, caller, body, query }) =>
        eventFor(method, path, { caller, body, query, sourceIp: addressFor('bundles') }).event,
    );
    const fromBundles = (await handleInOrder(join(dir, group, LAMBDA_ENTRY_FILE), events)).map((result, i) => {
      const { route } = calls.bundles[i]!;
      return comparable(answerOf(route, result), route, 'bundles');
    });
    const byRoute = (answers: unknown[]) => calls.sources.map(({ route }, i) => [routeKey(route), answers[i]]);
    expect(byRoute(fromBundles)).toEqual(byRoute(fromSources));
  });
});
