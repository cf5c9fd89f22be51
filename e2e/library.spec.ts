import { readFileSync } from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import { expect, test } from './support/test';
import { axeAtBothWidths, buyOnSubscriptions, signUpAs, uniqueEmail } from './support/helpers';

/**
 * The SOP Library delivered (issue 22): a visitor buys it on the local Stripe stand-in's checkout, signs up with
 * the e-mail they paid with, and the purchase is theirs: the library opens and a SOP downloads as a Word file
 * stamped with their name and address.
 */
const PASSWORD = 'Hopper-Compiler-2026!';

test('buy the SOP Library as a visitor, sign up with that e-mail, read a SOP and download it as DOCX', async ({
  page,
}) => {
  // A purchase, a sign-up, three pages checked by axe at two widths and a download: longer than one page's test.
  test.slow();
  const email = uniqueEmail('library');
  await buyOnSubscriptions(page, 'SOP Library', '$49', email);

  await signUpAs(page, email, PASSWORD);
  // The purchase reaches us by webhook: the library opens once it has.
  await expect(async () => {
    await page.goto('/library');
    await expect(page.getByRole('list', { name: 'SOPs' }).getByRole('listitem')).toHaveCount(12, { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await axeAtBothWidths(page);

  await page.getByLabel('Area').selectOption({ label: 'Safety reporting' });
  await expect(page.getByRole('list', { name: 'SOPs' }).getByRole('listitem')).toHaveCount(1);
  await page.getByLabel('Area').selectOption({ label: 'All areas' });
  await page.getByLabel('Search SOPs').fill('informed consent');
  await page.getByRole('link', { name: 'Informed Consent Process and Documentation' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Informed Consent Process and Documentation' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: '4. Procedure' })).toBeVisible();
  await axeAtBothWidths(page);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download Word' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('CQ-SOP-001 Informed Consent Process and Documentation v1.0.docx');
  const parts = unzipSync(new Uint8Array(readFileSync((await download.path())!)));
  expect(strFromU8(parts['word/footer1.xml']!)).toContain(
    `Licensed to Ada Lovelace, ${email}. CQ-SOP-001, version 1.0, effective 2026-11-02.`,
  );

  // Settings: the product with its renewal date and invoice; cancel at the period's end, then resume.
  await page.goto('/settings');
  const product = page.getByText('SOP Library', { exact: true }).locator('xpath=ancestor::li');
  await expect(product).toContainText('Renews on');
  await expect(page.getByRole('table')).toContainText('$49.00');
  await product.getByRole('button', { name: 'Cancel SOP Library' }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel SOP Library?' });
  await expect(confirm).toContainText('You can resume it before then.');
  await confirm.getByRole('button', { name: 'Cancel at Period End' }).click();
  await expect(confirm).toBeHidden();
  await expect(product).toContainText('Ends on');
  await product.getByRole('button', { name: 'Resume SOP Library' }).click();
  await expect(product).toContainText('Renews on');
  await expect(product.getByRole('link', { name: 'Open the SOP Library' })).toHaveAttribute('href', '/library');
  await axeAtBothWidths(page);
});

test('a signed-in user without the SOP Library sees the subscribe prompt', async ({ page }) => {
  await signUpAs(page, uniqueEmail('library-none'), PASSWORD);
  await page.goto('/library');
  await expect(page.getByText('This needs the SOP Library subscription')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Subscribe to the SOP Library' })).toHaveAttribute(
    'href',
    '/subscriptions',
  );
  await axeAtBothWidths(page);
});
