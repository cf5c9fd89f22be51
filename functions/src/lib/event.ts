import { timingSafeEqual } from 'node:crypto';
import type { APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';

/**
 * API Gateway HTTP API payload 2.0. Public routes carry no authorizer, so `authorizer` is optional here
 * even though the aws-lambda type says otherwise.
 */
export type ApiEvent = Omit<APIGatewayProxyEventV2WithJWTAuthorizer, 'requestContext'> & {
  requestContext: Omit<APIGatewayProxyEventV2WithJWTAuthorizer['requestContext'], 'authorizer'> & {
    authorizer?: APIGatewayProxyEventV2WithJWTAuthorizer['requestContext']['authorizer'];
  };
};

export interface AuthUser {
  sub: string;
  email: string;
  groups: string[];
  givenName: string | null;
  familyName: string | null;
  picture: string | null;
  /** The token's `iat` (seconds since the epoch), when the claims carry it. */
  issuedAt?: number | null;
}

/**
 * API Gateway's JWT authorizer flattens array claims to a string such as `[admin editor]`;
 * the local server does the same, so both shapes are read here.
 */
export function parseGroupsClaim(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value !== 'string' || value.trim() === '') return [];
  return value
    .replace(/^\[|\]$/g, '')
    .split(/[\s,]+/)
    .filter(Boolean);
}

/**
 * The caller of an ID token, or null. API Gateway's JWT authorizer also lets a Cognito access token through (it
 * matches the app client on `client_id` when there is no `aud`), and the local verifier does the same, so the
 * token's use is checked here: the API is called with the ID token (its e-mail and names are the profile's), and
 * an access token, which carries no e-mail, is for Cognito's own user APIs, not for this one.
 */
export function userFromClaims(claims: Record<string, unknown> | undefined): AuthUser | null {
  if (!claims || typeof claims.sub !== 'string' || claims.token_use !== 'id') return null;
  const str = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);
  return {
    sub: claims.sub,
    email: str(claims.email) ?? str(claims.username) ?? '',
    groups: parseGroupsClaim(claims['cognito:groups']),
    givenName: str(claims.given_name),
    familyName: str(claims.family_name),
    picture: str(claims.picture),
    // API Gateway passes every claim as text; the local server passes the token's numbers.
    issuedAt: Number.isFinite(Number(claims.iat)) && claims.iat !== undefined ? Number(claims.iat) : null,
  };
}

/**
 * The caller's address as the platform vouches for it: API Gateway's source IP (the socket locally).
 * Behind CloudFront the source IP is an edge server, so CloudFront's viewer-address header is used instead,
 * but only on requests carrying the origin secret that CloudFront adds: a client calling the API directly
 * could set the header itself. X-Forwarded-For is never read: a client can set it freely.
 */
export function clientAddress(event: ApiEvent): string {
  const secret = process.env.ORIGIN_VERIFY_SECRET;
  const viewer = event.headers['cloudfront-viewer-address'];
  if (secret && viewer && sameSecret(event.headers['x-origin-verify'], secret)) {
    // "203.0.113.7:51234" or "[2001:db8::1]:51234"
    return viewer.replace(/:\d+$/, '').replace(/^\[(.*)\]$/, '$1');
  }
  return event.requestContext.http.sourceIp;
}

function sameSecret(given: string | undefined, expected: string): boolean {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
