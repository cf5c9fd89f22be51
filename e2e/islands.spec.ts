/**
 * Issue 23: on a public page the menu and the chat launcher are islands (web/src/lib/islands/islandRoots.ts): a
 * phone's first tap hydrates that control alone, with React, without the app (router, TanStack Query, Amplify).
 * The app's main chunk is held back and the idle preload is kept from running, so any request for it would come
 * from hydrating the app. Hydration mismatches are console errors, so none may appear.
 * Plain Playwright `test` on purpose: support/test.ts asks every page to hydrate at once.
 */
import { expect, test, type Page } from '@playwright/test';
import { appReady, holdAppChunk } from './support/appChunk';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

/** Console errors and uncaught exceptions (React reports a hydration mismatch as a console error). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** The idle preload of the app's files never runs (web/src/lib/islands/appPreload.ts). */
const withoutIdlePreload = (page: Page) =>
  page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
  });

for (const path of ['/', '/careers', '/pricing']) {
  test(`${path}: the menu and the chat launcher open from their islands without the app`, async ({ page }) => {
    const errors = collectErrors(page);
    await withoutIdlePreload(page);
    const held = await holdAppChunk(page);
    await page.goto(path);
    await expect(page.locator('#root')).toHaveAttribute('data-prerendered', path);

    const menuButton = page.getByRole('banner').getByRole('button', { name: 'Open menu' });
    await menuButton.tap();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    // Plain links marked as the router marks them.
    const here = { '/': 'Home', '/careers': 'Careers', '/pricing': 'Pricing' }[path]!;
    await expect(menu.getByRole('link', { name: here, exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(menu.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/api/login');
    await page.getByRole('button', { name: 'Close menu' }).tap();
    await expect(menu).toHaveCount(0);
    await expect(menuButton).toBeFocused();

    await page.getByRole('button', { name: 'Open chat with Quala' }).tap();
    const chat = page.getByRole('dialog', { name: 'Quala' });
    await expect(chat).toBeVisible();
    await chat.getByRole('button', { name: 'Close chat' }).tap();
    await expect(page.getByRole('button', { name: 'Open chat with Quala' })).toBeFocused();

    expect(held.requested()).toBe(false);
    await expect(appReady(page)).toHaveCount(0);
    expect(errors).toEqual([]);
    held.release();
  });
}

test('a link in the island menu is a plain navigation to the next prerendered page', async ({ page }) => {
  await withoutIdlePreload(page);
  const held = await holdAppChunk(page);
  await page.goto('/pricing');
  await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).tap();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'About' }).tap();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.locator('#root')).toHaveAttribute('data-prerendered', '/about');
  expect(held.requested()).toBe(false);
  held.release();
});

test('the app hydrates a page whose menu island already ran, and its menu then works', async ({ page }) => {
  const errors = collectErrors(page);
  await withoutIdlePreload(page);
  await page.goto('/contact');
  const menuButton = page.getByRole('banner').getByRole('button', { name: 'Open menu' });
  await menuButton.tap();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Menu' })).toHaveCount(0);
  await expect(appReady(page)).toHaveCount(0);
  // A form is not an island: the first intent on it hydrates the whole app over the page.
  await page.getByLabel('Full Name *').focus();
  await expect(appReady(page)).toHaveCount(1);
  await menuButton.tap();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  // The router's links now: an in-app navigation, no new document.
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await menu.getByRole('link', { name: 'About' }).tap();
  await expect(page).toHaveURL(/\/about$/);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  expect(errors).toEqual([]);
});
