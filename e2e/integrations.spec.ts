import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { expect, test, type Page } from './support/test';
import { axeAtBothWidths, signUpAs, uniqueEmail } from './support/helpers';

/**
 * Issue 24 end to end: a Pro user creates an API key in Settings, and the test calls the API with it, as another
 * system would (no browser, no session): reads, a write trailed as the user via the key, and a revocation.
 */

const PASSWORD = 'Integrations-2026!';

/** The signed-in user's id, as the API answers it. */
const userId = (page: Page): Promise<string> =>
  page.evaluate(async () => {
    const key = Object.keys(localStorage).find((k) => k.endsWith('.idToken'));
    const res = await fetch('/api/auth/user', { headers: { Authorization: `Bearer ${localStorage.getItem(key!)}` } });
    return ((await res.json()) as { id: string }).id;
  });

/** Puts the account on Pro in the stack's table (the billing spec walks the real checkout; not repeated here). */
async function makePro(id: string): Promise<void> {
  const client = DynamoDBDocumentClient.from(
    new DynamoDBClient({
      endpoint: process.env.E2E_DYNAMODB_ENDPOINT,
      region: 'us-east-1',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    }),
  );
  await client.send(
    new UpdateCommand({
      TableName: process.env.E2E_TABLE_NAME,
      Key: { PK: `USER#${id}`, SK: 'PROFILE' },
      UpdateExpression: 'SET subscriptionStatus = :active',
      ExpressionAttributeValues: { ':active': 'active' },
    }),
  );
}

/** A call from outside the browser: only the key. */
const withKey = (secret: string, method: string, path: string, body?: unknown) =>
  fetch(`${process.env.E2E_BASE_URL}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${secret}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

test('an API key made in Settings calls the API, its writes are trailed via the key, and revoking stops it', async ({
  page,
}) => {
  await signUpAs(page, uniqueEmail('integrations'), PASSWORD);
  const id = await userId(page);

  // On Free, creating a key is refused with the reason.
  await page.goto('/settings');
  const keys = page.getByRole('form', { name: 'Create an API key' });
  await keys.getByLabel('Key name').fill('CTMS sync');
  await keys.getByRole('button', { name: 'Create key' }).click();
  await expect(keys.getByText('API keys are part of the Pro plan. Upgrade to Pro to create keys.')).toBeVisible();

  await makePro(id);
  await page.reload();
  await keys.getByLabel('Key name').fill('CTMS sync');
  await keys.getByLabel('Acts as').selectOption('auditor');
  await keys.getByRole('button', { name: 'Create key' }).click();
  const shown = page.getByTestId('new-api-key');
  await expect(shown).toHaveText(/^cq_[A-Za-z0-9_-]{32}$/);
  const secret = (await shown.textContent())!;
  await expect(page.getByRole('button', { name: 'Copy key' })).toBeVisible();
  await expect(page.getByText(`${secret.slice(0, 11)}…`)).toBeVisible();
  await axeAtBothWidths(page);

  const created = await withKey(secret, 'POST', '/api/audits', { title: 'Synced from CTMS', type: 'pharmacy' });
  expect(created.status).toBe(201);
  const audit = (await created.json()) as { id: string; createdBy: string };
  expect(audit.createdBy).toBe(id);
  const listed = await withKey(secret, 'GET', '/api/audits?limit=20');
  expect(listed.status).toBe(200);
  expect(((await listed.json()) as Array<{ id: string }>).map((a) => a.id)).toContain(audit.id);
  // A key is not a person: its own management is refused.
  expect((await withKey(secret, 'GET', '/api/api-keys')).status).toBe(403);

  const trail = (await (await withKey(secret, 'GET', `/api/audits/${audit.id}/trail`)).json()) as {
    verified: boolean;
    entries: Array<{ actor: string; via?: { name: string } }>;
  };
  expect(trail.verified).toBe(true);
  expect(trail.entries[0]).toMatchObject({ actor: id, via: { name: 'CTMS sync' } });

  await page.getByRole('button', { name: 'Revoke the key CTMS sync' }).click();
  await expect(page.getByText('Revoked', { exact: true })).toBeVisible();
  expect((await withKey(secret, 'GET', '/api/audits?limit=20')).status).toBe(401);
});
