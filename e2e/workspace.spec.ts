import fs from 'node:fs';
import { expect, test, type Page } from './support/test';
import { axeAtBothWidths, pressEscapeIn, expectNoAxeViolations, signUpAs, uniqueEmail } from './support/helpers';

const PASSWORD = 'Lovelace-Audit-2026!';
const LIMIT_MESSAGE = 'Monthly audit limit reached (3 of 3). Upgrade to Pro for unlimited audits.';
const USAGE_ALERT = "You're approaching your monthly limits. Consider upgrading for unlimited access.";
const AUDITS = [
  { title: 'Site 104 GCP audit', type: 'clinical_trial' },
  { title: 'Pharmacy storage review', type: 'pharmacy' },
  { title: 'Hospital consent audit', type: 'hospital' },
] as const;

async function createAudit(page: Page, title: string, type: string) {
  await page.getByRole('button', { name: 'New Audit' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Audit' });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Type').selectOption(type);
  await dialog.getByRole('button', { name: 'Create Audit' }).click();
}

const counter = (page: Page) => page.getByRole('banner').getByText(/^Audits \d+\/(\d+|∞)$/);
const ring = (page: Page, label: string) => page.locator('figure').filter({ hasText: label });

test('a new user fills the month, is refused a fourth audit, closes a finding, verifies the trail and exports', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const email = uniqueEmail('workspace');
  await signUpAs(page, email, PASSWORD);

  // The dashboard of a new user: nothing yet, every number from the API.
  await expect(page.getByRole('heading', { name: 'No audits yet' })).toBeVisible();
  await expect(counter(page)).toHaveText('Audits 0/3');
  await expect(ring(page, 'Active Audits')).toContainText('0');
  await expect(ring(page, 'Compliance')).toContainText('—');
  await expect(ring(page, 'Open Findings')).toContainText('0');
  await expect(page.getByText('No badges yet.')).toBeVisible();
  await axeAtBothWidths(page);

  // /audits: empty, then the New Audit dialog's own checks.
  await page.getByRole('link', { name: 'Create Audit' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Audit' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Create Audit' }).click();
  await expect(dialog.getByText('Title is required')).toBeVisible();
  await expect(dialog.getByText('Audit type is required')).toBeVisible();
  await expect(dialog.getByLabel('Status')).toHaveValue('draft');
  await expect(dialog.getByLabel('Progress (%)')).toHaveValue('0');
  await axeAtBothWidths(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('heading', { name: 'No audits yet' })).toBeVisible();
  await axeAtBothWidths(page);

  // Up to the Free limit: three audits this month.
  for (const [i, audit] of AUDITS.entries()) {
    await createAudit(page, audit.title, audit.type);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('link', { name: audit.title })).toBeVisible();
    await expect(counter(page)).toHaveText(`Audits ${i + 1}/3`);
  }

  // A fourth: the dialog says the month is full, with an Upgrade link, and takes no input (the server refuses
  // one anyway: functions/src/audits/limits.test.ts); nothing is created.
  await page.getByRole('button', { name: 'New Audit' }).click();
  const full = page.getByRole('dialog', { name: 'New Audit' });
  await expect(full).toContainText(LIMIT_MESSAGE);
  await expect(full.getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/subscribe');
  await expect(full.getByLabel('Title')).toBeDisabled();
  await expect(full.getByRole('button', { name: 'Create Audit' })).toBeDisabled();
  await pressEscapeIn(page);
  await expect(full).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'New Audit' })).toBeFocused();
  await expect(page.getByRole('list', { name: 'Audits' }).getByRole('listitem')).toHaveCount(3);

  // Search and type filter.
  await page.getByRole('searchbox', { name: 'Search audits' }).fill('pharmacy');
  await expect(page.getByRole('link', { name: 'Pharmacy storage review' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Site 104 GCP audit' })).toHaveCount(0);
  await page.getByLabel('Filter by type').selectOption('hospital');
  await expect(page.getByRole('heading', { name: 'No audits found' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search audits' }).fill('');
  await page.getByLabel('Filter by type').selectOption('all');
  await axeAtBothWidths(page);

  // The dashboard agrees: three active audits, the usage card at its limit with the Usage Alert, XP and a badge.
  await page.getByRole('navigation', { name: 'Workspace' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(ring(page, 'Active Audits')).toContainText('3');
  await expect(counter(page)).toHaveText('Audits 3/3');
  await expect(page.getByText('3/3', { exact: true })).toBeVisible(); // the usage card's audits row
  await expect(page.getByRole('note')).toHaveText(`Usage Alert ${USAGE_ALERT}`);
  await expect(page.getByText('300 XP', { exact: true })).toBeVisible();
  await expect(page.getByText('2700 XP to Level 2')).toBeVisible();
  await expect(page.getByText('Quality Tracker')).toBeVisible();
  for (const audit of AUDITS) await expect(page.getByRole('link', { name: audit.title })).toBeVisible();

  // A finding, added, moved and closed with its resolution note.
  await page.getByRole('link', { name: 'Site 104 GCP audit' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Site 104 GCP audit' })).toBeVisible();
  await expect(page.getByText('Trail verified')).toBeVisible();
  await page.getByRole('button', { name: 'Add Finding' }).click();
  const add = page.getByRole('dialog', { name: 'Add Finding' });
  await add.getByLabel('Title').fill('Consent form version outdated');
  await add.getByLabel('Severity').selectOption('critical');
  await add.getByLabel('Due date (optional)').fill(new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10));
  await add.getByRole('button', { name: 'Add Finding' }).click();
  await expect(add).toHaveCount(0);
  const item = page
    .getByRole('region', { name: 'Findings' })
    .getByRole('listitem')
    .filter({ hasText: 'Consent form version outdated' });
  await expect(item).toContainText('Critical');
  await expect(item).toContainText('Open');
  await expect(page.getByRole('button', { name: 'Notifications: 1 finding needs attention' })).toBeVisible();

  // Only the moves the rules allow: a draft can be scheduled, started or cancelled, not completed.
  const moves = page.getByRole('group', { name: 'Move audit' }).getByRole('button');
  await expect(moves).toHaveText(['Schedule', 'Start Audit', 'Cancel Audit']);
  await page.getByRole('button', { name: 'Start Audit' }).click();
  const move = page.getByRole('dialog', { name: 'Move to In Progress' });
  await move.getByLabel('Reason (optional)').fill('Site visit began');
  await move.getByRole('button', { name: 'Start Audit' }).click();
  await expect(moves).toHaveText(['Complete Audit', 'Cancel Audit']);
  await axeAtBothWidths(page);

  // The dashboard's critical alert opens the open critical findings (filtered in the address), not the audit list;
  // each finding opens its audit at the finding.
  await page.goto('/dashboard');
  const alert = page.getByRole('alert').filter({ hasText: 'Critical Findings Require Attention' });
  await expect(alert).toContainText('1 critical finding is open.');
  await alert.getByRole('link', { name: 'Review Findings' }).click();
  await expect(page).toHaveURL(/\/findings\?status=open&severity=critical$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Findings' })).toBeVisible();
  await expect(page.getByText('1 open critical finding')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Findings' })).toContainText('Site 104 GCP audit');
  await axeAtBothWidths(page);
  await page.getByRole('link', { name: 'Consent form version outdated' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Site 104 GCP audit' })).toBeVisible();

  await item.getByRole('button', { name: 'Start Work' }).click();
  await expect(item).toContainText('In Progress');
  await item.getByRole('button', { name: 'Close Finding' }).click();
  const close = page.getByRole('dialog', { name: 'Close Finding' });
  await close.getByRole('button', { name: 'Close Finding' }).click();
  await expect(close.getByText('A resolution note is required to close a finding')).toBeVisible();
  await close.getByLabel('Resolution note').fill('All subjects re-consented on the current version.');
  await close.getByRole('button', { name: 'Close Finding' }).click();
  await expect(close).toHaveCount(0);
  await expect(item).toContainText('Closed');
  await expect(item).toContainText('All subjects re-consented on the current version.');
  // Final: only its history opens, showing each step and a verified chain (the evidence file picker is an input).
  await expect(item.locator('button')).toHaveText([/Show history/]);
  await item.getByRole('button', { name: /Show history/ }).click();
  // Page-wide: the history's own entries are list items too, and the first names the finding.
  const history = page.getByRole('region', { name: 'Finding history' });
  await expect(history.getByRole('listitem')).toHaveCount(3);
  await expect(history.getByRole('listitem').nth(2)).toContainText('Moved to Closed');
  await expect(history.getByRole('listitem').nth(2)).toContainText('All subjects re-consented on the current version.');
  await expect(history.getByText('Trail verified')).toBeVisible();

  // The trail shows every change, oldest first, and its hash chain verifies.
  const trail = page.getByRole('region', { name: 'Audit Trail' });
  await expect(trail.getByRole('listitem')).toHaveCount(2);
  await expect(trail.getByRole('listitem').nth(0)).toContainText('#1 Created');
  await expect(trail.getByRole('listitem').nth(1)).toContainText('#2 Moved to In Progress');
  await expect(trail.getByRole('listitem').nth(1)).toContainText('Reason: Site visit began');
  await expect(trail.getByText('Trail verified')).toBeVisible();

  // Back on the dashboard the closed finding is no longer open.
  await page.goto('/dashboard');
  await expect(ring(page, 'Open Findings')).toContainText('0');
  await expect(page.getByText('Critical Findings Require Attention')).toHaveCount(0);
  await axeAtBothWidths(page);

  // Export Data downloads one JSON file with everything the user owns.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export Data' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.json$/);
  const exported = JSON.parse(fs.readFileSync((await download.path())!, 'utf8')) as Record<string, unknown>;
  const text = JSON.stringify(exported);
  for (const audit of AUDITS) expect(text).toContain(audit.title);
  expect(text).toContain('All subjects re-consented on the current version.');
  expect(text).toContain(email);
});

test('every other signed-in screen is axe clean on a phone and a desktop, and the menu collapses', async ({ page }) => {
  test.setTimeout(120_000);
  await signUpAs(page, uniqueEmail('screens'), PASSWORD);
  for (const [path, heading] of [
    ['/profile', 'Profile'],
    ['/settings', 'Settings'],
    ['/marketplace', 'Marketplace'],
    ['/reports', 'Reports'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await axeAtBothWidths(page);
  }
  await expect(page.getByText('No reports generated yet')).toBeVisible();

  // On a phone the workspace links move into the menu sheet.
  await page.setViewportSize({ width: 360, height: 780 });
  await expect(page.getByRole('navigation', { name: 'Workspace' })).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  const sheet = page.getByRole('dialog', { name: 'Menu' });
  await expect(sheet.getByRole('link', { name: 'AI Reports' })).toBeVisible();
  await expect(sheet.getByText('Audits 0/3')).toBeVisible();
  await expectNoAxeViolations(page);
  await sheet.getByRole('link', { name: 'Audits' }).click();
  await expect(page).toHaveURL(/\/audits$/);

  // The user menu: name, default role label, Profile, Settings, Upgrade Plan (free), Log out.
  await page.getByRole('button', { name: /Account menu for Ada Lovelace/ }).click();
  const menu = page.getByRole('menu');
  await expect(menu).toContainText('Clinical Auditor');
  await expect(menu.getByRole('menuitem', { name: /Upgrade Plan/ })).toHaveAttribute('href', '/subscribe');
  await expect(menu.getByRole('menuitem', { name: /Admin Panel/ })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await menu.getByRole('menuitem', { name: /Settings/ }).click();
  await expect(page).toHaveURL(/\/settings$/);

  // Changing the password works against the user pool (a wrong current password is refused plainly).
  await page.getByLabel('Current password').fill('Not-The-Password-1!');
  await page.getByLabel('New password', { exact: true }).fill('Babbage-Engine-2027!');
  await page.getByLabel('Confirm new password').fill('Babbage-Engine-2027!');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByRole('alert')).toContainText('The password was not accepted.');
  await page.getByLabel('Current password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();
});
