import { timingSafeEqual } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';
import type { APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';

/**
 * API Gateway HTTP API payload 2.0. Public routes carry no authorizer, so `authorizer` is optional here
 * even though the aws-lambda type says otherwise. The cloud's Lambda authorizer (functions/src/authorizer) hands
 * a person's claims on as `lambda`; the local server, like a JWT authorizer, as `jwt.claims`.
 */
export type ApiEvent = Omit<APIGatewayProxyEventV2WithJWTAuthorizer, 'requestContext'> & {
  requestContext: Omit<APIGatewayProxyEventV2WithJWTAuthorizer['requestContext'], 'authorizer'> & {
    authorizer?: Partial<APIGatewayProxyEventV2WithJWTAuthorizer['requestContext']['authorizer']> & {
      lambda?: Record<string, unknown>;
    };
  };
};

/** The claims the request's authorizer vouched for, whichever kind of authorizer it was. */
export const authorizerClaims = (event: ApiEvent): Record<string, unknown> | undefined =>
  event.requestContext.authorizer?.jwt?.claims ?? event.requestContext.authorizer?.lambda;

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
    return normaliseAddress(viewer.replace(/:\d+$/, '').replace(/^\[(.*)\]$/, '$1'));
  }
  return normaliseAddress(event.requestContext.http.sourceIp);
}

/**
 * One spelling per address: IPv6 written out in full, lower case (`2001:0db8:0000:…:0001`), without a zone; an
 * IPv4-mapped IPv6 address (`::ffff:192.0.2.1`) is the IPv4 address it carries. Anything else stays as it is.
 */
export function normaliseAddress(address: string): string {
  if (isIPv4(address)) return address;
  const groups = ipv6Groups(address);
  if (!groups) return address;
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    const [high, low] = [groups[6]!, groups[7]!];
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  }
  return groups.map((g) => g.toString(16).padStart(4, '0')).join(':');
}

/**
 * The key a per-client rate limit counts under. An IPv4 address is one client. An IPv6 host is normally given a
 * whole /64 (2^64 addresses) and can take a new one for every request, so IPv6 is counted by its /64, written in
 * full (`2001:0db8:0000:0001::/64`) so that every spelling of its addresses lands on one key.
 */
export function rateLimitClient(address: string): string {
  const normal = normaliseAddress(address);
  return isIPv6(normal) ? `${normal.split(':').slice(0, 4).join(':')}::/64` : normal;
}

/** The eight 16-bit groups of an IPv6 address, or null when it is not one. */
function ipv6Groups(address: string): number[] | null {
  let text = address.toLowerCase().replace(/%.*$/, '');
  if (!isIPv6(text)) return null;
  // A dotted IPv4 tail (`::ffff:192.0.2.1`) is the last two groups.
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  // At most one `::` (isIPv6 checked), standing for as many zero groups as are missing.
  const [head = '', tail] = text.split('::');
  const part = (s: string) => (s ? s.split(':') : []);
  const groups =
    tail === undefined
      ? part(head)
      : [...part(head), ...Array<string>(8 - part(head).length - part(tail).length).fill('0'), ...part(tail)];
  return groups.map((g) => parseInt(g, 16));
}

function sameSecret(given: string | undefined, expected: string): boolean {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
