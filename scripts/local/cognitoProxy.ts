import type { IncomingMessage, ServerResponse } from 'node:http';

const TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';

/**
 * Same-origin proxy in front of cognito-local. Amplify >= 6.15 refreshes tokens with
 * GetTokensFromRefreshToken, which cognito-local lacks; it is mapped onto InitiateAuth/REFRESH_TOKEN_AUTH,
 * whose answer has the same AuthenticationResult shape.
 */
export async function proxyCognito(req: IncomingMessage, res: ServerResponse, body: Buffer, cognitoUrl: string) {
  let target = String(req.headers['x-amz-target'] ?? '');
  let payload = body.toString('utf8');
  if (target === `${TARGET_PREFIX}GetTokensFromRefreshToken`) {
    const input = JSON.parse(payload || '{}') as { ClientId?: string; RefreshToken?: string; ClientMetadata?: unknown };
    target = `${TARGET_PREFIX}InitiateAuth`;
    payload = JSON.stringify({
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      ClientId: input.ClientId,
      AuthParameters: { REFRESH_TOKEN: input.RefreshToken },
      ClientMetadata: input.ClientMetadata,
    });
  }
  const upstream = await fetch(cognitoUrl + '/', {
    method: req.method ?? 'POST',
    headers: {
      'content-type': String(req.headers['content-type'] ?? 'application/x-amz-json-1.1'),
      ...(target ? { 'x-amz-target': target } : {}),
    },
    body: req.method === 'GET' || req.method === 'HEAD' ? undefined : payload,
  });
  const text = await upstream.text();
  res.writeHead(upstream.status, {
    'content-type': upstream.headers.get('content-type') ?? 'application/x-amz-json-1.1',
    'cache-control': 'no-store',
  });
  res.end(text);
}
