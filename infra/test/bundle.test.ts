import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../lib/config';
import { bundleAliases } from '../lib/constructs/bundle-aliases';

/**
 * The bundles as CDK builds them (esbuild, ESM, minified, the aliases of bundle-aliases.ts) load and answer in a
 * fresh Node process: the data layer's ElectroDB service builds with the stand-in model checks, and a route that
 * reads the table gets as far as the network (503 with the table unreachable, not a 500 from a broken bundle).
 */
const out = mkdtempSync(join(tmpdir(), 'cq-bundle-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

async function bundle(group: string, entry = 'handler.ts'): Promise<string> {
  const outfile = join(out, group, entry.replace(/\W/g, '_'), 'index.mjs');
  await build({
    entryPoints: [join(REPO_ROOT, 'functions', 'src', group, entry)],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    mainFields: ['module', 'main'],
    minify: true,
    banner: {
      js: "import { createRequire as __cqCreateRequire } from 'node:module';const require = __cqCreateRequire(import.meta.url);",
    },
    alias: bundleAliases(),
    logLevel: 'silent',
  });
  return outfile;
}

/** Imports a bundle in a fresh process and calls its handler with one API Gateway payload 2.0 event. */
function invoke(file: string, method: string, path: string, claims: Record<string, string> | null) {
  const event = {
    version: '2.0',
    routeKey: `${method} ${path}`,
    rawPath: path,
    rawQueryString: '',
    headers: { host: 'bundle.test' },
    isBase64Encoded: false,
    requestContext: {
      requestId: 'bundle-test',
      http: { method, path, sourceIp: '203.0.113.9', protocol: 'HTTP/1.1', userAgent: 'test' },
      ...(claims ? { authorizer: { jwt: { claims, scopes: null } } } : {}),
    },
  };
  const code = `const { handler } = await import(${JSON.stringify(pathToFileURL(file).href)});
const result = await handler(${JSON.stringify(event)}, { awsRequestId: 'bundle-test', getRemainingTimeInMillis: () => 5000 });
const doc = result.headers?.['content-type']?.startsWith('application/json') && result.statusCode === 200 ? JSON.parse(result.body) : {};
process.stdout.write(JSON.stringify({ statusCode: result.statusCode, location: result.headers?.location ?? result.headers?.Location, openapi: doc.openapi, paths: doc.paths && Object.keys(doc.paths).length }));`;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', code], {
    encoding: 'utf8',
    timeout: 30_000,
    env: {
      PATH: process.env.PATH,
      AWS_REGION: 'us-east-1',
      TABLE_NAME: 'bundle-test',
      USER_POOL_ID: 'us-east-1_bundle',
      USER_POOL_CLIENT_ID: 'bundle',
      LOG_LEVEL: 'SILENT',
      // Should this run on a Node older than Lambda's 24, the SDK's notice about it is not what this test looks for.
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      SITE_URL: 'https://bundle.test',
      // As Lambda gives them: the bundles read credentials from the environment only.
      AWS_ACCESS_KEY_ID: 'AKIDBUNDLETEST',
      AWS_SECRET_ACCESS_KEY: 'bundle-test-secret',
      // A closed port: the table is unreachable.
      DYNAMODB_ENDPOINT: 'http://127.0.0.1:9',
    },
  });
  expect(run.stderr.replace(/^.*ExperimentalWarning.*$/gm, '').trim(), run.stderr).toBe('');
  return JSON.parse(run.stdout) as { statusCode: number; location?: string; openapi?: string; paths?: number };
}

describe('Lambda bundles with the bundle aliases', { timeout: 120_000 }, () => {
  it('session: loads and redirects', async () => {
    const result = invoke(await bundle('session'), 'GET', '/api/logout', null);
    expect(result).toMatchObject({ statusCode: 302, location: '/sign-out' });
  });

  it("health: serves the OpenAPI document (zod's JSON Schema conversion survives the zod alias)", async () => {
    const result = invoke(await bundle('health'), 'GET', '/api/openapi.json', null);
    expect(result).toMatchObject({ statusCode: 200, openapi: '3.1.1' });
    expect(result.paths).toBeGreaterThan(50);
  });

  it('audits: builds the ElectroDB service and reaches for the table (503 when it cannot)', async () => {
    // An ID token's claims: the handler chain answers 401 to any other (token_use, functions/src/lib/event.ts).
    const claims = { sub: 'bundle-user', email: 'bundle@example.com', token_use: 'id' };
    const result = invoke(await bundle('audits'), 'GET', '/api/audits', claims);
    expect(result.statusCode).toBe(503);
  });

  it('library: the docx package bundles and writes a Word file (a zip holding word/document.xml)', async () => {
    const file = await bundle('library', 'documents/docx.ts');
    const code = `const { renderDocx } = await import(${JSON.stringify(pathToFileURL(file).href)});
const zip = await renderDocx({ title: 'T', licence: 'Licensed to B', edition: 'E', blocks: [{ kind: 'title', text: 'T' }] });
process.stdout.write(JSON.stringify({ magic: zip.subarray(0, 2).toString('latin1'), names: zip.includes('word/document.xml') }));`;
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', code], { encoding: 'utf8', timeout: 30_000 });
    expect(run.stderr.trim(), run.stderr).toBe('');
    expect(JSON.parse(run.stdout)).toEqual({ magic: 'PK', names: true });
  });
});
