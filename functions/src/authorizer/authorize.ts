import { findApiKey, looksLikeApiKey } from '../data/integrations/apiKeys';

/** Verifies a Cognito token and answers its claims, or null. */
export type VerifyJwt = (token: string) => Promise<Record<string, unknown> | null>;

/**
 * What the gate in front of the signed-in routes decided: a person's ID token (its claims, flattened to strings
 * as API Gateway's JWT authorizer hands them on), an API key (its id), or nothing (401).
 */
export type Authorization = { kind: 'jwt'; claims: Record<string, string> } | { kind: 'apiKey'; apiKeyId: string };

/** Claims as API Gateway hands them to the Lambda: strings, arrays flattened to `[a b]`. */
export function flattenClaims(payload: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(payload).map(([k, v]) => [
      k,
      Array.isArray(v) ? `[${v.join(' ')}]` : typeof v === 'object' ? JSON.stringify(v) : String(v),
    ]),
  );
}

/**
 * The one decision of the cloud's Lambda authorizer and the local server: `Authorization: Bearer <token>` where
 * the token is an API key (`cq_…`, found by one GetItem of its hash) or a Cognito ID token (`token_use` id, as
 * userFromClaims requires). The group handler checks a key again on every request (a cached "yes" here must
 * not outlive a revocation), so this gate only keeps strangers out early.
 */
export async function authorize(
  authorization: string | undefined,
  verifyJwt: VerifyJwt,
): Promise<Authorization | null> {
  const token = /^Bearer (\S+)$/i.exec(authorization?.trim() ?? '')?.[1];
  if (!token) return null;
  if (looksLikeApiKey(token)) {
    const key = await findApiKey(token);
    return key ? { kind: 'apiKey', apiKeyId: key.id } : null;
  }
  const claims = await verifyJwt(token);
  if (!claims || claims.token_use !== 'id') return null;
  return { kind: 'jwt', claims: flattenClaims(claims) };
}
