import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PostConfirmationTriggerEvent } from 'aws-lambda';

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
  /** The user pool's post-confirmation trigger, as the cloud pool has it (functions/src/jobs/profileAtSignUp.ts). */
  postConfirmation?: (event: PostConfirmationTriggerEvent) => Promise<unknown>;
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

/** The `sub` of a JWT the pool issued (not verified here: cognito-local checks tokens itself). */
function subject(token: unknown): string | null {
  if (typeof token !== 'string') return null;
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
      sub?: unknown;
    };
    return typeof payload.sub === 'string' ? payload.sub : null;
  } catch {
    return null;
  }
}

/**
 * Refresh tokens the pool handed out through this proxy, per user, so GlobalSignOut can revoke them all:
 * cognito-local has RevokeToken but not GlobalSignOut. Kept in memory: tokens issued before a restart of the
 * local stack are not tracked (they still expire as usual).
 */
const issuedRefreshTokens = new Map<string, Set<string>>();

function rememberTokens(answer: string): void {
  try {
    const result = (JSON.parse(answer) as { AuthenticationResult?: { IdToken?: string; RefreshToken?: string } })
      .AuthenticationResult;
    const sub = subject(result?.IdToken);
    if (!sub || !result?.RefreshToken) return;
    const tokens = issuedRefreshTokens.get(sub) ?? new Set<string>();
    tokens.add(result.RefreshToken);
    issuedRefreshTokens.set(sub, tokens);
  } catch {
    // Not an authentication answer.
  }
}

/** GlobalSignOut: every refresh token of the user is revoked, so no device can renew its session. */
export async function globalSignOut(target: CognitoProxyTarget, payload: string): Promise<Answer> {
  let input: { AccessToken?: unknown };
  try {
    input = JSON.parse(payload || '{}') as typeof input;
  } catch {
    return cognitoError(400, 'SerializationException', 'Request body is not valid JSON.');
  }
  // Proves the caller holds a valid access token before anything is revoked.
  const user = await call(target, 'GetUser', { AccessToken: input.AccessToken });
  if (user.status !== 200) return user;
  const sub = subject(input.AccessToken);
  for (const token of issuedRefreshTokens.get(sub ?? '') ?? []) {
    await call(target, 'RevokeToken', { Token: token, ClientId: target.userPoolClientId });
  }
  issuedRefreshTokens.delete(sub ?? '');
  return { status: 200, body: {} };
}

/**
 * Cognito refuses a disabled user's sign-in ("User is disabled."); cognito-local signs them in anyway, so a
 * sign-in naming a user an admin deactivated (AdminDisableUser) is refused here, as it is in the cloud.
 */
export async function disabledUserRefusal(target: CognitoProxyTarget, payload: string): Promise<Answer | null> {
  let username: unknown;
  try {
    username = (JSON.parse(payload || '{}') as { AuthParameters?: { USERNAME?: unknown } }).AuthParameters?.USERNAME;
  } catch {
    return null;
  }
  if (typeof username !== 'string' || !username) return null;
  const user = await call(target, 'AdminGetUser', { UserPoolId: target.userPoolId, Username: username });
  return user.status === 200 && (user.body as { Enabled?: boolean }).Enabled === false
    ? cognitoError(400, 'NotAuthorizedException', 'User is disabled.')
    : null;
}

/**
 * After a confirmed sign-up, the post-confirmation trigger gets the event Cognito sends it (cognito-local cannot
 * call a trigger here): the user's attributes, read back from the pool.
 */
export async function runPostConfirmation(target: CognitoProxyTarget, payload: string): Promise<void> {
  if (!target.postConfirmation) return;
  const input = JSON.parse(payload || '{}') as { Username?: unknown; ClientId?: unknown };
  if (typeof input.Username !== 'string') return;
  const user = await call(target, 'AdminGetUser', { UserPoolId: target.userPoolId, Username: input.Username });
  if (user.status !== 200) return;
  const found = user.body as { Username: string; UserAttributes?: { Name: string; Value?: string }[] };
  await target.postConfirmation({
    version: '1',
    region: 'local',
    userPoolId: target.userPoolId,
    userName: found.Username,
    callerContext: { awsSdkVersion: 'local', clientId: String(input.ClientId ?? target.userPoolClientId) },
    triggerSource: 'PostConfirmation_ConfirmSignUp',
    request: { userAttributes: Object.fromEntries((found.UserAttributes ?? []).map((a) => [a.Name, a.Value ?? ''])) },
    response: {},
  });
}

/**
 * Same-origin proxy in front of cognito-local, filling in what it lacks:
 * - Amplify >= 6.15 refreshes tokens with GetTokensFromRefreshToken: mapped onto
 *   InitiateAuth/REFRESH_TOKEN_AUTH, whose answer has the same AuthenticationResult shape;
 * - ResendConfirmationCode ("Send a new code" on the confirm screen): answered here (see above);
 * - GlobalSignOut ("Sign out everywhere"): every refresh token handed out through here is revoked;
 * - InitiateAuth for a disabled user: refused (see above);
 * - ConfirmSignUp runs the pool's post-confirmation trigger (see above).
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
  if (amzTarget === `${TARGET_PREFIX}GlobalSignOut`) {
    const answer = await globalSignOut(target, payload);
    return send(res, answer.status, JSON.stringify(answer.body));
  }
  if (amzTarget === `${TARGET_PREFIX}InitiateAuth`) {
    const refused = await disabledUserRefusal(target, payload);
    if (refused) return send(res, refused.status, JSON.stringify(refused.body));
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
  const answer = await upstream.text();
  if (upstream.ok) rememberTokens(answer);
  if (upstream.ok && amzTarget === `${TARGET_PREFIX}ConfirmSignUp`) await runPostConfirmation(target, payload);
  send(res, upstream.status, answer, upstream.headers.get('content-type') ?? JSON_TYPE);
}
