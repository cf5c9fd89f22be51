import { JwtRsaVerifier } from 'aws-jwt-verify';
import type { JwtPayload } from 'aws-jwt-verify/jwt-model';
import type { Jwks } from 'aws-jwt-verify/jwk';

/**
 * Verifies a bearer token the way API Gateway's HTTP API JWT authorizer does: signature (JWKS), issuer,
 * expiry and not-before, and audience: `aud` (ID tokens) or `client_id` (access tokens) must be the app client.
 * The JWKS is served over plain http by cognito-local, which aws-jwt-verify's fetcher refuses, so the keys
 * are fetched here and preloaded.
 */
export async function createTokenVerifier(issuer: string, clientId: string) {
  const jwksUri = `${issuer}/.well-known/jwks.json`;
  const response = await fetch(jwksUri);
  if (!response.ok) throw new Error(`Cannot read the user pool's keys at ${jwksUri}: ${response.status}`);
  const jwks = (await response.json()) as Jwks;
  const verifier = JwtRsaVerifier.create({
    issuer,
    audience: null,
    jwksUri,
    customJwtCheck: ({ payload }) => {
      if (payload.aud !== clientId && payload.client_id !== clientId) throw new Error('Token is for another client');
      if (payload.token_use !== 'id' && payload.token_use !== 'access') throw new Error('Unexpected token use');
    },
  });
  verifier.cacheJwks(jwks);
  return async (authorization: string | undefined): Promise<JwtPayload | null> => {
    const token = /^Bearer (.+)$/i.exec(authorization ?? '')?.[1];
    if (!token) return null;
    try {
      return await verifier.verify(token);
    } catch {
      return null;
    }
  };
}
