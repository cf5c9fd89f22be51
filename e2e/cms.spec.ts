import { expect, test, type Page } from './support/test';
import { axeAtBothWidths, signUpAs, uniqueEmail } from './support/helpers';

const EDITOR = { email: 'editor@clarity.local', password: 'Clarity-Editor-2026!' };
const LOGGED_OUT = 'Access Restricted - Please log in to access the CMS.';
const NOT_EDITOR = 'Access Denied: Editor or admin privileges are required to use the CMS.';

/** Calls the API from the page with the signed-in user's own token, as the app would. */
function apiStatus(page: Page, path: string): Promise<number> {
  return page.evaluate(async (url) => {
    const key = Object.keys(localStorage).find((k) => k.endsWith('.idToken'));
    const token = key ? localStorage.getItem(key) : null;
    return (await fetch(url, { headers: { Authorization: `Bearer ${token}` } })).status;
  }, path);
}

async function signInAsEditor(page: Page) {
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(EDITOR.email);
  await page.getByLabel('Password').fill(EDITOR.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: /^Welcome back/ })).toBeVisible();
}

/**
 * The toast saying `text`. The toaster's region is read first, by its label: a failure then prints the toast that
 * was up instead (a failure toast, or none), and the region is found even while a dialog hides the page.
 */
async function expectToast(page: Page, text: string) {
  await expect(page.locator('[role="region"][aria-label^="Notifications"]')).toContainText(text);
  await expect(page.getByRole('status').filter({ hasText: text }).first()).toBeVisible();
}

test.describe('CMS: /cms-admin', () => {
  test('logged out: the spec text and Sign In', async ({ page }) => {
    await page.goto('/cms-admin');
    await expect(page.getByText(LOGGED_OUT)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      /\/api\/login\?next=%2Fcms-admin/,
    );
    await expect(page.getByRole('link', { name: 'View Site' })).toBeVisible();
    await axeAtBothWidths(page);
  });

  test('a signed-in user without the editor group is refused by the page and the API', async ({ page }) => {
    await signUpAs(page, uniqueEmail('cms-user'), 'Lovelace-Audit-2026!');
    await page.goto('/cms-admin');
    await expect(page.getByText(NOT_EDITOR)).toBeVisible();
    expect(await apiStatus(page, '/api/content-posts')).toBe(403);
    expect(await apiStatus(page, '/api/media')).toBe(403);
  });

  test('editor writes, publishes, a visitor reads it, the editor unpublishes: 404 Post not found', async ({
    page,
    browser,
  }) => {
    const title = `Inspection readiness ${Date.now()}`;
    const slug = title.toLowerCase().replace(/\s+/g, '-');
    await signInAsEditor(page);
    await page.goto('/cms-admin');
    await expect(page.getByRole('tab', { name: 'Posts' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign Out' })).toBeVisible();
    await axeAtBothWidths(page);
    await page.setViewportSize({ width: 1280, height: 900 });

    // A draft first: the Draft badge, the category label and the created date.
    await page.getByRole('button', { name: 'New Post' }).click();
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Excerpt').fill('What inspectors look at first, and how to be ready.');
    await page.getByLabel('Category').selectOption('regulatory');
    await page
      .getByLabel('Content (Markdown)')
      .fill(
        '## First impressions\n\nInspectors start with the **TMF**.\n\n- Filing\n- Oversight\n\n<script>window.hacked=1</script>',
      );
    await page.getByRole('button', { name: 'Preview' }).click();
    await expect(
      page.getByRole('region', { name: 'Preview' }).getByRole('heading', { name: 'First impressions' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Write' }).click();
    await page.getByLabel('Tags').fill('GCP, Inspections , ,GCP');
    await page.getByRole('button', { name: 'Create' }).click();
    await expectToast(page, 'Post created successfully!');
    const row = page.getByRole('listitem').filter({ hasText: title });
    await expect(row.getByText('Draft')).toBeVisible();
    await expect(row.getByText('Regulatory Updates')).toBeVisible();
    await expect(row.getByText(/Created [A-Z][a-z]{2} \d{2}, \d{4}/)).toBeVisible();

    // The draft is not public.
    const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
    const visitor = await context.newPage();
    const visit = async (path: string) => {
      await visitor.goto(path);
      await visitor.locator('html[data-app-ready="true"]').waitFor({ state: 'attached' });
    };
    await visit(`/insights/${slug}`);
    await expect(visitor.getByRole('heading', { name: 'Post not found' })).toBeVisible();

    // Publish it.
    await row.getByRole('button', { name: /Edit/ }).click();
    await expect(page.getByLabel('Tags')).toHaveValue('GCP, Inspections');
    await page.getByLabel('Published').check();
    await page.getByRole('button', { name: 'Update' }).click();
    await expectToast(page, 'Post updated successfully!');
    await expect(row.getByText('Published', { exact: true })).toBeVisible();

    // A visitor reads it: the Markdown rendered, no script; its head; it is listed on /insights.
    await visit(`/insights/${slug}`);
    await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(visitor.getByRole('heading', { level: 2, name: 'First impressions' })).toBeVisible();
    await expect(visitor.getByText('TMF')).toHaveJSProperty('tagName', 'STRONG');
    expect(await visitor.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined();
    await expect(visitor).toHaveTitle(new RegExp(`^${title} \\|`));
    await expect(visitor.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/insights/${slug}$`));
    await expect(visitor.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    const jsonLd = JSON.parse(
      (await visitor.locator('script[type="application/ld+json"]').last().textContent()) ?? '{}',
    );
    expect(jsonLd).toMatchObject({ '@type': 'Article', headline: title });
    await axeAtBothWidths(visitor);

    await visit('/insights');
    await expect(visitor.getByRole('link', { name: title, exact: true })).toBeVisible();
    await visitor.getByLabel('Search articles').fill('inspection readiness');
    await expect(visitor.getByRole('link', { name: title, exact: true })).toBeVisible();
    await visitor.getByRole('button', { name: 'Monitoring' }).click();
    await expect(visitor.getByRole('link', { name: title, exact: true })).toHaveCount(0);
    await visitor.getByRole('button', { name: 'Regulatory' }).click();
    await expect(visitor.getByRole('link', { name: title, exact: true })).toBeVisible();

    // Analytics counts from data.
    await page.getByRole('tab', { name: 'Analytics' }).click();
    await expect(page.getByText('Total views')).toBeVisible();

    // Unpublish: the page is gone.
    await page.getByRole('tab', { name: 'Posts' }).click();
    await row.getByRole('button', { name: /Edit/ }).click();
    await page.getByLabel('Published').uncheck();
    await page.getByRole('button', { name: 'Update' }).click();
    await expectToast(page, 'Post updated successfully!');
    await visit(`/insights/${slug}`);
    await expect(visitor.getByRole('heading', { name: 'Post not found' })).toBeVisible();
    await visit('/insights');
    await expect(visitor.getByRole('heading', { name: 'Latest articles' })).toBeVisible();
    await expect(visitor.getByRole('link', { name: title, exact: true })).toHaveCount(0);

    // Delete with the spec's confirmation.
    await row.getByRole('button', { name: /Delete/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete post' });
    await expect(dialog.getByText('Are you sure you want to delete this post?')).toBeVisible();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Post deleted successfully!');
    await expect(page.getByRole('listitem').filter({ hasText: title })).toHaveCount(0);
    await context.close();
  });

  test('failed saves show the failure toasts', async ({ page }) => {
    await signInAsEditor(page);
    await page.goto('/cms-admin');
    await page.getByRole('button', { name: 'New Post' }).click();
    await page.getByLabel('Title').fill(`Too big ${Date.now()}`);
    // Within the editor's 50 000 characters but over the API's 64 KB body cap (2 bytes each in UTF-8): the
    // server refuses (413) and the spec's toast says so.
    await page.getByLabel('Content (Markdown)').fill('é'.repeat(40_000));
    await page.getByRole('button', { name: 'Create' }).click();
    await expectToast(page, 'Failed to create post');
  });

  test('media: an image uploads with its alt text; a non-image named .png is refused', async ({ page }) => {
    await signInAsEditor(page);
    await page.goto('/cms-admin');
    await page.getByRole('tab', { name: 'Media' }).click();
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
      'base64',
    );
    const alt = `Audit room ${Date.now()}`;
    await page.getByLabel('Image file').setInputFiles({ name: 'room.png', mimeType: 'image/png', buffer: png });
    await page.getByLabel('Alt text').fill(alt);
    await page.getByRole('button', { name: 'Upload' }).click();
    await expectToast(page, 'Image uploaded');
    const image = page.getByRole('list', { name: 'Media library' }).getByRole('img', { name: alt });
    await expect(image).toBeVisible();
    const src = await image.getAttribute('src');
    expect(src).toMatch(/^\/uploads\/[0-9a-f-]+\.png$/);
    expect((await page.request.get(src!)).headers()['content-type']).toBe('image/png');
    await axeAtBothWidths(page);
    await page.setViewportSize({ width: 1280, height: 900 });

    await page
      .getByLabel('Image file')
      .setInputFiles({ name: 'invoice.png', mimeType: 'image/png', buffer: Buffer.from('%PDF-1.7 not an image') });
    await page.getByRole('button', { name: 'Upload' }).click();
    await expect(page.getByText('Only PNG, JPEG, WebP and SVG images can be uploaded.')).toBeVisible();
  });
});
