import { describe, expect, it } from 'vitest';
import { useTestTable } from '../../test/harness';
import { createApiKey, revokeApiKey } from '../data/integrations/apiKeys';
import { authorize, type VerifyJwt } from './authorize';

useTestTable();

const owner = { workspaceId: 'authorizer-ws', actor: 'authorizer-ws' };
/** Stands in for aws-jwt-verify (a library, tested by its makers): the token text is the claims' JSON. */
const verifyJwt: VerifyJwt = async (token) =>
  token.startsWith('{') ? (JSON.parse(token) as Record<string, unknown>) : null;

describe('the request authorizer’s decision', () => {
  it('lets an ID token through with its claims as strings, and refuses access tokens and garbage', async () => {
    const claims = { sub: 'u-1', token_use: 'id', 'cognito:groups': ['admin', 'editor'], iat: 1700000000 };
    expect(await authorize(`Bearer ${JSON.stringify(claims)}`, verifyJwt)).toEqual({
      kind: 'jwt',
      claims: { sub: 'u-1', token_use: 'id', 'cognito:groups': '[admin editor]', iat: '1700000000' },
    });
    const access = JSON.stringify({ sub: 'u-1', token_use: 'access' });
    expect(await authorize(`Bearer ${access}`, verifyJwt)).toBeNull();
    expect(await authorize('Bearer not-a-token', verifyJwt)).toBeNull();
    expect(await authorize(undefined, verifyJwt)).toBeNull();
    expect(await authorize('Basic abc', verifyJwt)).toBeNull();
  });

  it('lets a live API key through by its id, never to the JWT verifier, and refuses it once revoked', async () => {
    const key = await createApiKey(owner, { name: 'Gate', role: 'viewer' });
    const never: VerifyJwt = () => Promise.reject(new Error('a key is not a JWT'));
    expect(await authorize(`Bearer ${key.secret}`, never)).toEqual({ kind: 'apiKey', apiKeyId: key.id });
    await revokeApiKey(owner, key.id);
    expect(await authorize(`Bearer ${key.secret}`, never)).toBeNull();
    expect(await authorize(`Bearer cq_${'x'.repeat(32)}`, never)).toBeNull();
  });
});
