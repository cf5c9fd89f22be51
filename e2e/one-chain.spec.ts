import { expect, test, type Page } from './support/test';
import { axeAtBothWidths, signUpAs, uniqueEmail } from './support/helpers';
import { closeCapa } from './support/capa';
import { completedReportOnAudit } from './support/reports';

const PASSWORD = 'Franklin-Chain-2026!';
const AUDIT = 'Site 12 monitoring audit';
const REPORT = 'Site 12 GCP report';

const criticalAlert = (page: Page) =>
  page.getByRole('alert').filter({ hasText: 'Critical Findings Require Attention' });

test('one record from audit to CAPA: the audit follows its report, and closing a CAPA closes the finding everywhere', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signUpAs(page, uniqueEmail('chain'), PASSWORD);

  // A report on the audit: two critical findings (Q1, Q2) and a medium one (Q5).
  const reportUrl = await completedReportOnAudit(page, {
    audit: AUDIT,
    report: REPORT,
    answers: ['Non-Compliant', 'Minor Finding', 'Compliant', 'Not Applicable', 'Non-Compliant'],
  });

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
