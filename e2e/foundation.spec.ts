import { expect, test, type Page } from './support/test';
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
  // A new code can be asked for (the local proxy answers ResendConfirmationCode); the fixed code stays valid.
  await page.getByRole('button', { name: 'Send a new code' }).click();
  await expect(page.getByText(`We sent a new code to ${email}.`)).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.getByLabel('Verification code').fill(LOCAL_CODE);
  await page.getByRole('button', { name: 'Verify and continue' }).click();

  await expect(page.getByRole('heading', { name: 'Welcome back, Ada' })).toBeVisible();

  await page.goto('/api/logout');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Welcome back, Ada' })).toHaveCount(0);

  // The toast shows for the 500 ms before the redirect; the toaster itself loads with the first toast, which
  // on a busy machine can take longer than that, and once the redirect has started the page can no longer be
  // inspected. So the page reports every toast it shows, and holding the /api/login answer keeps the page
  // (and its toast) alive long enough for it to render.
  const toasts: string[] = [];
  await page.exposeFunction('reportToast', (text: string) => toasts.push(text));
  await page.addInitScript(() => {
    const report = (text: string) => (window as unknown as { reportToast: (t: string) => void }).reportToast(text);
    const seen = new Set<string>();
    new MutationObserver(() => {
      for (const li of document.querySelectorAll('ol li')) {
        const text = li.textContent ?? '';
        if (text && !seen.has(text) && li.checkVisibility()) {
          seen.add(text);
          report(text);
        }
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  await page.route('**/api/login*', async (route) => {
    await new Promise((r) => setTimeout(r, 1500));
    await route.continue();
  });
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/sign-in\?next=%2Fdashboard$/);
  expect(toasts).toContainEqual(expect.stringMatching(/^Unauthorized\s*You are logged out\. Logging in again\.\.\./));

  // Signing in again goes back where the user was.
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Welcome back, Ada' })).toBeVisible();
});

test("the header's Sign Up opens the sign-up form and Sign In the sign-in form, on wide and small screens", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  const header = page.getByRole('banner');
  await header.getByRole('link', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/sign-up\?next=%2F$/);
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await expect(page.getByLabel('First name')).toBeVisible();

  await page.goto('/about');
  await header.getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/sign-in\?next=%2F$/);
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();

  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/sign-up\?next=%2F$/);
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
});

/**
 * Installed before any of the page's scripts: on every frame (requestAnimationFrame runs right before each
 * paint, and never while rendering is blocked) at `/`, notes what is visible: a link to /api/login (the
 * landing page's Sign In / Sign Up) and the page's h1. `visibilityProperty` counts `visibility: hidden` as
 * not shown.
 */
function watchHomeFrames() {
  const w = window as unknown as { homeFrames: { signIn: boolean; h1: string }[]; frames: number };
  w.homeFrames = [];
  w.frames = 0;
  const visible = (el: Element | null) => Boolean(el?.checkVisibility({ visibilityProperty: true }));
  const check = () => {
    w.frames++;
    if (window.location.pathname === '/') {
      const signIn = [...document.querySelectorAll('a[href^="/api/login"]')].some(visible);
      const h1 = document.querySelector('h1');
      const h1Text = visible(h1) ? (h1?.textContent ?? '') : '';
      if (signIn || /GCP audit support/.test(h1Text)) w.homeFrames.push({ signIn, h1: h1Text });
    }
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

const framesSeen = (page: Page) =>
  page.evaluate(() => {
    const { homeFrames, frames } = window as unknown as {
      homeFrames: { signIn: boolean; h1: string }[];
      frames: number;
    };
    return { homeFrames, frames };
  });

test('after signing in, `/` shows the dashboard and never the landing page, also on reload', async ({ page }) => {
  const auditor = { email: 'auditor@clarity.local', password: 'Clarity-Auditor-2026!' };
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.addInitScript(watchHomeFrames);

  // A visitor gets the prerendered landing page at once (and the watcher sees it).
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  expect((await framesSeen(page)).homeFrames).toContainEqual({
    signIn: true,
    h1: 'GCP audit support that keeps your trials inspection-ready',
  });

  await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/sign-in\?next=%2F$/);
  await page.getByLabel('Email').fill(auditor.email);
  await page.getByLabel('Password').fill(auditor.password);
  await page.evaluate(() => ((window as unknown as { homeFrames: unknown[] }).homeFrames = []));
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: /^Welcome back/ })).toBeVisible();
  // The address changes a frame or two before the next page renders: only the sign-in page may show then.
  for (const frame of (await framesSeen(page)).homeFrames) expect(frame.h1).toBe('Sign In');

  // A reload: the prerendered `/` is the landing page, but a signed-in user never sees it, nor its Sign In.
  for (let i = 0; i < 2; i++) {
    await page.reload();
    await expect(page.getByRole('heading', { name: /^Welcome back/ })).toBeVisible();
    const seen = await framesSeen(page);
    expect(seen.frames).toBeGreaterThan(0);
    expect(seen.homeFrames).toEqual([]);
  }
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
