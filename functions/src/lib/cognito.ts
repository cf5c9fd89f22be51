import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { env } from './env';

let client: CognitoIdentityProviderClient | undefined;
let clientEndpoint: string | undefined;

/** Cognito admin client; locally it points at cognito-local. */
export function cognito(): CognitoIdentityProviderClient {
  const endpoint = env.cognitoEndpoint();
  if (!client || clientEndpoint !== endpoint) {
    clientEndpoint = endpoint;
    client = new CognitoIdentityProviderClient({
      region: env.region(),
      ...(endpoint ? { endpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : {}),
    });
  }
  return client;
}
