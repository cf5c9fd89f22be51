import fs from 'node:fs';
import path from 'node:path';
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  CreateGroupCommand,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  DescribeUserPoolCommand,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import { startChild } from './processes';
import { waitForPort } from './ports';

/** Local confirmation and reset codes are fixed so people and tests can type them. */
export const LOCAL_CODE = '123456';

export interface PoolIds {
  userPoolId: string;
  userPoolClientId: string;
}

export async function startCognito(port: number, dataDir: string, quiet: boolean): Promise<string> {
  fs.mkdirSync(dataDir, { recursive: true });
  // cognito-local's own start script, without its allow-every-origin CORS (cognitoLocal.mjs).
  const bin = path.join(import.meta.dirname, 'cognitoLocal.mjs');
  const { child, output } = startChild('cognito', process.execPath, [bin], {
    cwd: dataDir,
    quiet,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', CODE: LOCAL_CODE },
  });
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) =>
      reject(new Error(`cognito-local exited (code ${code}): ${output().trim().slice(-500)}`)),
    ),
  );
  await Promise.race([waitForPort(port, 'cognito-local'), exited]);
  exited.catch(() => undefined);
  return `http://127.0.0.1:${port}`;
}

export function cognitoClient(endpoint: string): CognitoIdentityProviderClient {
  return new CognitoIdentityProviderClient({
    endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
}

/** Creates the pool, app client and staff groups once; their ids are kept beside cognito-local's data. */
export async function ensurePool(client: CognitoIdentityProviderClient, dataDir: string): Promise<PoolIds> {
  const file = path.join(dataDir, 'pool.json');
  if (fs.existsSync(file)) {
    const ids = JSON.parse(fs.readFileSync(file, 'utf8')) as PoolIds;
    try {
      await client.send(new DescribeUserPoolCommand({ UserPoolId: ids.userPoolId }));
      return ids;
    } catch {
      /* the pool's data was removed: create it again */
    }
  }
  const pool = await client.send(
    new CreateUserPoolCommand({
      PoolName: 'clarity-local',
      UsernameAttributes: ['email'],
      AutoVerifiedAttributes: ['email'],
      Policies: {
        PasswordPolicy: {
          MinimumLength: 12,
          RequireLowercase: true,
          RequireUppercase: true,
          RequireNumbers: true,
          RequireSymbols: true,
        },
      },
    }),
  );
  const userPoolId = pool.UserPool!.Id!;
  const appClient = await client.send(
    new CreateUserPoolClientCommand({
      UserPoolId: userPoolId,
      ClientName: 'web',
      ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
    }),
  );
  for (const group of ['admin', 'editor']) {
    await client.send(new CreateGroupCommand({ UserPoolId: userPoolId, GroupName: group }));
  }
  const ids = { userPoolId, userPoolClientId: appClient.UserPoolClient!.ClientId! };
  fs.writeFileSync(file, JSON.stringify(ids, null, 2));
  return ids;
}

export interface SeedAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  group?: 'admin' | 'editor';
}

/** Demo accounts, created once. Local-only credentials: this pool exists only on this machine. */
export const SEED_ACCOUNTS: SeedAccount[] = [
  {
    email: 'admin@clarity.local',
    password: 'Clarity-Admin-2026!',
    firstName: 'Avery',
    lastName: 'Admin',
    group: 'admin',
  },
  {
    email: 'editor@clarity.local',
    password: 'Clarity-Editor-2026!',
    firstName: 'Eden',
    lastName: 'Editor',
    group: 'editor',
  },
  { email: 'auditor@clarity.local', password: 'Clarity-Auditor-2026!', firstName: 'Jordan', lastName: 'Reyes' },
];

export async function ensureAccounts(client: CognitoIdentityProviderClient, ids: PoolIds, accounts = SEED_ACCOUNTS) {
  for (const account of accounts) {
    try {
      await client.send(new AdminGetUserCommand({ UserPoolId: ids.userPoolId, Username: account.email }));
      continue;
    } catch (error) {
      if (!(error instanceof UserNotFoundException)) throw error;
    }
    await client.send(
      new AdminCreateUserCommand({
        UserPoolId: ids.userPoolId,
        Username: account.email,
        MessageAction: 'SUPPRESS',
        TemporaryPassword: account.password,
        UserAttributes: [
          { Name: 'email', Value: account.email },
          { Name: 'email_verified', Value: 'true' },
          { Name: 'given_name', Value: account.firstName },
          { Name: 'family_name', Value: account.lastName },
        ],
      }),
    );
    await client.send(
      new AdminSetUserPasswordCommand({
        UserPoolId: ids.userPoolId,
        Username: account.email,
        Password: account.password,
        Permanent: true,
      }),
    );
    if (account.group) {
      await client.send(
        new AdminAddUserToGroupCommand({
          UserPoolId: ids.userPoolId,
          Username: account.email,
          GroupName: account.group,
        }),
      );
    }
  }
}
