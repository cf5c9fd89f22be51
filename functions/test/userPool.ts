import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { cognitoClient, ensureAccounts, ensurePool, startCognito, type SeedAccount } from '../../scripts/local/cognito';
import { freePort } from '../../scripts/local/ports';
import { stopChildren } from '../../scripts/local/processes';

/**
 * A real user pool for the suite (cognito-local, as on the local stack) with these accounts, for the routes
 * that talk to Cognito (signing re-checks a password). Call at the top of a test file, after `useTestTable`.
 */
export function useUserPool(accounts: SeedAccount[]) {
  let dataDir = '';
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cq-cognito-'));
    const endpoint = await startCognito(await freePort(), dataDir, true);
    const client = cognitoClient(endpoint);
    const ids = await ensurePool(client, dataDir);
    await ensureAccounts(client, ids, accounts);
    Object.assign(process.env, {
      COGNITO_ENDPOINT: endpoint,
      USER_POOL_ID: ids.userPoolId,
      USER_POOL_CLIENT_ID: ids.userPoolClientId,
    });
  }, 60_000);
  afterAll(async () => {
    await stopChildren();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
}
