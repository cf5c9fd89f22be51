import type { IncomingMessage } from 'node:http';
import { randomUUID } from 'node:crypto';
import type { Context } from 'aws-lambda';
import type { RouteDef } from '@cq/shared';

export interface ApiEventInput {
  route: Pick<RouteDef, 'method' | 'path'>;
  /** The concrete path, e.g. `/api/audits/123`. */
  path: string;
  params: Record<string, string>;
  headers: Record<string, string>;
  /** The raw query string without `?`. */
  rawQuery: string;
  body: string | undefined;
  isBase64Encoded: boolean;
  sourceIp: string;
  protocol?: string;
  /** The JWT claims the authorizer vouched for, or null on public routes. */
  claims: Record<string, unknown> | null;
}

/**
 * An API Gateway HTTP API payload 2.0 event, as the managed service builds it: the one builder the local
 * server and the handler tests share, so both exercise the handlers with the same event shape.
 */
export function apiEvent(input: ApiEventInput) {
  const { route, path, params, headers, rawQuery, claims } = input;
  const routeKey = `${route.method} ${route.path}`;
  const search = new URLSearchParams(rawQuery);
  const now = new Date();
  return {
    version: '2.0',
    routeKey,
    rawPath: path,
    rawQueryString: rawQuery,
    cookies: headers.cookie ? headers.cookie.split(/;\s*/) : undefined,
    headers,
    queryStringParameters: search.size ? Object.fromEntries(search) : undefined,
    pathParameters: Object.keys(params).length ? params : undefined,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: 'local',
      http: {
        method: route.method,
        path,
        protocol: input.protocol ?? 'HTTP/1.1',
        sourceIp: input.sourceIp,
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey,
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
      ...(claims ? { authorizer: { jwt: { claims, scopes: null }, principalId: '', integrationLatency: 0 } } : {}),
    },
    body: input.body,
    isBase64Encoded: input.isBase64Encoded,
  };
}

/** The event for a Node request (the local server). */
export function buildEvent(opts: {
  req: IncomingMessage;
  url: URL;
  route: RouteDef;
  params: Record<string, string>;
  body: Buffer;
  claims: Record<string, string> | null;
}) {
  const { req, url, route, params, body, claims } = opts;
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(req.headers))
    if (v !== undefined) headers[k] = Array.isArray(v) ? v.join(',') : v;
  const type = headers['content-type'] ?? '';
  const textual = /json|text|x-www-form-urlencoded|xml/i.test(type) || body.length === 0;
  return apiEvent({
    route,
    path: url.pathname,
    params,
    headers,
    rawQuery: url.search.slice(1),
    body: body.length ? (textual ? body.toString('utf8') : body.toString('base64')) : undefined,
    isBase64Encoded: !textual,
    sourceIp: (req.socket.remoteAddress ?? '127.0.0.1').replace(/^::ffff:/, ''),
    protocol: `HTTP/${req.httpVersion}`,
    claims,
  });
}

export function buildContext(functionName: string, requestId: string): Context {
  const deadline = Date.now() + 29_000;
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${functionName}`,
    memoryLimitInMB: '512',
    awsRequestId: requestId,
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}
