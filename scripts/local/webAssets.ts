import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { SPA_SHELL_FILE } from '@cq/shared/publicPages';
import type { IncomingMessage, ServerResponse } from 'node:http';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.pdf': 'application/pdf',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.webmanifest': 'application/manifest+json',
  '.map': 'application/json; charset=utf-8',
};

/** The headers CloudFront's response-headers policy adds in the cloud, mirrored for the built site. */
export const SECURITY_HEADERS: Record<string, string> = {
  'content-security-policy':
    // Stripe.js (only loaded on /subscribe when a publishable key is configured): script, card iframes, API.
    "default-src 'self'; script-src 'self' https://assets.calendly.com https://js.stripe.com https://*.js.stripe.com; style-src 'self' 'unsafe-inline' https://assets.calendly.com; img-src 'self' data: https:; font-src 'self'; connect-src 'self' https://api.stripe.com; frame-src https://calendly.com https://www.youtube-nocookie.com https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

/** Types CloudFront compresses on the fly (text-like), above its 1 KB minimum. */
const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/svg\+xml)/;
const MIN_COMPRESS_BYTES = 1024;

type Encoding = 'br' | 'gzip';

/** Brotli when the client takes it, else gzip, else none (the q-values of Accept-Encoding are ignored). */
export function pickEncoding(acceptEncoding: string | undefined): Encoding | null {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}

/** Compressed bodies, keyed by file, encoding and mtime, so each file is compressed once per build. */
const compressed = new Map<string, Buffer>();

function compressedBody(file: string, stat: fs.Stats, encoding: Encoding): Buffer {
  const key = `${file}\0${encoding}\0${stat.mtimeMs}`;
  let body = compressed.get(key);
  if (!body) {
    const raw = fs.readFileSync(file);
    body =
      encoding === 'br'
        ? zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } })
        : zlib.gzipSync(raw, { level: 9 });
    compressed.set(key, body);
  }
  return body;
}

/**
 * Serves the built site like CloudFront + S3 and its viewer-request function: files as they are (hashed
 * assets cached for a year), a prerendered page (`<path>/index.html`) for its path, and the SPA shell
 * (spa.html) for any other path without a file extension so the router can take it. Text responses are brotli/gzip-compressed when the client accepts
 * it, with `Vary: Accept-Encoding`, as CloudFront's automatic compression does.
 */
export function serveDist(distDir: string) {
  const root = path.resolve(distDir);
  const spaShell = path.join(root, SPA_SHELL_FILE);
  // The bare shell when the build has one (prerendered builds); else index.html is the shell.
  const shell = () => (fs.existsSync(spaShell) ? spaShell : path.join(root, 'index.html'));
  return (req: IncomingMessage, res: ServerResponse, url: URL) => {
    let file = path.normalize(path.join(root, decodeURIComponent(url.pathname)));
    if (file !== root && !file.startsWith(root + path.sep)) {
      res.writeHead(400).end();
      return;
    }
    if (fs.existsSync(file) && fs.statSync(file).isDirectory()) file = path.join(file, 'index.html');
    if (!fs.existsSync(file)) {
      if (path.extname(url.pathname)) {
        res.writeHead(404, { 'content-type': 'text/plain', ...SECURITY_HEADERS }).end('Not found');
        return;
      }
      file = shell();
    }
    const ext = path.extname(file);
    const type = TYPES[ext] ?? 'application/octet-stream';
    const immutable = url.pathname.startsWith('/assets/');
    const stat = fs.statSync(file);
    const compressible = COMPRESSIBLE.test(type) && stat.size >= MIN_COMPRESS_BYTES;
    const encoding = compressible ? pickEncoding(req.headers['accept-encoding']) : null;
    const body = encoding ? compressedBody(file, stat, encoding) : null;
    res.writeHead(200, {
      'content-type': type,
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      'content-length': String(body ? body.length : stat.size),
      ...(compressible ? { vary: 'Accept-Encoding' } : {}),
      ...(encoding ? { 'content-encoding': encoding } : {}),
      ...SECURITY_HEADERS,
    });
    if (req.method === 'HEAD') res.end();
    else if (body) res.end(body);
    else fs.createReadStream(file).pipe(res);
  };
}
