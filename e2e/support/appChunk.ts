import type { Page } from '@playwright/test';

/** Holds every request for the app's main chunk until `release` is called. */
export async function holdAppChunk(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let requested = false;
  await page.route(/\/assets\/main-[^/]+\.js$/, async (route) => {
    requested = true;
    await released;
    await route.continue();
  });
  return { release, requested: () => requested };
}

/** Present once the app has hydrated the page (web/src/main.tsx marks it). */
export const appReady = (page: Page) => page.locator('html[data-app-ready="true"]');
