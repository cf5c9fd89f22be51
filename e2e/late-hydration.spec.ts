/**
 * Issue 23: a prerendered public page works before its JavaScript arrives. The app's main chunk is held back
 * (page.route); meanwhile a link is followed as a plain navigation, the menu button, the chat launcher and the
 * forms work as islands (hydrated alone, without the app: e2e/islands.spec.ts), and on a page the app hydrates at
 * load a click on the menu button is held by the page's first-load script and replayed once the app has hydrated.
 * Plain Playwright `test` on purpose: support/test.ts asks every page to hydrate at once.
 */
import { expect, test } from '@playwright/test';
import { SITEMAP_PATHS } from '../shared/src/publicPages';
import { appReady, holdAppChunk } from './support/appChunk';
import { table, uniqueEmail } from './support/helpers';

const CONTACT_SENT = "Thank you for your message! We'll get back to you within 24 hours.";

test.use({ viewport: { width: 390, height: 844 } });

for (const path of SITEMAP_PATHS) {
  test(`${path}: a menu click before hydration opens the menu`, async ({ page }) => {
    const held = await holdAppChunk(page);
    await page.goto(path);
    await expect(page.locator('#root')).toHaveAttribute('data-prerendered', path);
    const appAtLoad = (await page.locator('#root').getAttribute('data-hydrate')) === 'load';
    await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
    if (appAtLoad) {
      // The app hydrates this page as soon as it has painted: the click is held, nothing opened yet.
      await expect(page.getByRole('dialog', { name: 'Menu' })).toHaveCount(0);
      expect(held.requested()).toBe(true);
      held.release();
      await expect(appReady(page)).toHaveCount(1);
    }
    // Otherwise the menu island opens it without the app.
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    if (!appAtLoad) await expect(appReady(page)).toHaveCount(0);
    held.release();
  });
}

test('before hydration the landing page counts the open roles, and links are plain links', async ({ page }) => {
  const held = await holdAppChunk(page);
  await page.route('**/api/careers', (route) => route.fulfill({ json: [{ id: '1' }, { id: '2' }] }));
  await page.goto('/');
  await expect(page.getByRole('heading', { name: "We're hiring · 2 open roles" })).toBeVisible();
  await expect(appReady(page)).toHaveCount(0);
  await page.getByRole('link', { name: "We're Hiring" }).first().click();
  await expect(page).toHaveURL(/\/careers$/);
  await expect(page.locator('#root')).toHaveAttribute('data-prerendered', '/careers');
  await expect(appReady(page)).toHaveCount(0);
  held.release();
});

test('a chat launcher click before the app opens the chat from its island', async ({ page }) => {
  const held = await holdAppChunk(page);
  await page.goto('/pricing');
  await page.getByRole('button', { name: 'Open chat with Quala' }).click();
  await expect(page.getByRole('dialog', { name: 'Quala' })).toBeVisible();
  await expect(appReady(page)).toHaveCount(0);
  held.release();
});

test('a form filled and sent before its island hydrates is sent with what was typed once it has', async ({ page }) => {
  const address = uniqueEmail('late-contact');
  const held = await holdAppChunk(page);
  // The contact form's island chunk (web/src/islandRegistry.ts), held as the app's is.
  let releaseIsland!: () => void;
  const islandHeld = new Promise<void>((resolve) => (releaseIsland = resolve));
  await page.route(/\/assets\/ContactForm-[^/]+\.js$/, async (route) => {
    await islandHeld;
    await route.continue();
  });
  await page.goto('/contact');
  await expect(page.locator('#root')).toHaveAttribute('data-prerendered', '/contact');
  await page.getByLabel('Full Name *').fill('Ada Lovelace');
  await page.getByLabel('Email Address *').fill(address);
  await page.getByLabel('Message *').fill('We need a mock inspection before our pre-approval inspection.');
  await page.getByRole('button', { name: 'Send It Securely' }).click();
  // Not hydrated yet: the typed text stays and nothing was sent.
  await expect(page.getByLabel('Full Name *')).toHaveValue('Ada Lovelace');
  releaseIsland();
  await expect(page.locator('ol li').filter({ hasText: CONTACT_SENT })).toBeVisible();
  await expect(page.getByLabel('Full Name *')).toHaveValue('');
  await expect
    .poll(async () =>
      (await table().partition(`LEADS#${new Date().toISOString().slice(0, 7)}`)).filter(
        (lead) => lead.email === address,
      ),
    )
    .toMatchObject([{ type: 'ContactMessage', name: 'Ada Lovelace', message: /mock inspection/ }]);
  // The island sent it: the app never ran (its files may have been preloaded meanwhile, not run).
  await expect(appReady(page)).toHaveCount(0);
  held.release();
});
