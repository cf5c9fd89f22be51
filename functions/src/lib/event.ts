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

export function userFromClaims(claims: Record<string, unknown> | undefined): AuthUser | null {
  if (!claims || typeof claims.sub !== 'string') return null;
  const str = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);
  return {
    sub: claims.sub,
    email: str(claims.email) ?? str(claims.username) ?? '',
    groups: parseGroupsClaim(claims['cognito:groups']),
    givenName: str(claims.given_name),
    familyName: str(claims.family_name),
    picture: str(claims.picture),
  };
}

/**
 * The caller's address as the platform vouches for it: API Gateway's source IP (the socket locally).
 * Behind CloudFront the source IP is an edge server, so the deployment opts in to CloudFront's
 * viewer-address header, which CloudFront overwrites and a client therefore cannot forge.
 * X-Forwarded-For is never read: a client can set it freely.
 */
export function clientAddress(event: ApiEvent): string {
  if (process.env.CLIENT_ADDRESS_FROM_CLOUDFRONT === 'true') {
    const viewer = event.headers['cloudfront-viewer-address'];
    if (viewer) return viewer.replace(/:\d+$/, '');
  }
  return event.requestContext.http.sourceIp;
}
