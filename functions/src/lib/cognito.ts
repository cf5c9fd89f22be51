import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { env } from './env';

let client: CognitoIdentityProviderClient | undefined;

/** Cognito admin client; locally it points at cognito-local. */
export function cognito(): CognitoIdentityProviderClient {
  if (!client) {
    const endpoint = env.cognitoEndpoint();
    client = new CognitoIdentityProviderClient({
      region: env.region(),
      ...(endpoint ? { endpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : {}),
    });
  }
  return client;
}
