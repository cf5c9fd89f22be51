import { expect, test, type Page } from './support/test';
import { axeAtBothWidths, signUpAs, uniqueEmail } from './support/helpers';
import { closeCapa } from './support/capa';

const PASSWORD = 'Franklin-Chain-2026!';
const AUDIT = 'Site 12 monitoring audit';
const REPORT = 'Site 12 GCP report';

const question = (page: Page, n: number) => page.getByRole('group', { name: new RegExp(`^Question ${n} of 5`) });
const answer = (page: Page, n: number, label: string) =>
  question(page, n).getByRole('radio', { name: label, exact: true }).check();
const criticalAlert = (page: Page) =>
  page.getByRole('alert').filter({ hasText: 'Critical Findings Require Attention' });

test('one record from audit to CAPA: the audit follows its report, and closing a CAPA closes the finding everywhere', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signUpAs(page, uniqueEmail('chain'), PASSWORD);

  await page.goto('/audits');
  await page.getByRole('button', { name: 'New Audit' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Audit' });
  await dialog.getByLabel('Title').fill(AUDIT);
  await dialog.getByLabel('Type').selectOption('clinical_trial');
  await dialog.getByRole('button', { name: 'Create Audit' }).click();
  await expect(dialog).toHaveCount(0);

  // A report on the audit: two critical findings (Q1, Q2) and a medium one (Q5).
  await page.goto('/audit-reports');
  await page.getByRole('radio', { name: /GCP Site Audit/ }).check();
  await page.getByLabel('Report title').fill(REPORT);
  await page.getByLabel('Attach to an audit (optional)').selectOption({ label: AUDIT });
  await page.getByRole('button', { name: 'Start Report' }).click();
  await expect(page.getByRole('heading', { name: 'Checklist' })).toBeFocused();
  await answer(page, 1, 'Non-Compliant');
  await page.getByLabel('Notes for question 1').fill('Two participants consented after screening.');
  await answer(page, 2, 'Minor Finding');
  await answer(page, 3, 'Compliant');
  await answer(page, 4, 'Not Applicable');
  await answer(page, 5, 'Non-Compliant');
  await expect(page.getByText('All answers saved')).toBeVisible();
  await page.getByRole('button', { name: 'Generate AI Report' }).click();
  await page.getByRole('button', { name: 'Complete Report' }).click();
  await expect(page.getByRole('heading', { name: 'Report completed' })).toBeFocused();
  await page.getByRole('link', { name: 'Open Report to Sign' }).click();
  await expect(page.getByRole('heading', { level: 1, name: REPORT })).toBeVisible();
  const reportUrl = page.url();

  // The audit followed its report, lists it, and holds its findings (one record each, moved by their CAPA).
  await page.getByRole('link', { name: 'Open the audit' }).click();
  await expect(page.getByRole('heading', { level: 1, name: AUDIT })).toBeVisible();
  await expect(page.getByText('In Progress', { exact: true }).first()).toBeVisible();
  const reports = page.getByRole('region', { name: 'Reports' });
  await expect(reports.getByRole('link', { name: REPORT })).toBeVisible();
  await expect(reports).toContainText('Completed');
  await expect(page.getByRole('group', { name: 'Move audit' }).getByRole('button')).toHaveText(['Cancel Audit']);
  const findings = page.getByRole('region', { name: 'Findings' });
  await expect(findings).toContainText('3 recorded, 3 open');
  await expect(findings.getByRole('link', { name: 'Raised by a report; closes with its CAPA' })).toHaveCount(3);
  await expect(findings.getByRole('button', { name: 'Close Finding' })).toHaveCount(0);
  await axeAtBothWidths(page);

  await page.goto('/dashboard');
  await expect(criticalAlert(page)).toContainText('2 critical findings are open.');

  // Closing the first CAPA (the consent finding) after its effectiveness check closes its finding.
  await page.goto(reportUrl);
  const capa = page.getByRole('region', { name: 'CAPA' }).getByRole('article').first();
  await closeCapa(page, capa, 'Consent checked for the next ten participants.');
  await expect(capa).toContainText('Closed');
  const reportFindings = page.getByRole('region', { name: 'Findings' });
  await expect(reportFindings.getByRole('listitem').first()).toContainText(/Closed \w{3} \d{2}, \d{4}/);

  await page.getByRole('link', { name: 'Open the audit' }).click();
  await expect(findings).toContainText('3 recorded, 2 open');
  await expect(findings.getByRole('listitem').first()).toContainText(
    'Closed with its CAPA: Consent checked for the next ten participants.',
  );
  await page.goto('/dashboard');
  await expect(criticalAlert(page)).toContainText('1 critical finding is open.');
});
