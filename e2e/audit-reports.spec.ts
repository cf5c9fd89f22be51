import fs from 'node:fs';
import { expect, test, type Page } from './support/test';
import { axeAtBothWidths, expectNoAxeViolations, signUpAs, uniqueEmail } from './support/helpers';
import { closeCapa, moveCapa } from './support/capa';
import { answer, question } from './support/reports';

const PASSWORD = 'Lovelace-Reports-2026!';
const TITLE = 'Site 104 GCP audit report';
const Q1_NOTES = 'Two participants signed the consent form after screening.';

/** Clicks an export button and returns the saved file's name and bytes. */
async function download(page: Page, name: string | RegExp): Promise<{ name: string; bytes: Buffer }> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name }).click()]);
  return { name: file.suggestedFilename(), bytes: fs.readFileSync((await file.path())!) };
}

test('a report through the four steps, each export opened, signed as Authored then Approved after a refused password, and its CAPA closed', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const email = uniqueEmail('reports');
  await signUpAs(page, email, PASSWORD);

  // Step 1: Start stays disabled until the title has text.
  await page.getByRole('navigation', { name: 'Workspace' }).getByRole('link', { name: 'AI Reports' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'AI Audit Reports' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No reports yet' })).toBeVisible();
  const start = page.getByRole('button', { name: 'Start Report' });
  await expect(start).toBeDisabled();
  await page.getByLabel('Report title').fill('   ');
  await expect(start).toBeDisabled();
  await axeAtBothWidths(page);
  await page.getByRole('radio', { name: /GCP Site Audit/ }).check();
  await page.getByLabel('Report title').fill(TITLE);
  await page.getByLabel('Initial notes (optional)').fill('Routine monitoring visit.');
  await start.click();

  // Step 2: five questions; notes only for minor findings and non-compliance; Generate waits for an answer.
  await expect(page.getByRole('heading', { name: 'Checklist' })).toBeFocused();
  await expect(page).toHaveURL(/\/audit-reports\?report=[\w-]+$/);
  const reportUrl = page.url();
  await expect(page.getByRole('group', { name: /^Question \d of 5/ })).toHaveCount(5);
  const generate = page.getByRole('button', { name: 'Generate AI Report' });
  await expect(generate).toBeDisabled();
  await answer(page, 1, 'Compliant');
  await expect(page.getByLabel('Notes for question 1')).toHaveCount(0);
  await answer(page, 1, 'Non-Compliant');
  await page.getByLabel('Notes for question 1').fill(Q1_NOTES);
  await answer(page, 2, 'Minor Finding');
  await answer(page, 3, 'Compliant');
  await answer(page, 4, 'Not Applicable');
  await expect(page.getByLabel('Notes for question 4')).toHaveCount(0);
  await answer(page, 5, 'Non-Compliant');
  await expect(page.getByText('All answers saved')).toBeVisible();
  await expect(generate).toBeEnabled();
  await axeAtBothWidths(page);

  // The draft is saved on the server: a reload resumes it with every answer and note.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Checklist' })).toBeVisible();
  await expect(question(page, 1).getByRole('radio', { name: 'Non-Compliant' })).toBeChecked();
  await expect(page.getByLabel('Notes for question 1')).toHaveValue(Q1_NOTES);
  await expect(question(page, 4).getByRole('radio', { name: 'Not Applicable' })).toBeChecked();
  await expect(page.getByText('5 of 5 answered')).toBeVisible();

  // Step 3: two critical findings (25 each) and a medium one (10): 60/100, High.
  await page.getByRole('button', { name: 'Generate AI Report' }).click();
  await expect(page.getByRole('heading', { name: 'Review' })).toBeFocused();
  await expect(page.getByText('Completion', { exact: true }).locator('..')).toContainText('5/5');
  await expect(page.getByText('Findings', { exact: true }).locator('..')).toContainText('3');
  await expect(page.getByText('Risk score', { exact: true }).locator('..')).toContainText('60/100High risk');
  await expect(page.getByRole('heading', { name: 'Non-compliance: Informed Consent' })).toBeVisible();
  await expect(page.getByText(Q1_NOTES)).toBeVisible();
  await axeAtBothWidths(page);

  // Each export is a real file from the server, saved under its name.
  const pdf = await download(page, `Download ${TITLE} as PDF`);
  expect(pdf.name).toMatch(/^Site-104-GCP-audit-report-\d{4}-\d{2}-\d{2}\.pdf$/);
  expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const html = await download(page, `Download ${TITLE} as HTML`);
  expect(html.name).toMatch(/\.html$/);
  expect(html.bytes.toString('utf8')).toContain(TITLE);
  const md = await download(page, `Download ${TITLE} as MD`);
  expect(md.name).toMatch(/\.md$/);
  const markdown = md.bytes.toString('utf8');
  expect(markdown).toContain('## Checklist');
  expect(markdown).toContain('Did every participant sign the current approved consent form');
  expect(markdown).toContain(Q1_NOTES);

  // Back to the checklist and forward again, then complete.
  await page.getByRole('button', { name: 'Back to Checklist' }).click();
  await expect(page.getByRole('heading', { name: 'Checklist' })).toBeVisible();
  await page.getByRole('button', { name: 'Generate AI Report' }).click();
  await page.getByRole('button', { name: 'Complete Report' }).click();

  // Step 4.
  await expect(page.getByRole('heading', { name: 'Report completed' })).toBeFocused();
  await expect(page.getByRole('button', { name: 'Create Another Report' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'View All Reports' })).toBeVisible();
  await axeAtBothWidths(page);

  // The list below: the counters and the card agree.
  const counts = page.getByRole('region', { name: 'Report counts' });
  await expect(counts).toContainText('1Total Reports');
  await expect(counts).toContainText('0In Progress');
  await expect(counts).toContainText('0High Risk');
  await expect(counts).toContainText('1Completed');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: TITLE }) });
  await expect(card).toContainText('Completed');
  await expect(card).toContainText('100%');
  await expect(card).toContainText('3 findings');
  await expect(card).toContainText('High risk');
  await expect(card.getByRole('button', { name: `Delete ${TITLE}` })).toHaveCount(0);
  await axeAtBothWidths(page);

  // The report's page: everything, then the signature.
  await page.getByRole('link', { name: 'Open Report to Sign' }).click();
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Risk Score Breakdown' })).toContainText('60/100');
  await expect(page.getByText('Trail verified')).toBeVisible();
  const capas = page.getByRole('region', { name: 'CAPA' }).getByRole('article');
  await expect(capas).toHaveCount(3); // critical-priority items and non-compliant answers
  await axeAtBothWidths(page);

  // Each meaning says what it does: only Approved approves and locks the report.
  await page.getByRole('button', { name: 'Sign Report' }).click();
  const sign = page.getByRole('dialog', { name: 'Sign Report' });
  await expect(sign.getByRole('radio', { name: /^Approved/ })).toHaveAccessibleName(/Approves the report and locks it/);
  await expect(sign.getByRole('radio', { name: /^Authored/ })).toHaveAccessibleName(/its status does not change/);
  // A first signature: the e-signature statement (21 CFR 11.100(c)) is ticked once, then never asked again.
  await sign.getByRole('checkbox', { name: /legally binding equivalent of my handwritten signature/ }).check();
  // Authored first: recorded beside the report, which stays Completed and can still be approved.
  await sign.getByRole('radio', { name: /^Authored/ }).check();
  await sign.getByLabel('Password').fill(PASSWORD);
  await sign.getByRole('button', { name: 'Sign Report' }).click();
  await expect(sign).toHaveCount(0);
  const signatures = page.getByRole('region', { name: 'Electronic Signature' });
  await expect(signatures).toContainText('Signed: Authored');
  await expect(signatures).not.toContainText('The report is approved');
  await expect(page.getByRole('group', { name: 'Report actions' })).toHaveCount(0);

  // A wrong password is refused: nothing signed, still signed in.
  await signatures.getByRole('button', { name: 'Sign Report' }).click();
  await expect(sign.getByRole('radio', { name: /^Authored/ })).toBeDisabled(); // one signature per meaning
  await expect(sign.getByRole('checkbox')).toHaveCount(0); // the statement was accepted with the first signature
  await sign.getByRole('radio', { name: /Approved/ }).check();
  await sign.getByLabel('Password').fill('Not-My-Password-1!');
  const refused = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/approve'));
  await sign.getByRole('button', { name: 'Sign Report' }).click();
  // Refused as a wrong password, not as a lost session: only a 401 signs the user out.
  expect((await refused).status()).toBe(403);
  await expect(sign.getByText('The password is not correct. The report was not signed.')).toBeVisible();
  await expect(sign.getByLabel('Password')).toBeFocused();
  await expectNoAxeViolations(page);
  await expect(page).toHaveURL(/\/audit-reports\/[\w-]+$/);
  await expect(page.getByText('Unauthorized')).toHaveCount(0);
  // The dialog hides the page from the accessibility tree; the account menu is still there behind it.
  await expect(page.getByRole('button', { name: /Account menu for Ada Lovelace/, includeHidden: true })).toBeVisible();

  await sign.getByLabel('Password').fill(PASSWORD);
  await sign.getByRole('button', { name: 'Sign Report' }).click();
  await expect(sign).toHaveCount(0);
  const signature = page.getByRole('region', { name: 'Electronic Signature' });
  await expect(signature).toContainText('Signed: Approved');
  await expect(signature).toContainText('The report is approved and can no longer change.');
  await expect(signature.getByRole('article')).toHaveCount(2); // Authored, then Approved
  await expect(signature).toContainText('Printed nameAda Lovelace');
  await expect(signature).toContainText(`E-mail${email}`);
  await expect(signature).toContainText(/Signed \(UTC\)\w{3} \d{2}, \d{4}, \d{2}:\d{2}:\d{2} UTC/);
  await expect(page.getByRole('group', { name: 'Report actions' })).toHaveCount(0);
  const trail = page.getByRole('region', { name: 'Audit Trail' });
  await expect(trail.getByRole('listitem').last()).toContainText('Signed');
  await expect(trail.getByText('Trail verified')).toBeVisible();

  // The signature is in every export from now on.
  const signedMd = (await download(page, `Download ${TITLE} as MD`)).bytes.toString('utf8');
  expect(signedMd).toContain('Ada Lovelace');
  expect(signedMd).toContain('Approved');
  expect(signedMd).toContain('Authored');

  // CAPA follow-up goes on after signing: open → in progress → verified → closed with the effectiveness check.
  const capa = capas.first();
  // Verified is refused while the CAPA has no root cause, action or effective check: the API names each.
  await moveCapa(page, capa, 'Start Work');
  await capa.getByRole('button', { name: 'Mark Verified' }).click();
  const verify = page.getByRole('dialog', { name: 'Mark Verified' });
  await verify.getByRole('button', { name: 'Mark Verified' }).click();
  await expect(verify).toHaveCount(0);
  await expect(capa).toContainText('A root cause is required to verify a CAPA');
  await expect(capa.getByRole('region', { name: /Effectiveness checks of/ })).toContainText(
    'No effectiveness check recorded yet.',
  );
  await expectNoAxeViolations(page);
  await closeCapa(page, capa, 'Consent checked for the next ten participants: all before screening.', {
    started: true,
  });
  await expect(capa).toContainText('Closed');
  await expect(capa).toContainText('A Closed CAPA is final and cannot be changed.');
  // Final: only its history opens, with every move and a verified chain (evidence may still be attached to it:
  // the file picker is an input, not one of its buttons).
  await expect(capa.locator('button')).toHaveText([/Show history/]);
  await capa.getByRole('button', { name: /Show history/ }).click();
  const history = capa.getByRole('region', { name: 'CAPA history' });
  await expect(history.getByRole('listitem').last()).toContainText('Moved to Closed');
  await expect(history.getByText('Trail verified')).toBeVisible();
  await axeAtBothWidths(page);

  // Back in the wizard: Create Another Report starts over; View All Reports goes to /audits (spec).
  await page.goto(reportUrl);
  await expect(page.getByRole('heading', { name: 'Report approved' })).toBeVisible();
  await page.getByRole('button', { name: 'Create Another Report' }).click();
  await expect(page.getByRole('heading', { name: 'Start a new report' })).toBeFocused();
  await expect(page).toHaveURL(/\/audit-reports$/);
  await expect(page.getByLabel('Report title')).toHaveValue('');
  await page.goto(reportUrl);
  await page.getByRole('button', { name: 'View All Reports' }).click();
  await expect(page).toHaveURL(/\/audits$/);
});

test('a draft is found by the filters, resumed with Edit and deleted after confirmation', async ({ page }) => {
  test.setTimeout(180_000);
  await signUpAs(page, uniqueEmail('report-drafts'), PASSWORD);
  await page.goto('/audit-reports');
  for (const [type, title] of [
    ['Vendor Audit', 'Acme CRO qualification'],
    ['Internal QA Audit', 'Annual internal review'],
  ] as const) {
    await page.getByRole('radio', { name: new RegExp(type) }).check();
    await page.getByLabel('Report title').fill(title);
    await page.getByRole('button', { name: 'Start Report' }).click();
    await expect(page.getByRole('heading', { name: 'Checklist' })).toBeVisible();
    await answer(page, 1, 'Minor Finding');
    await expect(page.getByText('All answers saved')).toBeVisible();
    await page.goto('/audit-reports');
  }
  const titles = page.getByRole('list').getByRole('heading', { level: 3 });
  await expect(titles).toHaveText(['Annual internal review', 'Acme CRO qualification']);
  await expect(page.getByRole('region', { name: 'Report counts' })).toContainText('2In Progress');

  await page.getByRole('searchbox', { name: 'Search reports' }).fill('vendor');
  await expect(titles).toHaveText(['Acme CRO qualification']);
  await page.getByRole('searchbox', { name: 'Search reports' }).fill('');
  await page.getByLabel('Type').selectOption('internal_qa_audit');
  await expect(titles).toHaveText(['Annual internal review']);
  await page.getByLabel('Status').selectOption('completed');
  await expect(page.getByRole('heading', { name: 'No reports found' })).toBeVisible();
  await axeAtBothWidths(page);
  await page.getByLabel('Type').selectOption('all');
  await page.getByLabel('Status').selectOption('all');

  // Edit opens the draft in the wizard above, where it was left.
  await page.getByRole('link', { name: 'Edit Acme CRO qualification' }).click();
  await expect(page.getByRole('heading', { name: 'Checklist' })).toBeFocused();
  await expect(question(page, 1).getByRole('radio', { name: 'Minor Finding' })).toBeChecked();

  // The download menu offers the three formats.
  await page.getByRole('button', { name: 'Download Acme CRO qualification' }).click();
  await expect(page.getByRole('menuitem')).toHaveText([/^PDF/, /^HTML/, /^MD/]);
  await expectNoAxeViolations(page);
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: /^MD/ }).click(),
  ]);
  expect(file.suggestedFilename()).toMatch(/^Acme-CRO-qualification-\d{4}-\d{2}-\d{2}\.md$/);

  // Delete asks first; Cancel keeps it, Delete Report removes it and the list refreshes.
  await page.getByRole('button', { name: 'Delete Acme CRO qualification' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this report?' });
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(titles).toHaveCount(2);
  await page.getByRole('button', { name: 'Delete Acme CRO qualification' }).click();
  await dialog.getByRole('button', { name: 'Delete Report' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(titles).toHaveText(['Annual internal review']);
  // It was open in the wizard: the wizard starts over.
  await expect(page.getByRole('button', { name: 'Start Report' })).toBeVisible();
  await expect(page).toHaveURL(/\/audit-reports$/);
});
