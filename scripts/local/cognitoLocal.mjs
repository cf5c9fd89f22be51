// Starts cognito-local without its CORS middleware. cognito-local answers every origin (`origin: "*"`,
// hard-coded), so any web page open in the developer's browser could call its unauthenticated admin API on its
// predictable port. Nothing needs CORS from it: the app reaches it through the same-origin `/cognito/` proxy
// and the server talks to it directly. In its place goes a Host check, as in the local server (hostGuard.ts):
// a page that rebinds its own name to 127.0.0.1 (DNS rebinding) is its own origin and needs no CORS, but its
// requests name it in Host, so only 127.0.0.1:PORT and localhost:PORT are answered.
// Usage: node cognitoLocal.mjs (env PORT, HOST, CODE as cognito-local).
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const root = path.dirname(require.resolve('cognito-local/package.json'));
const corsPath = require.resolve('cors', { paths: [root] });
require(corsPath);
const port = process.env.PORT ?? '9229';
const ownHosts = [`127.0.0.1:${port}`, `localhost:${port}`];
// Every use of `cors(options)` gets a middleware that adds no CORS headers (and answers preflights with none),
// and refuses a foreign Host before cognito-local sees the request.
require.cache[corsPath].exports = () => (req, res, next) => {
  if (ownHosts.includes((req.headers.host ?? '').toLowerCase())) return next();
  res.writeHead(421, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', connection: 'close' });
  res.end(`Unknown host. cognito-local answers at http://127.0.0.1:${port}/ only.\n`);
};
require(path.join(root, 'lib', 'bin', 'start.js'));
