import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import net from 'node:net';
import { spawn } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { startStack, type RunningStack } from './stack';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clarity-stack-test-'));
const distDir = path.join(dataDir, 'dist');
fs.mkdirSync(distDir);
fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>t</title>');
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

async function cognito(stack: RunningStack, target: string, body: object) {
  const config = (await (await fetch(`${stack.url}/config.json`)).json()) as { auth: { userPoolClientId: string } };
  const res = await fetch(`${stack.url}/cognito/`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${target}`,
    },
    body: JSON.stringify({ ClientId: config.auth.userPoolClientId, ...body }),
  });
  return { status: res.status, json: (await res.json()) as any };
}

const email = 'restart@example.com';
const password = 'Restart-Check-2026!';
const signIn = (stack: RunningStack) =>
  cognito(stack, 'InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    AuthParameters: { USERNAME: email, PASSWORD: password },
  });
const profile = async (stack: RunningStack, token: string) =>
  (await fetch(`${stack.url}/api/auth/user`, { headers: { authorization: `Bearer ${token}` } })).json() as Promise<any>;

describe('local stack', { timeout: 120_000 }, () => {
  let firstProfile: any;

  it('runs sign-up, confirmation, sign-in, token refresh and the API on one origin', async () => {
    const stack = await startStack({ port: 0, dataDir, web: 'dist', distDir, quiet: true });
    try {
      expect((await fetch(`${stack.url}/api/health`)).status).toBe(200);
      expect((await fetch(`${stack.url}/some/page`)).headers.get('content-security-policy')).toContain(
        "object-src 'none'",
      );
      const signUp = await cognito(stack, 'SignUp', {
        Username: email,
        Password: password,
        UserAttributes: [
          { Name: 'email', Value: email },
          { Name: 'given_name', Value: 'Riley' },
          { Name: 'family_name', Value: 'Stone' },
        ],
      });
      expect(signUp.status).toBe(200);
      // ResendConfirmationCode, which cognito-local lacks, answered through the proxy; the fixed code stays valid.
      const resent = await cognito(stack, 'ResendConfirmationCode', { Username: email });
      expect(resent).toEqual({
        status: 200,
        json: { CodeDeliveryDetails: { AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: 'r***@e***' } },
      });
      expect(await cognito(stack, 'ResendConfirmationCode', { Username: 'nobody@example.com' })).toMatchObject({
        status: 400,
        json: { __type: 'UserNotFoundException' },
      });
      expect(
        await cognito(stack, 'ResendConfirmationCode', { Username: email, ClientId: 'someone-else' }),
      ).toMatchObject({ status: 400, json: { __type: 'ResourceNotFoundException' } });
      expect(
        (await cognito(stack, 'ConfirmSignUp', { Username: email, ConfirmationCode: stack.confirmationCode })).status,
      ).toBe(200);
      expect(await cognito(stack, 'ResendConfirmationCode', { Username: email })).toMatchObject({
        status: 400,
        json: { __type: 'InvalidParameterException', message: 'User is already confirmed.' },
      });
      // The pool's post-confirmation trigger made the profile: the admin list shows someone who never opened the app.
      const admin = stack.accounts.find((a) => a.group === 'admin')!;
      const adminAuth = await cognito(stack, 'InitiateAuth', {
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: admin.email, PASSWORD: admin.password },
      });
      const adminToken = adminAuth.json.AuthenticationResult.IdToken as string;
      const listed = await fetch(`${stack.url}/api/admin/users?q=${encodeURIComponent(email)}`, {
        headers: { authorization: `Bearer ${adminToken}` },
      });
      expect(listed.status).toBe(200);
      expect(await listed.json()).toMatchObject([{ email, firstName: 'Riley', lastName: 'Stone', role: 'user' }]);
      const auth = await signIn(stack);
      const tokens = auth.json.AuthenticationResult;
      firstProfile = await profile(stack, tokens.IdToken);
      expect(firstProfile).toMatchObject({ email, firstName: 'Riley', lastName: 'Stone', role: 'user' });
      // Amplify's refresh call, which cognito-local lacks, answered through the proxy.
      const refreshed = await cognito(stack, 'GetTokensFromRefreshToken', { RefreshToken: tokens.RefreshToken });
      expect(refreshed.json.AuthenticationResult.IdToken).toBeTruthy();
      expect(
        (await fetch(`${stack.url}/api/auth/user`, { headers: { authorization: 'Bearer forged.token.value' } })).status,
      ).toBe(401);
      // Sign out everywhere (GlobalSignOut, answered by the proxy): no session of this user can be renewed.
      const second = (await signIn(stack)).json.AuthenticationResult;
      expect((await cognito(stack, 'GlobalSignOut', { AccessToken: second.AccessToken })).status).toBe(200);
      for (const refreshToken of [tokens.RefreshToken, second.RefreshToken]) {
        const renewed = await cognito(stack, 'GetTokensFromRefreshToken', { RefreshToken: refreshToken });
        expect(renewed.status).toBe(400);
      }
      expect((await cognito(stack, 'GlobalSignOut', { AccessToken: 'not-a-token' })).status).toBe(400);
      // A seeded staff account carries its group into the profile.
      expect(await profile(stack, adminToken)).toMatchObject({
        role: 'admin',
        groups: ['admin'],
      });
    } finally {
      await stack.stop();
    }
  });

  it('keeps accounts and profiles across a restart', async () => {
    const stack = await startStack({ port: 0, dataDir, web: 'dist', distDir, quiet: true });
    try {
      const auth = await signIn(stack);
      expect(auth.status).toBe(200);
      expect(await profile(stack, auth.json.AuthenticationResult.IdToken)).toEqual(firstProfile);
    } finally {
      await stack.stop();
    }
  });

  it('refuses a data folder held by another live run, with one clear line', async () => {
    const other = spawn('sleep', ['30']);
    fs.writeFileSync(path.join(dataDir, 'stack.lock'), JSON.stringify({ pid: other.pid, children: [] }));
    try {
      await expect(startStack({ port: 0, dataDir, web: 'dist', distDir, quiet: true })).rejects.toThrow(
        /is in use by another run/,
      );
    } finally {
      other.kill();
      fs.rmSync(path.join(dataDir, 'stack.lock'), { force: true });
    }
  });

  it('names the port that is taken', async () => {
    const blocker = net.createServer();
    await new Promise<void>((r) => blocker.listen(0, '127.0.0.1', () => r()));
    const port = (blocker.address() as net.AddressInfo).port;
    try {
      await expect(startStack({ port, dataDir, web: 'dist', distDir, quiet: true })).rejects.toThrow(
        `Port ${port} (web and API) is already in use`,
      );
    } finally {
      blocker.close();
    }
  });
});
