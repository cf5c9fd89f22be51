import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from './support/test';
import { axeAtBothWidths, makePro, signUpAs, uniqueEmail, userId } from './support/helpers';

/**
 * Issue 24 end to end: a Pro user creates an API key in Settings, and the test calls the API with it, as another
 * system would (no browser, no session): reads, a write trailed as the user via the key, and a revocation. Then
 * a webhook endpoint registered in Settings to a receiver this test runs receives a signed `audit.created`.
 */

const PASSWORD = 'Integrations-2026!';

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

/** The receiver's check, from the documented scheme alone: HMAC-SHA256 of "<t>.<raw body>", constant-time compare. */
function signatureValid(header: string, body: string, secret: string): boolean {
  const parts = new Map(header.split(',').map((p) => p.split('=', 2) as [string, string]));
  const expected = createHmac('sha256', secret)
    .update(`${parts.get('t')}.${body}`)
    .digest();
  const given = Buffer.from(parts.get('v1') ?? '', 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

test('a webhook endpoint added in Settings receives a signed audit.created, and its log shows the 200', async ({
  page,
}) => {
  const received: Array<{ body: string; signature: string }> = [];
  const receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ body: Buffer.concat(chunks).toString('utf8'), signature: String(req.headers['cq-signature']) });
      res.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
  try {
    await signUpAs(page, uniqueEmail('webhooks'), PASSWORD);
    const id = await userId(page);
    await makePro(id);
    await page.goto('/settings');
    const form = page.getByRole('form', { name: 'Add a webhook endpoint' });
    await form.getByLabel('Endpoint URL').fill(url);
    await form.getByRole('checkbox', { name: /audit\.status_changed/ }).check();
    await form.getByRole('button', { name: 'Add endpoint' }).click();
    const shown = page.getByTestId('new-webhook-secret');
    await expect(shown).toHaveText(/^whsec_[A-Za-z0-9_-]{32}$/);
    const secret = (await shown.textContent())!;
    await expect(page.getByRole('button', { name: 'Copy secret' })).toBeVisible();
    await expect(page.getByText(url, { exact: true })).toBeVisible();

    const auditId = await page.evaluate(async () => {
      const key = Object.keys(localStorage).find((k) => k.endsWith('.idToken'));
      const res = await fetch('/api/audits', {
        method: 'POST',
        headers: { Authorization: `Bearer ${localStorage.getItem(key!)}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ title: 'Hooked audit', type: 'pharmacy' }),
      });
      return ((await res.json()) as { id: string }).id;
    });
    // The local stack's worker runs every 2 seconds.
    await expect.poll(() => received.length, { timeout: 15_000 }).toBe(1);
    const [delivery] = received;
    expect(signatureValid(delivery!.signature, delivery!.body, secret)).toBe(true);
    expect(signatureValid(delivery!.signature, delivery!.body, 'whsec_wrong')).toBe(false);
    const payload = JSON.parse(delivery!.body) as {
      id: string;
      type: string;
      workspaceId: string;
      data: { audit: { id: string } };
    };
    expect(payload).toMatchObject({ type: 'audit.created', workspaceId: id, data: { audit: { id: auditId } } });

    await expect(async () => {
      await page.reload();
      await page.getByRole('button', { name: 'Delivery log' }).click();
      const log = page.getByRole('table', { name: /Delivery attempts/ });
      await expect(log).toContainText(payload.id, { timeout: 2000 });
      await expect(log.getByRole('row').nth(1)).toContainText('200');
      await expect(log.getByRole('row').nth(1)).toContainText('Delivered');
    }).toPass({ timeout: 15_000 });
    await page.getByRole('heading', { name: 'Webhooks' }).scrollIntoViewIfNeeded();
    await axeAtBothWidths(page);

    await page.getByRole('button', { name: `Delete the endpoint ${url}` }).click();
    await page
      .getByRole('dialog', { name: 'Delete this endpoint?' })
      .getByRole('button', { name: 'Delete endpoint' })
      .click();
    await expect(page.getByText('No endpoints yet.')).toBeVisible();
  } finally {
    receiver.closeAllConnections();
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
  }
});
