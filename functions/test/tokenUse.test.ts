import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { findRoute } from '@cq/shared';
import { apiEvent } from '../../scripts/local/lambdaEvent';
import { groupHandler, useTestTable } from './harness';

useTestTable();

/**
 * The claims an authorizer vouched for, through the real group handler: API Gateway's JWT authorizer accepts a
 * Cognito access token as well as an ID token (it checks `client_id` when there is no `aud`), so the handler
 * chain is where the token's use is checked.
 */
async function call(method: string, path: string, claims: Record<string, string>) {
  const match = findRoute(method, path);
  if (!match.route) throw new Error(`No manifest route for ${method} ${path}`);
  const { handler } = await groupHandler(match.route.group);
  const event = apiEvent({
    route: match.route,
    path,
    params: match.params,
    headers: {},
    rawQuery: '',
    body: undefined,
    isBase64Encoded: false,
    sourceIp: '203.0.113.7',
    claims,
  });
  return handler(event, { awsRequestId: randomUUID(), getRemainingTimeInMillis: () => 10_000 });
}

const claims = { sub: 'token-use-1', email: 'token-use@example.com', username: 'token-use-1' };

describe('the auth guard takes ID tokens only', () => {
  it('answers the caller of an ID token (the control)', async () => {
    expect((await call('GET', '/api/auth/user', { ...claims, token_use: 'id' })).statusCode).toBe(200);
  });

  it('refuses an access token, or claims that name no token use, with 401', async () => {
    for (const tokenUse of [{ token_use: 'access' }, {}] as Record<string, string>[]) {
      const res = await call('GET', '/api/auth/user', { ...claims, ...tokenUse });
      expect(res.statusCode, JSON.stringify(tokenUse)).toBe(401);
      expect(JSON.parse(res.body!)).toEqual({ error: 'Unauthorized' });
    }
    // An access token carries the user's groups too: a staff route refuses it the same way.
    const admin = { ...claims, token_use: 'access', 'cognito:groups': '[admin]' };
    expect((await call('GET', '/api/admin/stats', admin)).statusCode).toBe(401);
  });
});
