import { randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, inject } from 'vitest';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { findRoute, groupHandlerFile, routeKey, type RouteDef } from '@cq/shared';
import { contract, type RouteContract } from '@cq/shared/contract';
import { apiEvent } from '../../scripts/local/lambdaEvent';
import { dynamoClient, ensureTable } from '../../scripts/local/dynamo';
import { db, tableName } from '../src/data/core/client';
import { store } from '../src/data/core/store';
import type { ApiResult } from '../src/lib/response';
import '../src/data/people/user.entity';

/** Points the data layer at a fresh table in the run's DynamoDB Local. Call at the top of a test file. */
export function useTestTable() {
  const endpoint = inject('dynamoEndpoint');
  const name = `test_${randomUUID().slice(0, 8)}`;
  Object.assign(process.env, {
    DYNAMODB_ENDPOINT: endpoint,
    TABLE_NAME: name,
    AWS_REGION: 'us-east-1',
    USER_POOL_ID: 'local_test',
    USER_POOL_CLIENT_ID: 'test-client',
    // A closed port: anything that would reach Cognito fails fast instead of looking for AWS credentials.
    COGNITO_ENDPOINT: 'http://127.0.0.1:9',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'SILENT',
    SITE_URL: 'http://127.0.0.1:5173',
    MAIL_TRANSPORT: 'outbox',
    // The media library's local storage (the cloud's bucket): a folder of this suite's own.
    MEDIA_DIR: path.join(os.tmpdir(), `cq-media-${name}`),
  });
  beforeAll(() => ensureTable(dynamoClient(endpoint), name));
}

export interface Caller {
  sub: string;
  email: string;
  groups?: string[];
  givenName?: string;
  familyName?: string;
  /** The token's `iat` (seconds); absent, the claims carry none. */
  issuedAt?: number;
}

export interface InvokeOptions {
  body?: unknown;
  rawBody?: string;
  headers?: Record<string, string>;
  query?: Record<string, string>;
  caller?: Caller;
  sourceIp?: string;
}

export const callers = {
  user: { sub: 'user-1', email: 'user1@example.com', givenName: 'Uma', familyName: 'User' },
  editor: { sub: 'editor-1', email: 'editor1@example.com', groups: ['editor'] },
  admin: { sub: 'admin-1', email: 'admin1@example.com', groups: ['admin'] },
} satisfies Record<string, Caller>;

/** The real group handler of a manifest group (the path lives in one place: `groupHandlerFile`). */
export async function groupHandler(group: string) {
  const file = `../src/${groupHandlerFile(group)}`;
  return (await import(/* @vite-ignore */ file)) as {
    handler: (e: unknown, c: unknown) => Promise<ApiResult>;
    operations: Record<string, unknown>;
  };
}

let workspaceHeader: Record<string, string> = {};

/**
 * Sends `X-Workspace-Id: id` on every following call that names no workspace itself (null: none), so the
 * shared fixtures make their records in an organisation (the role matrix).
 */
export function useWorkspaceHeader(id: string | null): void {
  workspaceHeader = id ? { 'x-workspace-id': id } : {};
}

/** The API Gateway payload 2.0 event the platform sends for this call, and the manifest route it is for. */
export function eventFor(method: string, path: string, opts: InvokeOptions = {}) {
  const match = findRoute(method, path);
  if (!match.route) throw new Error(`No manifest route for ${method} ${path}`);
  const route: RouteDef = match.route;
  const body = opts.rawBody ?? (opts.body === undefined ? undefined : JSON.stringify(opts.body));
  const headers: Record<string, string> = {
    ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    ...workspaceHeader,
    ...opts.headers,
  };
  const c = opts.caller;
  const claims = c
    ? {
        sub: c.sub,
        email: c.email,
        token_use: 'id',
        ...(c.groups ? { 'cognito:groups': `[${c.groups.join(' ')}]` } : {}),
        ...(c.givenName ? { given_name: c.givenName } : {}),
        ...(c.familyName ? { family_name: c.familyName } : {}),
        ...(c.issuedAt !== undefined ? { iat: String(c.issuedAt) } : {}),
      }
    : null;
  const event = apiEvent({
    route,
    path,
    params: match.params,
    headers,
    rawQuery: new URLSearchParams(opts.query).toString(),
    body,
    isBase64Encoded: false,
    sourceIp: opts.sourceIp ?? '203.0.113.7',
    claims,
  });
  return { route, event };
}

/**
 * A handler's result as a test reads it. Every 2xx body is parsed with the route's response schema from the
 * contract, so a handler that drifts from the contract fails its tests.
 */
export function answerOf(route: RouteDef, result: ApiResult) {
  const status = result.statusCode ?? 200;
  const headersOut = (result.headers ?? {}) as Record<string, string>;
  const raw = Buffer.from(result.body ?? '', result.isBase64Encoded ? 'base64' : 'utf8');
  const isJson = String(headersOut['content-type'] ?? 'application/json').startsWith('application/json');
  const json = isJson && raw.length ? (JSON.parse(raw.toString('utf8')) as Record<string, any>) : null;
  const schema = (contract as Record<string, RouteContract>)[routeKey(route)]?.response;
  if (status < 300 && schema) {
    const parsed = schema.safeParse(json);
    if (!parsed.success)
      throw new Error(`${route.method} ${route.path} answered outside its contract: ${parsed.error.message}`);
  }
  return { status, headers: headersOut, json, raw };
}

/** Invokes a route's real group handler with the event the platform would send (`eventFor`). */
export async function invoke(method: string, path: string, opts: InvokeOptions = {}) {
  const { route, event } = eventFor(method, path, opts);
  const { handler } = await groupHandler(route.group);
  return answerOf(route, await handler(event, { awsRequestId: randomUUID(), getRemainingTimeInMillis: () => 10_000 }));
}

/** Reads a whole partition (tests only), to prove what was or was not stored. */
export async function partition(pk: string) {
  const out = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': pk },
    }),
  );
  return out.Items ?? [];
}

/** Makes the caller's profile (as a first `GET /api/auth/user` would) and puts it on the Pro plan. */
export async function asProUser(caller: Caller): Promise<Caller> {
  const res = await invoke('GET', '/api/auth/user', { caller });
  if (res.status !== 200) throw new Error(`profile for ${caller.sub}: ${res.status}`);
  await store().user.patch({ id: caller.sub }).set({ subscriptionStatus: 'active' }).go();
  return caller;
}

/**
 * Accepts the e-signature statement for the caller (21 CFR 11.100(c)), as the Sign dialog does before a first
 * signature: tests that sign start from a person who has accepted it.
 */
export async function acceptSigningStatement(caller: Caller): Promise<Caller> {
  const profile = await invoke('GET', '/api/auth/user', { caller });
  const res = await invoke('PATCH', '/api/auth/user', {
    caller,
    body: { version: profile.json!.version, acceptSignatureStatement: true },
  });
  if (res.status !== 200) throw new Error(`statement for ${caller.sub}: ${res.status}`);
  return caller;
}
