import { test as base } from '@playwright/test';

export { expect, type Page } from '@playwright/test';

/**
 * Playwright's test with one change: `page.goto` also has the app hydrate and waits until it has (web/src/main.tsx
 * marks `<html data-app-ready>`). Public pages arrive prerendered and hydrate only on the visitor's first intent
 * (web/src/islands.ts); the `cq:hydrate` event asks for it at once, so that tests written against the app see it.
 * e2e/late-hydration.spec.ts covers the visitor who acts before hydration. Documents without the app pass at once.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      // A selector wait (not waitForFunction): it keeps working while a test has page.clock installed.
      if (await page.locator('#root').count()) {
        await page.evaluate(() => {
          document.documentElement.dataset.hydrateNow = 'true';
          window.dispatchEvent(new Event('cq:hydrate'));
        });
        await page.locator('html[data-app-ready="true"]').waitFor({ state: 'attached' });
      }
      return response;
    };
    await use(page);
  },
});
