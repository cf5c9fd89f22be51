import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findRoute } from '@cq/shared';
import { lambdaBuildOptions, LAMBDA_ENTRY_FILE } from '../infra/lib/constructs/lambda-esbuild';
import { partition, useTestTable } from '../functions/test/harness';
// The run's DynamoDB Local, which the harness injects (its type is declared there).
import type {} from '../functions/test/globalSetup';
import { apiEvent } from './local/lambdaEvent';
import { ROOT } from './local/stack';
import { handleInOrder } from './bundledHandler';
import type { ApiResult } from '../functions/src/lib/response';

useTestTable();

/** An API Gateway event for a public route, as the platform sends it. */
function event(method: string, path: string, opts: { body?: unknown; query?: Record<string, string>; ip: string }) {
  const match = findRoute(method, path);
  if (!match.route) throw new Error(`No route for ${method} ${path}`);
  return apiEvent({
    route: match.route,
    path,
    params: match.params,
    headers: opts.body === undefined ? {} : { 'content-type': 'application/json' },
    rawQuery: new URLSearchParams(opts.query).toString(),
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    isBase64Encoded: false,
    sourceIp: opts.ip,
    claims: null,
  });
}

/**
 * Lambda bundles (built as CDK builds them, with the bundle aliases: the DynamoDB clients reduced to the commands
 * we send, credentials from the environment) run in a fresh Node process against DynamoDB Local. The handler
 * tests run the sources unbundled, so this is where the aliased SDK modules, ElectroDB over them, and the SDK's
 * error classes our code tells apart by `instanceof` are seen working together.
 */
describe('bundled Lambdas against DynamoDB Local', { timeout: 120_000 }, () => {
  const dir = mkdtempSync(join(tmpdir(), 'cq-bundled-'));
  const bundle = (group: string) => join(dir, group, LAMBDA_ENTRY_FILE);
  beforeAll(async () => {
    for (const group of ['leads', 'calendly']) {
      const entry = join(ROOT, 'functions', 'src', group, 'handler.ts');
      await build({ ...lambdaBuildOptions(entry, join(dir, group)), absWorkingDir: ROOT });
    }
  }, 120_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** The status, and the Location of a redirect. */
  const statusAndLocation = (result: ApiResult) =>
    [result.statusCode, result.headers?.location].filter(Boolean).join(' ');

  it('leads: stores, answers a repeat through a cancelled transaction, limits a burst', async () => {
    const subscribe = (email: string, ip: string) =>
      event('POST', '/api/newsletter-subscriptions', { body: { email, source: 'resources' }, ip });
    const answers = await handleInOrder(bundle('leads'), [
      ...[1, 2, 3, 4, 5].map((i) => subscribe(`bundled${i}@example.com`, '192.0.2.10')),
      subscribe('bundled6@example.com', '192.0.2.10'),
      // A repeat in another letter case: the claim's transaction is cancelled and read back as "already in".
      subscribe('BUNDLED1@example.com', '192.0.2.11'),
    ]);
    expect(answers.map(statusAndLocation)).toEqual(['201', '201', '201', '201', '201', '429', '201']);
    expect(await partition('NEWSLETTER#bundled1@example.com')).toHaveLength(1);
    expect(await partition('NEWSLETTER#bundled5@example.com')).toHaveLength(1);
    expect(await partition('NEWSLETTER#bundled6@example.com')).toHaveLength(0);
  });

  it("calendly: a state nobody issued is refused through the SDK's ConditionalCheckFailedException", async () => {
    // The state's conditional delete fails on the table; the code tells that error apart by its class, so a
    // class that differed between the bundle's SDK modules would answer 500 here.
    const callback = event('GET', '/api/auth/calendly/callback', {
      query: { code: 'c', state: 'x'.repeat(43) },
      ip: '192.0.2.20',
    });
    const answers = await handleInOrder(bundle('calendly'), [callback], {
      CALENDLY_CLIENT_ID: 'client-abc',
      CALENDLY_CLIENT_SECRET: 'secret-xyz',
    });
    expect(answers.map(statusAndLocation)).toEqual(['302 /?calendly_error=invalid_state']);
  });
});
