import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { findRoute, groupHandlerFile, type WebRuntimeConfig } from '@cq/shared';
import { buildContext, buildEvent } from './lambdaEvent';
import { claimsAsApiGateway } from './jwt';
import { proxyCognito } from './cognitoProxy';
import { serveDist } from './webAssets';

type Handler = (
  event: unknown,
  context: unknown,
) => Promise<{
  statusCode?: number;
  headers?: Record<string, string | number | boolean>;
  body?: string;
  cookies?: string[];
  isBase64Encoded?: boolean;
}>;

/** API Gateway's own payload limit; the handlers' 64 KB cap applies after this. */
const MAX_REQUEST_BYTES = 10 * 1024 * 1024;

export interface ApiServerOptions {
  root: string;
  webConfig: WebRuntimeConfig;
  cognitoUrl: string;
  verifyToken: (authorization: string | undefined) => Promise<import('aws-jwt-verify/jwt-model').JwtPayload | null>;
  /** `dist` serves web/dist; `dev` hands other requests to Vite's middleware. */
  distDir: string;
  web:
    | { mode: 'dist' }
    | { mode: 'dev'; middleware: (req: IncomingMessage, res: ServerResponse, next: () => void) => void };
}

function readBody(req: IncomingMessage): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_REQUEST_BYTES) {
        resolve(null);
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

/** The local stand-in for CloudFront + API Gateway: one origin for the SPA, /config.json, /cognito and /api. */
export function createApiServer(opts: ApiServerOptions) {
  const handlers = new Map<string, Promise<Handler>>();
  const loadHandler = (group: string) => {
    let h = handlers.get(group);
    if (!h) {
      const file = pathToFileURL(path.join(opts.root, 'functions', 'src', groupHandlerFile(group))).href;
      h = import(file).then((m: { handler: Handler }) => m.handler);
      handlers.set(group, h);
    }
    return h;
  };
  const dist = serveDist(opts.distDir);

  async function handleApi(req: IncomingMessage, res: ServerResponse, url: URL) {
    const match = findRoute(req.method ?? 'GET', url.pathname);
    // API Gateway answers unknown routes itself, before any authorizer or Lambda.
    if (!match.route) return sendJson(res, 404, { message: 'Not Found' });
    const body = await readBody(req);
    if (body === null) return sendJson(res, 413, { message: 'Request Entity Too Large' });
    let claims: Record<string, string> | null = null;
    if (match.route.access !== 'public') {
      const payload = await opts.verifyToken(req.headers.authorization);
      if (!payload) return sendJson(res, 401, { message: 'Unauthorized' });
      claims = claimsAsApiGateway(payload);
    }
    const event = buildEvent({ req, url, route: match.route, params: match.params, body, claims });
    const handler = await loadHandler(match.route.group);
    const result = await handler(event, buildContext(match.route.group, event.requestContext.requestId));
    const headers: Record<string, string | string[]> = {};
    for (const [k, v] of Object.entries(result.headers ?? {})) headers[k] = String(v);
    if (result.cookies?.length) headers['set-cookie'] = result.cookies;
    res.writeHead(result.statusCode ?? 200, headers);
    res.end(result.body ? Buffer.from(result.body, result.isBase64Encoded ? 'base64' : 'utf8') : undefined);
  }

  return http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://local');
    const run = async () => {
      if (url.pathname === '/config.json') {
        res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-cache' });
        return void res.end(JSON.stringify(opts.webConfig));
      }
      if (url.pathname === '/cognito' || url.pathname.startsWith('/cognito/')) {
        const body = (await readBody(req)) ?? Buffer.alloc(0);
        return proxyCognito(req, res, body, opts.cognitoUrl);
      }
      if (url.pathname === '/api' || url.pathname.startsWith('/api/')) return handleApi(req, res, url);
      if (opts.web.mode === 'dev') return opts.web.middleware(req, res, () => dist(req, res, url));
      return dist(req, res, url);
    };
    run().catch((error: unknown) => {
      console.error('[server] request failed', error);
      if (!res.headersSent) sendJson(res, 502, { message: 'Internal server error' });
      else res.end();
    });
  });
}
