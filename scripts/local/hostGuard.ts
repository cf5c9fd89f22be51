import type { IncomingMessage, ServerResponse } from 'node:http';

/** Methods that change nothing: their answers are kept from other origins by the browser (no CORS). */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The names the local stack is reached by: its own address or `localhost`, on the port it listens on. */
export const ownHosts = (port: number): string[] => [`127.0.0.1:${port}`, `localhost:${port}`];

/**
 * DNS rebinding: any web page the developer opens can make its own name resolve to 127.0.0.1, and the browser
 * then treats the local stack as that site's origin (no CORS in the way): it could sign in as a seeded account
 * through /cognito, call the API with the token, or pay through /local-stripe. Such requests carry the page's
 * name in Host, so only our own hosts are answered (421: not the server for that name). A page on another
 * origin can still send a simple cross-origin POST without reading the answer; browsers always send Origin on
 * those, so a state-changing request that names an origin must name ours (403). Node clients (tests, the Stripe
 * stand-in's webhook deliveries) send no Origin and are not affected.
 *
 * Answers the refusal (and ends the response) or returns false. `port` is the one the request arrived on.
 */
export function refuseForeignRequest(req: IncomingMessage, res: ServerResponse, port: number): boolean {
  const hosts = ownHosts(port);
  const host = (req.headers.host ?? '').toLowerCase();
  if (!hosts.includes(host)) {
    return refuse(res, 421, `Unknown host. The local stack answers at http://127.0.0.1:${port}/ only.`);
  }
  const origin = req.headers.origin;
  if (
    !SAFE_METHODS.has(req.method ?? 'GET') &&
    origin !== undefined &&
    !hosts.some((h) => origin.toLowerCase() === `http://${h}`)
  ) {
    return refuse(res, 403, 'Cross-origin request refused.');
  }
  return false;
}

function refuse(res: ServerResponse, status: number, text: string): true {
  // The body is not read: the connection closes after the answer.
  res.writeHead(status, {
    'content-type': 'text/plain; charset=utf-8',
    'x-content-type-options': 'nosniff',
    'cache-control': 'no-store',
    connection: 'close',
  });
  res.end(`${text}\n`);
  return true;
}
