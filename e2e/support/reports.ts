import { expect, type Page } from './test';

export type Answer = 'Compliant' | 'Minor Finding' | 'Non-Compliant' | 'Not Applicable';

/** Question `n` (1-5) of the report wizard's checklist. */
export const question = (page: Page, n: number) => page.getByRole('group', { name: new RegExp(`^Question ${n} of 5`) });

/** Answers question `n` (1-5) of the report wizard's checklist. */
export const answer = (page: Page, n: number, label: Answer) =>
  question(page, n).getByRole('radio', { name: label, exact: true }).check();

/**
 * A new audit, and a GCP site report on it answered with `answers` (question 1's notes filled when it is a
 * finding), generated and completed; ends on the report's page and returns its address.
 */
export async function completedReportOnAudit(
  page: Page,
  {
    audit,
    report,
    answers,
  }: { audit: string; report: string; answers: readonly [Answer, Answer, Answer, Answer, Answer] },
): Promise<string> {
  await page.goto('/audits');
  await page.getByRole('button', { name: 'New Audit' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Audit' });
  await dialog.getByLabel('Title').fill(audit);
  await dialog.getByLabel('Type').selectOption('clinical_trial');
  await dialog.getByRole('button', { name: 'Create Audit' }).click();
  await expect(dialog).toHaveCount(0);

  await page.goto('/audit-reports');
  await page.getByRole('radio', { name: /GCP Site Audit/ }).check();
  await page.getByLabel('Report title').fill(report);
  await page.getByLabel('Attach to an audit (optional)').selectOption({ label: audit });
  await page.getByRole('button', { name: 'Start Report' }).click();
  await expect(page.getByRole('heading', { name: 'Checklist' })).toBeFocused();
  for (const [i, label] of answers.entries()) {
    await answer(page, i + 1, label);
    if (i === 0 && (label === 'Non-Compliant' || label === 'Minor Finding'))
      await page.getByLabel('Notes for question 1').fill('Two participants consented after screening.');
  }
  await expect(page.getByText('All answers saved')).toBeVisible();
  await page.getByRole('button', { name: 'Generate AI Report' }).click();
  await page.getByRole('button', { name: 'Complete Report' }).click();
  await expect(page.getByRole('heading', { name: 'Report completed' })).toBeFocused();
  await page.getByRole('link', { name: 'Open Report to Sign' }).click();
  await expect(page.getByRole('heading', { level: 1, name: report })).toBeVisible();
  return page.url();
}
