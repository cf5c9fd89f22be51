import { expect, test, type Page } from './support/test';
import { axeAtBothWidths, signInAs, signUpAs, uniqueEmail } from './support/helpers';

/**
 * The SOP Library's staff workflow (issue 22): editor A starts a revision of a library SOP in /cms-admin, edits
 * the draft and submits it; A cannot approve their own edit; staff member B approves it with their password
 * (after ticking the e-signature statement, their first signature), with an effective and a next-review date.
 * A subscriber then reads the new version in /library, the superseded one listed. Vendor oversight is revised,
 * so the library spec's informed-consent download keeps its version 1.0.
 */
const EDITOR = { email: 'editor@clarity.local', password: 'Clarity-Editor-2026!' };
const ADMIN = { email: 'admin@clarity.local', password: 'Clarity-Admin-2026!' };
const SOP = 'Vendor Selection and Oversight';
const SUMMARY = `Revised ${Date.now()}: vendor qualification now covers decentralised-trial providers.`;

const sopRow = (page: Page, title: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: new RegExp(title) }) });

async function openSopTab(page: Page, title = SOP) {
  await page.goto('/cms-admin');
  await page.getByRole('tab', { name: 'SOPs' }).click();
  await sopRow(page, title).getByRole('button', { name: /Open/ }).click();
  await expect(page.getByRole('list', { name: 'Versions, newest first' })).toBeVisible();
}

test('editor A drafts a revision and submits it, staff B approves with the password, a subscriber reads it', async ({
  page,
  browser,
}) => {
  // Two staff sessions, a purchase and a sign-up: longer than one page's test.
  test.slow();
  await signInAs(page, EDITOR.email, EDITOR.password);
  await openSopTab(page);
  await axeAtBothWidths(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByLabel('Revision').selectOption('minor');
  await page.getByRole('button', { name: 'Start a new draft' }).click();
  // The new draft opens in the editor, copied from the approved version.
  await expect(page.getByRole('heading', { name: /^Edit draft .* v1\.1$/ })).toBeVisible();
  await page.getByLabel('Summary').fill(SUMMARY);
  await page
    .getByLabel('Revision history')
    .fill(`1.0 | 2026-11-02 | First issue.\n1.1 | 2026-11-26 | Decentralised-trial providers added.`);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('button', { name: 'Submit for review' })).toBeVisible();
  await page.getByRole('button', { name: 'Submit for review' }).click();
  // A, the last editor, is not offered the approval, and is told why.
  await expect(page.getByRole('button', { name: 'Approve v1.1' })).toBeDisabled();
  await expect(page.getByText('You edited this version last.')).toBeVisible();
  await axeAtBothWidths(page);

  const staffB = await browser.newPage();
  await signInAs(staffB, ADMIN.email, ADMIN.password);
  await openSopTab(staffB);
  await staffB.getByRole('button', { name: 'Approve v1.1' }).click();
  const dialog = staffB.getByRole('dialog', { name: /^Approve .* v1\.1$/ });
  // In force from today (UTC), so subscribers read it at once; a later date would keep v1.0 in force until then.
  const today = new Date().toISOString().slice(0, 10);
  await dialog.getByLabel('Effective date').fill(today);
  await dialog.getByLabel('Next review date').fill('2028-12-01');
  await dialog.getByLabel('Password').fill('not-my-password');
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: 'Sign and approve' }).click();
  await expect(dialog.getByText('The password is not correct. The SOP version was not approved.')).toBeVisible();
  await dialog.getByLabel('Password').fill(ADMIN.password);
  await dialog.getByRole('button', { name: 'Sign and approve' }).click();
  await expect(dialog).toBeHidden();
  const history = staffB.getByRole('list', { name: 'Versions, newest first' });
  await expect(history.getByRole('listitem').first()).toContainText('v1.1ApprovedIn force');
  await expect(history.getByRole('listitem').first()).toContainText('Approved by Avery Admin');
  await expect(history.getByRole('listitem').nth(1)).toContainText('v1.0Superseded');
  // The superseded version opens read-only, with its status, dates, signer and its own text.
  await history.getByRole('button', { name: 'Read v1.0' }).click();
  const old = staffB.getByRole('article');
  await expect(old.getByRole('heading', { level: 2 })).toContainText('v1.0');
  await expect(old.getByText('Superseded')).toBeVisible();
  await expect(old.getByText(/Effective \d{4}-\d{2}-\d{2}/)).toBeVisible();
  await expect(old.getByText('First issue of the library, no e-signature recorded')).toBeVisible();
  await expect(old.getByRole('heading', { name: '1. Purpose' })).toBeVisible();
  await expect(old.getByText('Decentralised-trial providers added.')).toHaveCount(0);
  await old.getByRole('button', { name: 'Back to versions' }).click();
  await expect(history).toBeVisible();
  await staffB.close();

  // A subscriber (buys the SOP Library as a visitor, signs up with that e-mail) reads the new version.
  const subscriber = await browser.newPage();
  const email = uniqueEmail('sop-reader');
  await subscriber.goto('/subscriptions');
  await subscriber.getByRole('button', { name: 'Subscribe to SOP Library' }).click();
  await subscriber.getByLabel('Email').fill(email);
  await subscriber.getByLabel('Card number').fill('4242 4242 4242 4242');
  await subscriber.getByLabel('Expiry (MM / YY)').fill('12 / 34');
  await subscriber.getByLabel('CVC').fill('123');
  await subscriber.getByRole('button', { name: 'Pay $49' }).click();
  await expect(subscriber.getByRole('heading', { level: 1, name: 'Thanks—subscription active!' })).toBeVisible();
  await signUpAs(subscriber, email, 'Hopper-Compiler-2026!');
  await expect(async () => {
    await subscriber.goto('/library');
    await expect(subscriber.getByRole('link', { name: SOP })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await subscriber.getByRole('link', { name: SOP }).click();
  await expect(subscriber.getByText(`version 1.1 · effective ${today} · next review 2028-12-01`)).toBeVisible();
  await expect(subscriber.getByText('1.1 (2026-11-26): Decentralised-trial providers added.')).toBeVisible();
  await expect(subscriber.getByText(/Superseded: 1\.0 \(effective/)).toBeVisible();
  await subscriber.close();
});

test('a revision approved for a later date: the version before reads approved and in force until then', async ({
  page,
  browser,
}) => {
  test.slow();
  const title = 'Protocol Deviations';
  await signInAs(page, EDITOR.email, EDITOR.password);
  await openSopTab(page, title);
  await page.getByRole('button', { name: 'Start a new draft' }).click();
  await expect(page.getByRole('heading', { name: /^Edit draft .* v1\.1$/ })).toBeVisible();
  await page.getByRole('button', { name: 'Save draft' }).click();
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page.getByRole('button', { name: 'Approve v1.1' })).toBeDisabled();

  const staffB = await browser.newPage();
  await signInAs(staffB, ADMIN.email, ADMIN.password);
  await openSopTab(staffB, title);
  await staffB.getByRole('button', { name: 'Approve v1.1' }).click();
  const dialog = staffB.getByRole('dialog', { name: /^Approve .* v1\.1$/ });
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  await dialog.getByLabel('Effective date').fill(tomorrow);
  await dialog.getByLabel('Next review date').fill('2028-12-01');
  await dialog.getByLabel('Password').fill(ADMIN.password);
  // The e-signature statement is asked before B's first signature only, which the other test may have made.
  if ((await dialog.getByRole('checkbox').count()) > 0) await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: 'Sign and approve' }).click();
  await expect(dialog).toBeHidden();
  // 1.0 is stored superseded by the approval, but it stays in force until tomorrow: it reads so.
  const history = staffB.getByRole('list', { name: 'Versions, newest first' });
  await expect(history.getByRole('listitem').first()).toContainText(`v1.1ApprovedIn force from ${tomorrow}`);
  await expect(history.getByRole('listitem').nth(1)).toContainText(/^v1\.0ApprovedIn forceEffective \d{4}-\d{2}-\d{2}/);
  await expect(history.getByText('Superseded')).toHaveCount(0);
  await history.getByRole('button', { name: 'Read v1.0' }).click();
  const old = staffB.getByRole('article');
  await expect(old.getByText('Approved', { exact: true })).toBeVisible();
  await expect(old.getByText('In force', { exact: true })).toBeVisible();
  await expect(old.getByText('Superseded')).toHaveCount(0);
  await old.getByRole('button', { name: 'Back to versions' }).click();
  await staffB.getByRole('button', { name: 'Back to SOPs' }).click();
  await expect(sopRow(staffB, title)).toContainText(
    new RegExp(`Approvedv1\\.0, effective \\d{4}-\\d{2}-\\d{2}·Approvedv1\\.1, in force from ${tomorrow}`),
  );
  await staffB.close();
});
