import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { createSign } from 'node:crypto';
import { ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type RunningStack } from './stack';
import { dynamoClient, SHARED_CREDENTIALS } from './dynamo';

/**
 * The edge of the local stack, as a caller sees it: the JWT checks the API Gateway authorizer makes (run by
 * server.ts + jwt.ts), and what `npm start` exposes on this machine. One stack in dev mode (Vite) with a
 * persistent data folder, as `npm start` runs it.
 */
const require = createRequire(import.meta.url);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clarity-edge-test-'));
let stack: RunningStack;
let config: { auth: { userPoolId: string; userPoolClientId: string } };

beforeAll(async () => {
  stack = await startStack({ port: 0, dataDir, web: 'dev', quiet: true });
  config = (await (await fetch(`${stack.url}/config.json`)).json()) as typeof config;
}, 120_000);
afterAll(async () => {
  await stack?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const decode = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, any>;

/** Signs with cognito-local's key, which its package publishes: what any local caller could do. */
function signLocal(header: Record<string, unknown>, payload: Record<string, unknown>): string {
  const { pem } = require('cognito-local/lib/keys/cognitoLocal.private.json') as { pem: string };
  const unsigned = `${b64url(header)}.${b64url(payload)}`;
  return `${unsigned}.${createSign('RSA-SHA256').update(unsigned).sign(pem).toString('base64url')}`;
}

async function cognito(url: string, target: string, body: object) {
  const res = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${target}`,
    },
    body: JSON.stringify(body),
  });
  return (await res.json()) as any;
}

const signIn = async (email: string, password: string, clientId = config.auth.userPoolClientId, url?: string) =>
  (
    await cognito(url ?? `${stack.url}/cognito/`, 'InitiateAuth', {
      ClientId: clientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: email, PASSWORD: password },
    })
  ).AuthenticationResult as { IdToken: string; AccessToken: string };

const profile = (token: string) =>
  fetch(`${stack.url}/api/auth/user`, { headers: { authorization: `Bearer ${token}` } });

describe('the JWT authorizer (API Gateway stand-in) refuses forged and foreign tokens', { timeout: 60_000 }, () => {
  let token: string;
  let header: Record<string, any>;
  let payload: Record<string, any>;
  let signature: string;
  beforeAll(async () => {
    const auditor = stack.accounts.find((a) => !a.group)!;
    token = (await signIn(auditor.email, auditor.password)).IdToken;
    const [h, p, s] = token.split('.');
    [header, payload, signature] = [decode(h!), decode(p!), s!];
  });

  it('accepts the real token (the control)', async () => {
    const res = await profile(token);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ role: 'user' });
  });

  it('refuses a token whose group claim was edited to admin (signature no longer matches)', async () => {
    const edited = `${b64url(header)}.${b64url({ ...payload, 'cognito:groups': ['admin'] })}.${signature}`;
    expect((await profile(edited)).status).toBe(401);
  });

  it('refuses `alg: none` (unsigned), with and without a signature part', async () => {
    const none = `${b64url({ alg: 'none', typ: 'JWT' })}.${b64url({ ...payload, 'cognito:groups': ['admin'] })}`;
    expect((await profile(`${none}.`)).status).toBe(401);
    expect((await profile(`${none}.${signature}`)).status).toBe(401);
  });

  it('refuses an expired token even when correctly signed', async () => {
    const now = Math.floor(Date.now() / 1000);
    const expired = signLocal(header, { ...payload, iat: now - 7200, auth_time: now - 7200, exp: now - 3600 });
    expect((await profile(expired)).status).toBe(401);
    // The same claims with a live expiry pass, so the expiry alone made the difference.
    expect((await profile(signLocal(header, { ...payload, exp: now + 600 }))).status).toBe(200);
  });

  it('refuses a token from another user pool, and one for another app client of this pool', async () => {
    const cognitoUrl = new URL(payload.iss as string).origin;
    const pool = await cognito(cognitoUrl, 'CreateUserPool', { PoolName: 'other', UsernameAttributes: ['email'] });
    const poolId = pool.UserPool.Id as string;
    const client = await cognito(cognitoUrl, 'CreateUserPoolClient', {
      UserPoolId: poolId,
      ClientName: 'other',
      ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH'],
    });
    const email = 'outsider@example.com';
    const password = 'Outsider-Pool-2026!';
    await cognito(cognitoUrl, 'AdminCreateUser', {
      UserPoolId: poolId,
      Username: email,
      MessageAction: 'SUPPRESS',
      UserAttributes: [{ Name: 'email', Value: email }],
    });
    await cognito(cognitoUrl, 'AdminSetUserPassword', {
      UserPoolId: poolId,
      Username: email,
      Password: password,
      Permanent: true,
    });
    const foreign = await signIn(email, password, client.UserPoolClient.ClientId as string, cognitoUrl);
    expect(decode(foreign.IdToken.split('.')[1]!).iss).not.toBe(payload.iss);
    expect((await profile(foreign.IdToken)).status).toBe(401);

    // Same pool, another app client: the audience check refuses it.
    const otherClient = await cognito(cognitoUrl, 'CreateUserPoolClient', {
      UserPoolId: config.auth.userPoolId,
      ClientName: 'not-the-web-app',
      ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH'],
    });
    const auditor = stack.accounts.find((a) => !a.group)!;
    const wrongAudience = await signIn(
      auditor.email,
      auditor.password,
      otherClient.UserPoolClient.ClientId,
      cognitoUrl,
    );
    expect((await profile(wrongAudience.IdToken)).status).toBe(401);
  });

  it('refuses a malformed or missing Authorization header', async () => {
    for (const authorization of ['', 'Bearer', `Basic ${token}`, 'Bearer a.b.c', `Bearer ${token}x`]) {
      const res = await fetch(`${stack.url}/api/auth/user`, { headers: authorization ? { authorization } : {} });
      expect(res.status, authorization).toBe(401);
    }
  });

  it('accepts a token signed with cognito-local’s published key (the known local limit, SECURITY.md)', async () => {
    // Locally anyone can mint a valid token; the cloud authorizer trusts only the real pool (infra test).
    const minted = signLocal(header, { ...payload, exp: Math.floor(Date.now() / 1000) + 600 });
    expect((await profile(minted)).status).toBe(200);
  });
});

/** Listening TCP sockets from the kernel's table (no traffic sent): `address:port` in hex, state 0A. */
function listeners(): Array<{ address: string; port: number }> {
  const out: Array<{ address: string; port: number }> = [];
  for (const file of ['/proc/net/tcp', '/proc/net/tcp6']) {
    if (!fs.existsSync(file)) continue;
    for (const line of fs.readFileSync(file, 'utf8').split('\n').slice(1)) {
      const cols = line.trim().split(/\s+/);
      if (cols[3] !== '0A' || !cols[1]) continue;
      const [addr, port] = cols[1].split(':');
      out.push({ address: addr!, port: parseInt(port!, 16) });
    }
  }
  return out;
}
const LOOPBACK_V4 = '0100007F';

describe('local stack hardening', { timeout: 60_000 }, () => {
  const root = path.resolve(import.meta.dirname, '..', '..');

  it('listens on 127.0.0.1 only: the one origin (web, API, Vite HMR) and cognito-local', async () => {
    const token = (await signIn(stack.accounts[0]!.email, stack.accounts[0]!.password)).IdToken;
    const cognitoPort = Number(new URL(decode(token.split('.')[1]!).iss as string).port);
    const sockets = listeners();
    for (const port of [stack.port, cognitoPort]) {
      const mine = sockets.filter((l) => l.port === port);
      expect(mine.length, `port ${port}`).toBeGreaterThan(0);
      expect(
        mine.every((l) => l.address === LOOPBACK_V4),
        `port ${port}: ${JSON.stringify(mine)}`,
      ).toBe(true);
    }
  });

  it('cognito-local answers no browser origin (its admin API has no authentication)', async () => {
    const token = (await signIn(stack.accounts[0]!.email, stack.accounts[0]!.password)).IdToken;
    const cognitoUrl = new URL(decode(token.split('.')[1]!).iss as string).origin;
    const headers = {
      origin: 'http://localhost:3000',
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type,x-amz-target',
    };
    const preflight = await fetch(cognitoUrl, { method: 'OPTIONS', headers });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    const call = await fetch(cognitoUrl, {
      method: 'POST',
      headers: {
        origin: 'http://localhost:3000',
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.ListUserPools',
      },
      body: JSON.stringify({ MaxResults: 1 }),
    });
    expect(call.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('DynamoDB Local (which listens on every interface) answers no browser origin and keeps the data under this install’s key', async () => {
    const preflight = await fetch(stack.dynamo.endpoint, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type,x-amz-target',
      },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    expect(stack.dynamo.credentials.accessKeyId).toMatch(/^LOCAL[0-9A-F]{20}$/);
    const withKey = await dynamoClient(stack.dynamo.endpoint, stack.dynamo.credentials).send(new ListTablesCommand({}));
    expect(withKey.TableNames).toContain('clarity');
    // The well-known key, or any other, opens another (empty) database.
    const without = await dynamoClient(stack.dynamo.endpoint, SHARED_CREDENTIALS).send(new ListTablesCommand({}));
    expect(without.TableNames).toEqual([]);
    const keyFile = path.join(dataDir, 'dynamodb', '.access-key.json');
    expect(fs.statSync(keyFile).mode & 0o077).toBe(0);
  });

  it('the dev server refuses .local/, .git/ and env files at /@fs/, and still serves the workspace', async () => {
    const probes = [
      path.join(root, '.local', `edge-probe-${process.pid}.json`),
      path.join(root, `.env.edge-probe-${process.pid}`),
      path.join(root, 'web', `.env.edge-probe-${process.pid}.local`),
    ];
    fs.mkdirSync(path.join(root, '.local'), { recursive: true });
    for (const file of probes) fs.writeFileSync(file, '{"secret":"do not serve"}');
    try {
      // `.git` is a folder in a clone and a file in a worktree: probe what exists.
      const git = path.join(root, '.git');
      const gitFiles = fs.statSync(git).isDirectory() ? [path.join(git, 'HEAD'), path.join(git, 'config')] : [git];
      for (const file of [...probes, ...gitFiles]) {
        const res = await fetch(`${stack.url}/@fs${file}`);
        const text = await res.text();
        expect(res.status, file).toBe(403);
        expect(text, file).not.toMatch(/do not serve|ref:|\[core\]|gitdir:/);
      }
    } finally {
      for (const file of probes) fs.rmSync(file, { force: true });
    }
    // The control: a workspace file outside the deny list is served, so the refusals above are the deny list's.
    expect((await fetch(`${stack.url}/@fs${path.join(root, 'shared', 'src', 'routes.ts')}`)).status).toBe(200);
  });

  it('lets only the app’s own origin read the dev server cross-origin (CORS)', async () => {
    const other = await fetch(`${stack.url}/src/main.tsx`, { headers: { origin: 'http://localhost:5999' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    const own = await fetch(`${stack.url}/src/main.tsx`, { headers: { origin: stack.url } });
    expect(own.headers.get('access-control-allow-origin')).toBe(stack.url);
  });

  it('sends the dev security headers on pages, and nosniff on its own 401/404 and /config.json', async () => {
    const page = await fetch(`${stack.url}/`);
    expect(page.status).toBe(200);
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    for (const [url, status] of [
      [`${stack.url}/api/auth/user`, 401],
      [`${stack.url}/api/no-such-route`, 404],
      [`${stack.url}/config.json`, 200],
    ] as const) {
      const res = await fetch(url);
      expect(res.status, url).toBe(status);
      expect(res.headers.get('x-content-type-options'), url).toBe('nosniff');
    }
  });

  it('answers a body far over the cap (11 MB) with 413, not a connection reset', async () => {
    const big = Buffer.alloc(11 * 1024 * 1024, 'a');
    for (const [url, headers] of [
      [`${stack.url}/api/contact-messages`, { 'content-type': 'application/json' }],
      [`${stack.url}/api/audits`, { 'content-type': 'application/json' }],
      [`${stack.url}/cognito/`, { 'content-type': 'application/x-amz-json-1.1' }],
    ] as const) {
      const res = await fetch(url, { method: 'POST', headers, body: big });
      expect(res.status, url).toBe(413);
      expect(await res.json()).toEqual({ message: 'Request Entity Too Large' });
    }
    // The server is still there for the next request.
    expect((await fetch(`${stack.url}/api/careers`)).status).toBe(200);
  });
});

/**
 * A request as a browser sends it after DNS rebinding: to 127.0.0.1, but with the attacking site's name in Host
 * (which fetch cannot set). Answers the status and the text.
 */
function rawRequest(
  url: string,
  {
    method = 'GET',
    headers = {},
    body,
    setHost = true,
  }: { method?: string; headers?: Record<string, string>; body?: string; setHost?: boolean },
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers, setHost }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('DNS rebinding: the local stack answers only its own host, and writes only from its own origin', () => {
  const port = () => stack.port;
  const seededAdmin = () => stack.accounts.find((a) => a.group === 'admin')!;
  const signInRequest = (headers: Record<string, string>) => ({
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
      ...headers,
    },
    body: JSON.stringify({
      ClientId: config.auth.userPoolClientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: seededAdmin().email, PASSWORD: seededAdmin().password },
    }),
  });

  it('refuses a foreign Host on every path (a page rebinding its name to 127.0.0.1 cannot sign in)', async () => {
    const hosts = [`rebind.example:${port()}`, 'rebind.example', `127.0.0.1:${port() + 100}`, '127.0.0.1', 'localhost'];
    for (const host of hosts) {
      for (const [path, init] of [
        ['/', {}],
        ['/config.json', {}],
        ['/api/health', {}],
        ['/api/careers', {}],
        ['/src/main.tsx', {}],
        ['/cognito/', signInRequest({})],
        ['/local-stripe/test/advance-clock', { method: 'POST', body: '{"days":1}' }],
      ] as const) {
        const { headers = {}, ...rest } = init as { headers?: Record<string, string>; method?: string; body?: string };
        const res = await rawRequest(`${stack.url}${path}`, { ...rest, headers: { ...headers, host } });
        expect(res.status, `${host} ${path}`).toBe(421);
        expect(res.text, `${host} ${path}`).not.toMatch(/IdToken|userPoolId|AccessToken/);
      }
    }
    // No Host at all: Node's server refuses an HTTP/1.1 request without one before it reaches ours.
    const hostless = await rawRequest(`${stack.url}/config.json`, { setHost: false });
    expect(hostless.status).toBe(400);
    expect(hostless.text).not.toContain('userPoolId');
  });

  it('answers its own host by IP or by name (the control)', async () => {
    for (const host of [`127.0.0.1:${port()}`, `localhost:${port()}`, `LOCALHOST:${port()}`]) {
      expect((await rawRequest(`${stack.url}/config.json`, { headers: { host } })).status, host).toBe(200);
      const signIn = await rawRequest(`${stack.url}/cognito/`, signInRequest({ host }));
      expect(signIn.status, host).toBe(200);
      expect(signIn.text).toContain('IdToken');
    }
  });

  it('refuses a state-changing request from another origin, and takes one from its own or without one', async () => {
    for (const origin of ['http://rebind.example', `http://rebind.example:${port()}`, 'null', 'http://127.0.0.1:1']) {
      const signIn = await rawRequest(`${stack.url}/cognito/`, signInRequest({ origin }));
      expect(signIn.status, origin).toBe(403);
      expect(signIn.text).not.toContain('IdToken');
      const contact = await rawRequest(`${stack.url}/api/contact-messages`, {
        method: 'POST',
        headers: { origin, 'content-type': 'application/json' },
        body: '{}',
      });
      expect(contact.status, origin).toBe(403);
      // Reads are not refused for their Origin: the browser keeps a cross-origin answer from the page (no CORS).
      expect((await rawRequest(`${stack.url}/api/careers`, { headers: { origin } })).status, origin).toBe(200);
    }
    for (const origin of [stack.url, `http://localhost:${port()}`]) {
      expect((await rawRequest(`${stack.url}/cognito/`, signInRequest({ origin }))).status, origin).toBe(200);
    }
    // Node clients (the tests, the Stripe stand-in's webhook deliveries) send no Origin.
    expect((await rawRequest(`${stack.url}/cognito/`, signInRequest({}))).status).toBe(200);
  });

  it('cognito-local and the Stripe stand-in, on their own ports, refuse a foreign Host too', async () => {
    const token = (await signIn(seededAdmin().email, seededAdmin().password)).IdToken;
    const cognitoUrl = new URL(decode(token.split('.')[1]!).iss as string).origin;
    const stripeUrl = process.env.STRIPE_API_BASE!;
    for (const base of [cognitoUrl, stripeUrl]) {
      const { port: own } = new URL(base);
      const foreign = await rawRequest(`${base}/`, { headers: { host: `rebind.example:${own}` } });
      expect(foreign.status, base).toBe(421);
      const mine = await rawRequest(`${base}/`, { headers: { host: `127.0.0.1:${own}` } });
      expect(mine.status, base).not.toBe(421);
    }
    // cognito-local's unauthenticated admin API, reached by a rebound name: refused before it runs.
    const listUsers = await rawRequest(`${cognitoUrl}/`, {
      method: 'POST',
      headers: {
        host: `rebind.example:${new URL(cognitoUrl).port}`,
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.ListUsers',
      },
      body: JSON.stringify({ UserPoolId: config.auth.userPoolId }),
    });
    expect(listUsers.status).toBe(421);
    expect(listUsers.text).not.toContain(seededAdmin().email);
  });
});
