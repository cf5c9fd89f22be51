// Starts cognito-local without its CORS middleware. cognito-local answers every origin (`origin: "*"`,
// hard-coded), so any web page open in the developer's browser could call its unauthenticated admin API on its
// predictable port. Nothing needs CORS from it: the app reaches it through the same-origin `/cognito/` proxy
// and the server talks to it directly. Usage: node cognitoLocal.mjs (env PORT, HOST, CODE as cognito-local).
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const root = path.dirname(require.resolve('cognito-local/package.json'));
const corsPath = require.resolve('cors', { paths: [root] });
require(corsPath);
// Every use of `cors(options)` gets a middleware that adds no CORS headers (and answers preflights with none).
require.cache[corsPath].exports = () => (_req, _res, next) => next();
require(path.join(root, 'lib', 'bin', 'start.js'));
