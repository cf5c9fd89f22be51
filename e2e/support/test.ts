import { test as base } from '@playwright/test';

export { expect, type Page } from '@playwright/test';

/**
 * Playwright's test with one change: `page.goto` also waits until the app has hydrated (web/src/main.tsx marks
 * `<html data-app-ready>`). Public pages arrive prerendered, so their buttons and forms are visible before
 * React is listening; a click in that moment would be lost. Documents without the app (XML, text) pass at once.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      // A selector wait (not waitForFunction): it keeps working while a test has page.clock installed.
      if (await page.locator('#root').count())
        await page.locator('html[data-app-ready="true"]').waitFor({ state: 'attached' });
      return response;
    };
    await use(page);
  },
});
