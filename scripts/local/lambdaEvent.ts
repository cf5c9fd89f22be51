import type { IncomingMessage } from 'node:http';
import { randomUUID } from 'node:crypto';
import type { Context } from 'aws-lambda';
import type { RouteDef } from '@cq/shared';

/** Builds an API Gateway HTTP API payload 2.0 event from a Node request, as the managed service would. */
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
  const query = url.searchParams.size ? Object.fromEntries(url.searchParams) : undefined;
  const type = headers['content-type'] ?? '';
  const textual = /json|text|x-www-form-urlencoded|xml/i.test(type) || body.length === 0;
  const now = new Date();
  return {
    version: '2.0',
    routeKey: `${route.method} ${route.path}`,
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    cookies: headers.cookie ? headers.cookie.split(/;\s*/) : undefined,
    headers,
    queryStringParameters: query,
    pathParameters: Object.keys(params).length ? params : undefined,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: 'local',
      http: {
        method: route.method,
        path: url.pathname,
        protocol: `HTTP/${req.httpVersion}`,
        sourceIp: (req.socket.remoteAddress ?? '127.0.0.1').replace(/^::ffff:/, ''),
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey: `${route.method} ${route.path}`,
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
      ...(claims ? { authorizer: { jwt: { claims, scopes: null }, principalId: '', integrationLatency: 0 } } : {}),
    },
    body: body.length ? (textual ? body.toString('utf8') : body.toString('base64')) : undefined,
    isBase64Encoded: !textual,
  };
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
