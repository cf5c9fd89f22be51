import { readFileSync } from 'node:fs';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { COURSES } from '../functions/src/learning/content';
import { expect, test } from './support/test';
import { axeAtBothWidths, buyOnSubscriptions, signUpAs, uniqueEmail } from './support/helpers';

/**
 * The Learning Hub delivered (issue 22): a visitor buys it on the local Stripe stand-in's checkout, signs up with
 * the e-mail they paid with, completes a course's lessons, passes its quiz, downloads the certificate, and anyone
 * without an account confirms the certificate on its public page.
 */
const PASSWORD = 'Hopper-Compiler-2026!';
const COURSE = COURSES[0]!;

async function pdfText(file: string): Promise<string> {
  const doc = await getDocument({ data: new Uint8Array(readFileSync(file)), verbosity: 0 }).promise;
  const items = (await (await doc.getPage(1)).getTextContent()).items;
  return items.map((item) => ('str' in item ? item.str : '')).join('\n');
}

test('buy the Learning Hub, complete a course, pass its quiz and have the certificate confirmed publicly', async ({
  page,
  browser,
}) => {
  // A purchase, a sign-up, four lessons, a quiz, a download and pages checked by axe at two widths.
  test.slow();
  const email = uniqueEmail('learning');
  await buyOnSubscriptions(page, 'Learning Hub', '$29', email);

  await signUpAs(page, email, PASSWORD);
  // The purchase reaches us by webhook: the courses open once it has.
  await expect(async () => {
    await page.goto('/learning');
    await expect(page.getByRole('list', { name: 'Courses' }).getByRole('listitem')).toHaveCount(3, { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await axeAtBothWidths(page);

  await page.getByRole('link', { name: COURSE.title }).click();
  await expect(page.getByRole('heading', { level: 1, name: COURSE.title })).toBeVisible();
  for (let n = 1; n <= COURSE.lessons.length; n++) {
    await page.getByRole('button', { name: `Mark lesson ${n} complete` }).click();
    await expect(page.getByRole('button', { name: `Mark lesson ${n} complete` })).toHaveCount(0);
  }
  await expect(page.getByText(`${COURSE.lessons.length} of ${COURSE.lessons.length} lessons done`)).toBeVisible();
  await expect(page.getByText(/Completed on /)).toHaveCount(COURSE.lessons.length);

  // Submitting with nothing chosen asks for every answer; then one wrong answer in ten still passes (90 %).
  await page.getByRole('button', { name: 'Submit answers' }).click();
  await expect(page.getByText('Choose an answer')).toHaveCount(COURSE.quiz.length);
  for (const [i, q] of COURSE.quiz.entries()) {
    const choice = i === 0 ? (q.answer + 1) % q.options.length : q.answer;
    await page
      .getByRole('group', { name: `${i + 1}. ${q.text}` })
      .getByRole('radio', { name: q.options[choice]!, exact: true })
      .check();
  }
  await page.getByRole('button', { name: 'Submit answers' }).click();
  await expect(page.getByText('You passed with 90 %')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your certificate' })).toBeVisible();
  await axeAtBothWidths(page);

  const check = page.getByRole('link', { name: 'the certificate check page' });
  const code = (await check.getAttribute('href'))!.split('/certificates/')[1]!;
  expect(code).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download certificate (PDF)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`Certificate ${COURSE.title} ${code}.pdf`);
  const text = await pdfText((await download.path())!);
  expect(text).toContain('Ada Lovelace');
  expect(text).toContain(COURSE.title);
  expect(text).toContain(`Verification code: ${code}`);

  // Settings lists the product with a way in.
  await page.goto('/settings');
  const product = page.getByText('Learning Hub', { exact: true }).locator('xpath=ancestor::li');
  await expect(product.getByRole('link', { name: 'Open the Learning Hub' })).toHaveAttribute('href', '/learning');

  // An organisation the learner creates keeps its members' training records: the course, the quiz, the certificate.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: /^Workspace:/ }).click();
  await page.getByRole('menuitem', { name: 'New organisation' }).click();
  const create = page.getByRole('dialog', { name: 'New organisation' });
  await create.getByLabel('Organisation name').fill(`Lovelace Training ${Date.now().toString(36)}`);
  await create.getByRole('button', { name: 'Create organisation' }).click();
  await expect(page).toHaveURL(/\/org\/settings$/);
  const records = page.getByRole('list', { name: 'Training records' });
  const lessons = COURSE.lessons.length;
  await expect(records).toContainText(
    `${COURSE.title}: ${lessons} of ${lessons} lessons, 1 quiz attempt, last score 90 %`,
  );
  await expect(records).toContainText(`certificate ${code}`);
  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  const rows = readFileSync((await csv.path())!, 'utf8');
  expect(rows).toContain(COURSE.title);
  expect(rows).toContain(code);

  // Someone without an account (a new browser context) confirms the certificate, and is told of an unknown code.
  const visitor = await browser.newContext();
  const stranger = await visitor.newPage();
  await stranger.goto(`/certificates/${code}`);
  await expect(stranger.getByRole('heading', { name: 'Certificate confirmed' })).toBeVisible();
  await expect(stranger.getByText('Ada Lovelace')).toBeVisible();
  await expect(stranger.getByText(COURSE.title)).toBeVisible();
  await axeAtBothWidths(stranger);
  await stranger.goto('/certificates/0000-0000-0000-0000');
  await expect(stranger.getByRole('heading', { name: 'Unknown certificate code' })).toBeVisible();
  // An unknown code reads as typed: its letters are not shown turned into the digits they may stand for.
  await stranger.goto('/certificates/HOLD-ILLO-0000-0000');
  await expect(stranger.getByRole('heading', { name: 'Unknown certificate code' })).toBeVisible();
  await expect(stranger.getByText('HOLD-ILLO-0000-0000', { exact: true })).toBeVisible();
  await axeAtBothWidths(stranger);
  await visitor.close();
});

test('a signed-in user without the Learning Hub sees the subscribe prompt', async ({ page }) => {
  await signUpAs(page, uniqueEmail('learning-none'), PASSWORD);
  await page.goto('/learning');
  await expect(page.getByText('This needs the Learning Hub subscription')).toBeVisible();
  await expect(page.getByText(/Pro, the workspace plan, does not include the Learning Hub/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Subscribe to the Learning Hub' })).toHaveAttribute(
    'href',
    '/subscriptions',
  );
  await axeAtBothWidths(page);
});
