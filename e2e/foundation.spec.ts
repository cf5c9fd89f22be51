import { expect, test } from './support/test';
import { expectNoAxeViolations, LOCAL_CODE, table, uniqueEmail } from './support/helpers';

test('a new user signs up, confirms, is greeted, signs out, and a protected page sends them to sign in', async ({
  page,
}) => {
  const email = uniqueEmail('ada');
  const password = 'Lovelace-Audit-2026!';

  await page.goto('/sign-up');
  await expectNoAxeViolations(page);
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page.getByText(`We sent a verification code to ${email}`)).toBeVisible();
  await page.getByLabel('Verification code').fill(LOCAL_CODE);
  await page.getByRole('button', { name: 'Verify and continue' }).click();

  await expect(page.getByRole('heading', { name: 'Welcome back, Ada' })).toBeVisible();

  await page.goto('/api/logout');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Welcome back, Ada' })).toHaveCount(0);

  // The toast shows for the 500 ms before the redirect; holding the /api/login answer keeps the page (and
  // its toast) on screen long enough to read it on a busy machine.
  await page.route('**/api/login*', async (route) => {
    await new Promise((r) => setTimeout(r, 1500));
    await route.continue();
  });
  await page.goto('/dashboard');
  const toast = page.locator('ol li').filter({ hasText: 'Unauthorized' }).first();
  await expect(toast).toContainText('Unauthorized');
  await expect(toast).toContainText('You are logged out. Logging in again...');
  await expect(page).toHaveURL(/\/sign-in\?next=%2Fdashboard$/);

  // Signing in again goes back where the user was.
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Welcome back, Ada' })).toBeVisible();
});

test('a wrong password gets a clear message and no session', async ({ page }) => {
  await page.goto('/sign-in');
  await expectNoAxeViolations(page);
  await page.getByLabel('Email').fill('auditor@clarity.local');
  await page.getByLabel('Password').fill('Not-The-Password-1!');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toContainText('Incorrect email or password.');
  await expect(page).toHaveURL(/\/sign-in/);
});

test('a render error shows the fallback screen and its report is stored', async ({ page }) => {
  await page.goto('/__render-error');
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reload Page' })).toBeVisible();
  await expectNoAxeViolations(page);

  const today = new Date().toISOString().slice(0, 10);
  await expect
    .poll(
      async () =>
        (await table().partition(`ERRORLOGS#${today}`)).filter((i) => i.error_message === 'E2E render error probe')
          .length,
    )
    .toBeGreaterThan(0);
  const [entry] = (await table().partition(`ERRORLOGS#${today}`)).filter(
    (i) => i.error_message === 'E2E render error probe',
  );
  expect(entry).toMatchObject({ error_type: 'component', component_context: 'ErrorBoundary', resolved: false });
  expect(entry!.page_url).toContain('/__render-error');

  await page.getByRole('button', { name: 'Go to Homepage' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('an unknown path shows the not-found screen', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('bad API input gets a clear 4xx and stores nothing', async ({ request }) => {
  const badJson = await request.post('/api/error-logs', {
    headers: { 'content-type': 'application/json' },
    data: Buffer.from('{"error_type":'),
  });
  expect(badJson.status()).toBe(400);
  expect(await badJson.json()).toEqual({ error: 'Request body must be valid JSON' });

  const invalid = await request.post('/api/error-logs', {
    data: { error_type: '', error_message: 'x', timestamp: 'nope' },
  });
  expect(invalid.status()).toBe(400);
  expect((await invalid.json()).fields).toBeTruthy();

  const big = await request.post('/api/error-logs', {
    data: { error_type: 'network', error_message: 'x'.repeat(70_000) },
  });
  expect(big.status()).toBe(413);

  expect((await request.get('/api/auth/user')).status()).toBe(401);
  expect((await request.get('/api/health')).status()).toBe(200);
});
