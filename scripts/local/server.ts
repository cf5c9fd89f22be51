import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { findRoute, groupHandlerFile, type WebRuntimeConfig } from '@cq/shared';
import { buildContext, buildEvent } from './lambdaEvent';
import { authorize } from '../../functions/src/authorizer/authorize';
import { proxyCognito, type CognitoProxyTarget } from './cognitoProxy';
import { refuseForeignRequest } from './hostGuard';
import { handleLocalMedia } from './media';
import { BROWSER_PREFIX as STRIPE_BROWSER_PREFIX } from './stripe/server';
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

/** API Gateway's own payload limit; the handlers' caps (64 KB, the Stripe webhook's 512 KB) apply after this. */
const MAX_REQUEST_BYTES = 10 * 1024 * 1024;

export interface ApiServerOptions {
  root: string;
  webConfig: WebRuntimeConfig;
  /** cognito-local behind the same-origin `/cognito/` proxy. */
  cognito: CognitoProxyTarget;
  verifyToken: (authorization: string | undefined) => Promise<import('aws-jwt-verify/jwt-model').JwtPayload | null>;
  /** The Stripe stand-in's URL: `/local-stripe/` (its browser-facing paths) is passed through to it. */
  stripeStandIn?: string;
  /** `dist` serves web/dist; `dev` hands other requests to Vite's middleware. */
  distDir: string;
  web:
    | { mode: 'dist' }
    | { mode: 'dev'; middleware: (req: IncomingMessage, res: ServerResponse, next: () => void) => void };
}

/**
 * Reads a request body up to API Gateway's cap. Past the cap it resolves null at once (the caller answers 413)
 * and keeps reading and dropping the rest, so the client gets its 413 instead of a connection reset.
 */
function readBody(req: IncomingMessage): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let over = false;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (over) return;
      if (size <= MAX_REQUEST_BYTES) return void chunks.push(chunk);
      over = true;
      chunks.length = 0;
      resolve(null);
    });
    req.on('end', () => resolve(size > MAX_REQUEST_BYTES ? null : Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** What the local server's own answers carry (its 401/404/413, /config.json): never sniffed, never cached. */
const OWN_HEADERS = { 'x-content-type-options': 'nosniff', 'cache-control': 'no-store' } as const;

/**
 * In dev mode (Vite), the security headers that leave Vite working: no script policy, since Vite injects inline
 * code, but no sniffing, no framing and no full referrer. The built site (`dist`) gets the whole set
 * (webAssets.ts SECURITY_HEADERS, as CloudFront sends them).
 */
export const DEV_SECURITY_HEADERS: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "frame-ancestors 'none'",
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json', ...OWN_HEADERS, ...headers }).end(JSON.stringify(body));
}

/** Passes a browser call on to the Stripe stand-in (same origin, so the page needs no CORS). */
async function proxyStripe(req: IncomingMessage, res: ServerResponse, url: URL, target: string): Promise<void> {
  const body = await readBody(req);
  if (body === null) return sendJson(res, 413, { message: 'Request Entity Too Large' }, { connection: 'close' });
  const answer = await fetch(target + url.pathname + url.search, {
    method: req.method,
    headers: { 'content-type': req.headers['content-type'] ?? 'application/json' },
    body: req.method === 'GET' || req.method === 'HEAD' ? undefined : new Uint8Array(body),
  });
  res.writeHead(answer.status, { 'content-type': 'application/json', ...OWN_HEADERS });
  res.end(Buffer.from(await answer.arrayBuffer()));
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
    if (body === null) return sendJson(res, 413, { message: 'Request Entity Too Large' }, { connection: 'close' });
    let claims: Record<string, string> | null = null;
    if (match.route.access !== 'public') {
      // The cloud's Lambda authorizer's decision (an ID token or an API key), with cognito-local's keys.
      const decided = await authorize(req.headers.authorization, (token) => opts.verifyToken(`Bearer ${token}`));
      if (!decided) return sendJson(res, 401, { message: 'Unauthorized' });
      claims = decided.kind === 'jwt' ? decided.claims : null;
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
    // Before anything else, Vite's middleware included: a foreign Host (DNS rebinding) or a write from another origin.
    if (refuseForeignRequest(req, res, req.socket.localPort ?? 0)) return;
    const url = new URL(req.url ?? '/', 'http://local');
    const run = async () => {
      if (url.pathname === '/config.json') {
        res.writeHead(200, { 'content-type': 'application/json', ...OWN_HEADERS, 'cache-control': 'no-cache' });
        return void res.end(JSON.stringify(opts.webConfig));
      }
      if (url.pathname === '/cognito' || url.pathname.startsWith('/cognito/')) {
        const body = await readBody(req);
        if (body === null) return sendJson(res, 413, { message: 'Request Entity Too Large' }, { connection: 'close' });
        return proxyCognito(req, res, body, opts.cognito);
      }
      if (url.pathname === '/api' || url.pathname.startsWith('/api/')) return handleApi(req, res, url);
      if (await handleLocalMedia(req, res, url)) return;
      if (opts.stripeStandIn && url.pathname.startsWith(STRIPE_BROWSER_PREFIX)) {
        return proxyStripe(req, res, url, opts.stripeStandIn);
      }
      if (opts.web.mode === 'dev') {
        for (const [name, value] of Object.entries(DEV_SECURITY_HEADERS)) res.setHeader(name, value);
        return opts.web.middleware(req, res, () => dist(req, res, url));
      }
      return dist(req, res, url);
    };
    run().catch((error: unknown) => {
      console.error('[server] request failed', error);
      if (!res.headersSent) sendJson(res, 502, { message: 'Internal server error' });
      else res.end();
    });
  });
}
