import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './support/test';
import { axeAtBothWidths, signUpAs, uniqueEmail } from './support/helpers';

const PASSWORD = 'Lovelace-Audit-2026!';
const NAME = 'Site audit 2027';

const question = (page: Page, n: number) => page.getByRole('group', { name: new RegExp(`^Question ${n} of 2`) });

test('a QA lead writes a template with its own grades, publishes it, and a report from it is graded with them', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signUpAs(page, uniqueEmail('templates'), PASSWORD);
  await page.setViewportSize({ width: 1280, height: 900 });

  // From the reports page to the templates: the built-ins, and none of our own yet.
  await page.getByRole('navigation', { name: 'Workspace' }).getByRole('link', { name: 'AI Reports' }).click();
  await page.getByRole('link', { name: 'Checklist templates' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Checklist templates' })).toBeVisible();
  await expect(page.getByText('None yet: start a new one, copy a built-in or import a file.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'GCP site audit (full)' })).toBeVisible();
  await axeAtBothWidths(page);

  // A new draft, edited: two questions, one needing evidence, and our own grades.
  await page.getByRole('button', { name: 'New template' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New template' })).toBeVisible();
  await expect(page.getByText('Draft', { exact: true })).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill(NAME);
  await page.getByLabel('Question 1 text').fill('Was consent signed before any trial procedure?');
  await page.getByLabel('Question 1 section').fill('Informed consent');
  await page.getByLabel('Question 1 category').fill('Informed Consent');
  await page.getByLabel('Question 1 priority').selectOption('critical');
  await page.getByLabel('Question 1 guidance for the auditor').fill('Compare consent dates with the first visit.');
  await page.getByLabel('Question 1 regulatory reference').fill('ICH E6(R3) 2.8.7');
  await page.getByLabel('Evidence required for question 1').check();
  await page.getByRole('button', { name: 'Add question' }).click();
  // Blank text is refused with the schema's message.
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Question text is required')).toBeVisible();
  await page.getByLabel('Question 2 text').fill('Is the site file indexed?');
  await page.getByLabel('Question 2 section').fill('Essential records');
  await page.getByLabel('Question 2 category').fill('Documentation');
  await page.getByLabel(/Use our own grades/).check();
  await expect(page.getByLabel('Grade 4 name')).toHaveValue('Observation');
  await page.getByLabel('Grade 1 points').fill('40');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('heading', { level: 1, name: NAME })).toBeVisible();
  await axeAtBothWidths(page);

  // Published with confirmation: version 1.
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Publish version 1?' });
  await expect(dialog).toContainText('Reports already started keep the version they started from.');
  await dialog.getByRole('button', { name: 'Publish version 1' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('Published · v1', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'All templates' }).click();
  const own = page.getByRole('region', { name: 'Your templates' });
  await expect(own.getByRole('listitem').filter({ hasText: NAME })).toContainText('Published · v1');

  // Exported as JSON, and imported back as a new draft; a file that is not a template is refused field by field.
  const [exported] = await Promise.all([
    page.waitForEvent('download'),
    own.getByRole('button', { name: `Export ${NAME} as JSON` }).click(),
  ]);
  expect(exported.suggestedFilename()).toBe('Site-audit-2027.template.json');
  const json = JSON.parse(await readFile((await exported.path())!, 'utf8')) as Record<string, unknown>;
  expect(json).toMatchObject({ name: NAME, type: 'gcp_site_audit' });
  const importer = page.getByLabel('Template JSON file');
  await importer.setInputFiles({
    name: 'broken.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify({ ...json, name: '', questions: [] })),
  });
  const refused = page.getByRole('alert').filter({ hasText: 'The file was not imported' });
  await expect(refused).toContainText('name: Name is required');
  await expect(refused).toContainText('questions: Add at least one question');
  await axeAtBothWidths(page);
  await importer.setInputFiles({
    name: 'copy.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify({ ...json, name: `${NAME} (imported)` })),
  });
  await expect(page.getByRole('heading', { level: 1, name: `${NAME} (imported)` })).toBeVisible();
  await expect(page.getByText('Draft', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Question 2 text')).toHaveValue('Is the site file indexed?');
  await expect(page.getByLabel('Grade 1 points')).toHaveValue('40');

  // A report started from it: its two questions, with guidance and reference.
  await page.getByRole('navigation', { name: 'Workspace' }).getByRole('link', { name: 'AI Reports' }).click();
  await page.getByRole('radio', { name: /GCP Site Audit/ }).check();
  await page.getByLabel('Checklist', { exact: true }).selectOption({ label: `${NAME} (v1, 2 questions)` });
  await page.getByLabel('Report title').fill('Site 12 re-audit');
  await page.getByRole('button', { name: 'Start Report' }).click();
  await expect(page.getByRole('heading', { name: 'Checklist' })).toBeFocused();
  await expect(page.getByRole('group', { name: /^Question \d of 2/ })).toHaveCount(2);
  await expect(page.getByRole('heading', { name: 'Informed consent' })).toBeVisible();
  await expect(question(page, 1)).toContainText('Guidance: Compare consent dates with the first visit.');
  await expect(question(page, 1)).toContainText('Reference: ICH E6(R3) 2.8.7');

  // Evidence required: non-compliant needs a note saying why before anything is saved.
  await question(page, 1).getByRole('radio', { name: 'Non-Compliant', exact: true }).check();
  await expect(
    page.getByText(
      'Attach a file or add a note where evidence is marked missing below: until then the answers are not saved.',
    ),
  ).toBeVisible();
  await expect(question(page, 1)).toContainText(
    'Evidence is required for this question: attach a file or add a note saying why it is non-compliant.',
  );
  await page.getByLabel('Notes for question 1').fill('Two participants signed after their screening bloods.');
  await question(page, 2).getByRole('radio', { name: 'Minor Finding', exact: true }).check();
  await expect(page.getByText('All answers saved')).toBeVisible();
  await axeAtBothWidths(page);

  // Our grades on the findings, and their points in the score: 40 + 1.
  await page.getByRole('button', { name: 'Generate AI Report' }).click();
  await expect(page.getByRole('heading', { name: 'Review' })).toBeFocused();
  const consent = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Non-compliance: Informed Consent' }) });
  await expect(consent).toContainText('Critical');
  await expect(consent).toContainText('40 points');
  const records = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Minor finding: Documentation' }) });
  await expect(records).toContainText('Observation');
  await expect(records).toContainText('1 points');
  await expect(page.getByText('41/100').first()).toBeVisible();
  await axeAtBothWidths(page);
});
