import {
  AdminAddUserToGroupCommand,
  AdminDisableUserCommand,
  AdminEnableUserCommand,
  AdminGetUserCommand,
  AdminRemoveUserFromGroupCommand,
  CognitoIdentityProviderClient,
  DescribeUserPoolCommand,
  InitiateAuthCommand,
  ListUsersCommand,
  ListUsersInGroupCommand,
  type AdminAddUserToGroupCommandInput,
  type AdminDisableUserCommandInput,
  type AdminEnableUserCommandInput,
  type AdminGetUserCommandInput,
  type AdminRemoveUserFromGroupCommandInput,
  type DescribeUserPoolCommandInput,
  type InitiateAuthCommandInput,
  type ListUsersCommandInput,
  type ListUsersInGroupCommandInput,
} from '@aws-sdk/client-cognito-identity-provider';
import { env } from './env';

/**
 * The Cognito client and the user pool calls the functions make. The handlers reach them through `userPool`
 * (lib/userPool.ts), which loads this module with `import()`: the client (~35 KB and its share of @smithy) is a
 * chunk read by the few requests that ask the pool something, not by every cold start (issue 23). Tests may
 * import it directly to look at the pool.
 */

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

/** One method per Cognito command the functions send, named after it. */
export const userPoolCalls = {
  adminGetUser: (input: AdminGetUserCommandInput) => cognito().send(new AdminGetUserCommand(input)),
  adminEnableUser: (input: AdminEnableUserCommandInput) => cognito().send(new AdminEnableUserCommand(input)),
  adminDisableUser: (input: AdminDisableUserCommandInput) => cognito().send(new AdminDisableUserCommand(input)),
  adminAddUserToGroup: (input: AdminAddUserToGroupCommandInput) =>
    cognito().send(new AdminAddUserToGroupCommand(input)),
  adminRemoveUserFromGroup: (input: AdminRemoveUserFromGroupCommandInput) =>
    cognito().send(new AdminRemoveUserFromGroupCommand(input)),
  describeUserPool: (input: DescribeUserPoolCommandInput) => cognito().send(new DescribeUserPoolCommand(input)),
  initiateAuth: (input: InitiateAuthCommandInput) => cognito().send(new InitiateAuthCommand(input)),
  listUsers: (input: ListUsersCommandInput) => cognito().send(new ListUsersCommand(input)),
  listUsersInGroup: (input: ListUsersInGroupCommandInput) => cognito().send(new ListUsersInGroupCommand(input)),
};
