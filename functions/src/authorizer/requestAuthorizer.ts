import { CognitoJwtVerifier } from 'aws-jwt-verify';
import type { APIGatewayRequestAuthorizerEventV2, APIGatewaySimpleAuthorizerWithContextResult } from 'aws-lambda';
import { env } from '../lib/env';
import { logger } from '../lib/logger';
import { authorize, type VerifyJwt } from './authorize';

let verifier: VerifyJwt | undefined;

/** This app's user pool and web client only; ID tokens only (an access token carries no e-mail). */
function cognitoVerifier(): VerifyJwt {
  if (verifier) return verifier;
  const jwt = CognitoJwtVerifier.create({
    userPoolId: env.userPoolId(),
    clientId: env.userPoolClientId(),
    tokenUse: 'id',
  });
  verifier = async (token) => {
    try {
      return (await jwt.verify(token)) as Record<string, unknown>;
    } catch {
      return null;
    }
  };
  return verifier;
}

type Context = Record<string, string>;

/**
 * The HTTP API's Lambda REQUEST authorizer (simple responses) in front of every signed-in route. API Gateway
 * caches each answer by the Authorization header (infra/lib/api-stack.ts), so a page's many calls cost one
 * verification; the group handler re-reads an API key on every request, so a revocation still holds at once.
 * A person's claims reach the handler as `requestContext.authorizer.lambda`, the same strings the JWT
 * authorizer gave.
 */
export async function handler(
  event: APIGatewayRequestAuthorizerEventV2,
): Promise<APIGatewaySimpleAuthorizerWithContextResult<Context>> {
  const result = await authorize(event.headers?.authorization, cognitoVerifier());
  if (!result) return { isAuthorized: false, context: {} };
  if (result.kind === 'apiKey') logger.info('api_key_authorized', { apiKeyId: result.apiKeyId });
  return { isAuthorized: true, context: result.kind === 'jwt' ? result.claims : { apiKeyId: result.apiKeyId } };
}
