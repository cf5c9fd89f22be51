import { expect, test, type Page } from './support/test';
import { axeAtBothWidths, signUpAs, uniqueEmail } from './support/helpers';

const PASSWORD = 'Lovelace-Audit-2026!';

async function newAuditee(page: Page, name: string, kind: string, country: string) {
  await page.getByRole('button', { name: 'New auditee' }).click();
  const dialog = page.getByRole('dialog', { name: 'New auditee' });
  await dialog.getByLabel('Name', { exact: true }).fill(name);
  await dialog.getByLabel('Kind', { exact: true }).selectOption({ label: kind });
  await dialog.getByLabel('Country', { exact: true }).fill(country);
  await dialog.getByRole('button', { name: 'Create auditee' }).click();
  await expect(dialog).toHaveCount(0);
}

test('a new user records an auditee and its study, finds them, edits the auditee with a reason and reads the trail', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signUpAs(page, uniqueEmail('auditees'), PASSWORD);

  // Next to Audits in the signed-in navigation.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('navigation', { name: 'Workspace' }).getByRole('link', { name: 'Auditees' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Auditees and studies' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No auditees yet' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No studies yet' })).toBeVisible();
  await axeAtBothWidths(page);

  // The dialog's own checks, as the API words them; a rating needs its reason.
  await page.getByRole('button', { name: 'New auditee' }).click();
  const dialog = page.getByRole('dialog', { name: 'New auditee' });
  await dialog.getByRole('button', { name: 'Create auditee' }).click();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  await expect(dialog.getByText('Choose what kind of auditee this is')).toBeVisible();
  await dialog.getByLabel('Name', { exact: true }).fill('Helix Pharma');
  await dialog.getByLabel('Kind', { exact: true }).selectOption({ label: 'Sponsor' });
  await dialog.getByLabel('Country', { exact: true }).fill('Ireland');
  await dialog.getByLabel('Risk rating', { exact: true }).selectOption({ label: 'Medium' });
  await dialog.getByRole('button', { name: 'Create auditee' }).click();
  await expect(dialog.getByText('Give the reason for the risk rating')).toBeVisible();
  await axeAtBothWidths(page);
  await dialog.getByLabel('Risk reason', { exact: true }).fill('First audit of this sponsor');
  await dialog.getByRole('button', { name: 'Create auditee' }).click();
  await expect(dialog).toHaveCount(0);
  await newAuditee(page, 'Northwind Labs', 'Laboratory', 'Germany');
  const auditees = page.getByRole('list', { name: 'Auditees' });
  await expect(auditees.getByRole('listitem')).toHaveCount(2);
  await expect(auditees.getByRole('listitem').filter({ hasText: 'Helix Pharma' })).toContainText('Medium risk');

  // A study sponsored by it.
  await page.getByRole('button', { name: 'New study' }).click();
  const studyDialog = page.getByRole('dialog', { name: 'New study' });
  await studyDialog.getByLabel('Protocol number', { exact: true }).fill('HX-301');
  await studyDialog.getByLabel('Title', { exact: true }).fill('Helix pivotal efficacy study');
  await studyDialog.getByLabel('Phase', { exact: true }).selectOption({ label: 'Phase III' });
  await studyDialog.getByLabel('Sponsor', { exact: true }).selectOption({ label: 'Helix Pharma' });
  await studyDialog.getByRole('button', { name: 'Create study' }).click();
  await expect(studyDialog).toHaveCount(0);
  const studies = page.getByRole('list', { name: 'Studies' });
  await expect(studies.getByRole('listitem')).toHaveCount(1);
  await expect(studies).toContainText('Phase III');
  await expect(studies.getByRole('link', { name: 'Helix Pharma' })).toBeVisible();

  // Found by search (the API's).
  await page.getByRole('searchbox', { name: 'Search auditees' }).fill('ireland');
  await expect(auditees.getByRole('listitem')).toHaveCount(1);
  await expect(auditees.getByRole('link', { name: 'Helix Pharma' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search auditees' }).fill('nowhere');
  await expect(page.getByRole('heading', { name: 'No auditees found' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search studies' }).fill('hx-301');
  await expect(studies.getByRole('listitem')).toHaveCount(1);
  await page.getByRole('searchbox', { name: 'Search studies' }).fill('oncology');
  await expect(page.getByRole('heading', { name: 'No studies found' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search auditees' }).fill('helix');
  await page.getByRole('searchbox', { name: 'Search studies' }).fill('');
  await axeAtBothWidths(page);

  // The auditee's page: edited with a reason, which the trail keeps.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('list', { name: 'Auditees' }).getByRole('link', { name: 'Helix Pharma' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Helix Pharma' })).toBeVisible();
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Active' });
  await page.getByLabel('Contact name', { exact: true }).fill('Dr. Aoife Byrne');
  await page.getByLabel('Reason for change', { exact: true }).fill('Qualified after the site visit');
  await axeAtBothWidths(page);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('heading', { name: 'Edit auditee' })).toHaveCount(0);
  const trail = page.getByRole('region', { name: 'Audit Trail' });
  await expect(
    page
      .getByRole('definition')
      .filter({ hasText: /^Dr\. Aoife Byrne$/ })
      .first(),
  ).toBeVisible();
  await expect(trail.getByText('Trail verified')).toBeVisible();
  await expect(trail.getByText('Qualified after the site visit')).toBeVisible();
  await expect(trail.getByRole('list').first().getByRole('listitem')).toHaveCount(2);
  const update = trail.getByRole('listitem').filter({ hasText: 'Updated' });
  await expect(update.getByRole('insertion').filter({ hasText: 'Active' })).toBeVisible();
  await expect(update.getByRole('insertion').filter({ hasText: 'Dr. Aoife Byrne' })).toBeVisible();
  await axeAtBothWidths(page);
});
