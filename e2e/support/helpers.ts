import { expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';

/** Zero axe violations under the WCAG tags the project holds itself to. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  // analyze() finishes its run in a blank page of its own and closes it; once in a fresh-clone CI the page under test
  // then drew no more frames, and the next click waited its whole timeout for the button to be "stable" (Playwright
  // counts animation frames). Bringing the page back to the front resumes them.
  await page.bringToFront();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Reads the stack's table directly, to prove what the app stored. */
export function table() {
  const client = DynamoDBDocumentClient.from(
    new DynamoDBClient({
      endpoint: process.env.E2E_DYNAMODB_ENDPOINT,
      region: 'us-east-1',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    }),
  );
  return {
    async partition(pk: string) {
      const out = await client.send(
        new QueryCommand({
          TableName: process.env.E2E_TABLE_NAME,
          KeyConditionExpression: 'PK = :pk',
          ExpressionAttributeValues: { ':pk': pk },
        }),
      );
      return out.Items ?? [];
    },
  };
}

export const uniqueEmail = (prefix: string) => `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
export const LOCAL_CODE = '123456';

/** The same screen must be axe clean on a phone and on a desktop. */
export async function axeAtBothWidths(page: Page) {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: width === 360 ? 780 : 900 });
    await expectNoAxeViolations(page);
  }
}

/**
 * A first dashboard reads the profile, usage, stats and badges at once; on a loaded machine (other suites running)
 * that took over the default 10 s while already signed in, so the landing waits longer than other steps.
 */
const DASHBOARD_WAIT_MS = 30_000;

/** Signs a new user (Ada Lovelace) up through the form and the fixed local code, landing on the dashboard. */
export async function signUpAs(page: Page, email: string, password: string) {
  await page.goto('/sign-up');
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByLabel('Verification code').fill(LOCAL_CODE);
  await page.getByRole('button', { name: 'Verify and continue' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome back, Ada' })).toBeVisible({ timeout: DASHBOARD_WAIT_MS });
}

/** Signs an existing account in through the form (a seed account, say), landing on the dashboard. */
export async function signInAs(page: Page, email: string, password: string) {
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: /^Welcome back/ })).toBeVisible({ timeout: DASHBOARD_WAIT_MS });
}

/**
 * Buys a digital product as a visitor on /subscriptions (monthly) through the local Stripe stand-in's checkout,
 * paying with `email`: the purchase is theirs once they sign up with it (issue 22's entitlement rule).
 */
export async function buyOnSubscriptions(page: Page, product: string, price: string, email: string) {
  await page.goto('/subscriptions');
  await page.getByRole('button', { name: `Subscribe to ${product}` }).click();
  await expect(page).toHaveURL(/\/local-checkout\/cs_/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: `Pay ${price}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thanks—subscription active!' })).toBeVisible();
}

/** Calls the API from the page with the signed-in user's own token, as the app would; answers the status. */
export function apiStatus(page: Page, path: string): Promise<number> {
  return page.evaluate(async (url) => {
    const key = Object.keys(localStorage).find((k) => k.endsWith('.idToken'));
    const token = key ? localStorage.getItem(key) : null;
    return (await fetch(url, { headers: { Authorization: `Bearer ${token}` } })).status;
  }, path);
}

/** The signed-in user's id, as the API answers it. */
export const userId = (page: Page): Promise<string> =>
  page.evaluate(async () => {
    const key = Object.keys(localStorage).find((k) => k.endsWith('.idToken'));
    const res = await fetch('/api/auth/user', { headers: { Authorization: `Bearer ${localStorage.getItem(key!)}` } });
    return ((await res.json()) as { id: string }).id;
  });

/** Puts the account on Pro in the stack's table (the billing spec walks the real checkout; not repeated here). */
export async function makePro(id: string): Promise<void> {
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

/**
 * Presses Escape in an open dialog, sheet or menu once it has taken focus: Radix moves focus in and starts
 * listening for Escape in the same effects, which a busy machine may run after the layer is already on screen (a
 * press 35 ms after opening was once lost in CI).
 */
export async function pressEscapeIn(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.closest('[role="dialog"], [role="menu"]') != null))
    .toBe(true);
  await page.keyboard.press('Escape');
}
