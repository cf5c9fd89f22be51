import type { IncomingMessage, ServerResponse } from 'node:http';

const TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';
const JSON_TYPE = 'application/x-amz-json-1.1';

/** Where the proxy forwards to, and what it needs to answer the calls cognito-local lacks. */
export interface CognitoProxyTarget {
  /** cognito-local's own address. */
  url: string;
  userPoolId: string;
  userPoolClientId: string;
  /** The fixed code cognito-local gives every sign-up (env CODE). */
  confirmationCode: string;
  /** Where to note a resent code for the local developer. */
  log?: (line: string) => void;
}

interface Answer {
  status: number;
  body: unknown;
}

const cognitoError = (status: number, type: string, message: string): Answer => ({
  status,
  body: { __type: type, message },
});

async function call(target: CognitoProxyTarget, operation: string, input: object): Promise<Answer> {
  const res = await fetch(target.url + '/', {
    method: 'POST',
    headers: { 'content-type': JSON_TYPE, 'x-amz-target': TARGET_PREFIX + operation },
    body: JSON.stringify(input),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : {} };
}

/** 'ada@example.com' → 'a***@e***', the shape Cognito's CodeDeliveryDetails.Destination has. */
export const maskEmail = (email: string): string => {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain.slice(0, 1)}***`;
};

/**
 * ResendConfirmationCode, which cognito-local lacks (it answers 500 "unsupported feature"). Answered as
 * Cognito does: an unconfirmed user gets the code again — locally the fixed code, which cognito-local
 * stored at sign-up and still accepts — an unknown user UserNotFoundException, a confirmed one
 * InvalidParameterException.
 */
export async function resendConfirmationCode(target: CognitoProxyTarget, payload: string): Promise<Answer> {
  let input: { ClientId?: unknown; Username?: unknown };
  try {
    input = JSON.parse(payload || '{}') as typeof input;
  } catch {
    return cognitoError(400, 'SerializationException', 'Request body is not valid JSON.');
  }
  if (input.ClientId !== target.userPoolClientId) {
    return cognitoError(400, 'ResourceNotFoundException', 'User pool client does not exist.');
  }
  if (typeof input.Username !== 'string' || !input.Username) {
    return cognitoError(400, 'InvalidParameterException', 'Username is required.');
  }
  const user = await call(target, 'AdminGetUser', { UserPoolId: target.userPoolId, Username: input.Username });
  if (user.status !== 200) {
    const type = (user.body as { __type?: string }).__type;
    return type === 'UserNotFoundException'
      ? cognitoError(400, 'UserNotFoundException', 'Username/client id combination not found.')
      : user;
  }
  const found = user.body as { UserStatus?: string; UserAttributes?: { Name: string; Value?: string }[] };
  if (found.UserStatus !== 'UNCONFIRMED') {
    return cognitoError(400, 'InvalidParameterException', 'User is already confirmed.');
  }
  const email = found.UserAttributes?.find((a) => a.Name === 'email')?.Value ?? input.Username;
  target.log?.(`  [cognito] new confirmation code requested for ${email}: it is still ${target.confirmationCode}`);
  return {
    status: 200,
    body: { CodeDeliveryDetails: { AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: maskEmail(email) } },
  };
}

function send(res: ServerResponse, status: number, body: string, contentType = JSON_TYPE) {
  res.writeHead(status, { 'content-type': contentType, 'cache-control': 'no-store' });
  res.end(body);
}

/**
 * Same-origin proxy in front of cognito-local, filling in what it lacks:
 * - Amplify >= 6.15 refreshes tokens with GetTokensFromRefreshToken: mapped onto
 *   InitiateAuth/REFRESH_TOKEN_AUTH, whose answer has the same AuthenticationResult shape;
 * - ResendConfirmationCode ("Send a new code" on the confirm screen): answered here (see above).
 */
export async function proxyCognito(
  req: IncomingMessage,
  res: ServerResponse,
  body: Buffer,
  target: CognitoProxyTarget,
) {
  let amzTarget = String(req.headers['x-amz-target'] ?? '');
  let payload = body.toString('utf8');
  if (amzTarget === `${TARGET_PREFIX}ResendConfirmationCode`) {
    const answer = await resendConfirmationCode(target, payload);
    return send(res, answer.status, JSON.stringify(answer.body));
  }
  if (amzTarget === `${TARGET_PREFIX}GetTokensFromRefreshToken`) {
    const input = JSON.parse(payload || '{}') as { ClientId?: string; RefreshToken?: string; ClientMetadata?: unknown };
    amzTarget = `${TARGET_PREFIX}InitiateAuth`;
    payload = JSON.stringify({
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      ClientId: input.ClientId,
      AuthParameters: { REFRESH_TOKEN: input.RefreshToken },
      ClientMetadata: input.ClientMetadata,
    });
  }
  const upstream = await fetch(target.url + '/', {
    method: req.method ?? 'POST',
    headers: {
      'content-type': String(req.headers['content-type'] ?? JSON_TYPE),
      ...(amzTarget ? { 'x-amz-target': amzTarget } : {}),
    },
    body: req.method === 'GET' || req.method === 'HEAD' ? undefined : payload,
  });
  send(res, upstream.status, await upstream.text(), upstream.headers.get('content-type') ?? JSON_TYPE);
}
