import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { expect, test } from './support/test';
import { axeAtBothWidths, signUpAs, uniqueEmail } from './support/helpers';
import { question } from './support/reports';

const PASSWORD = 'Lovelace-Evidence-2026!';
/** A real 1×1 PNG: the photo taken on the ward. */
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);
const PHOTO_SHA256 = createHash('sha256').update(PHOTO).digest('hex');

test('a photo attached to a non-compliant answer is listed with its hash and downloads back byte for byte', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signUpAs(page, uniqueEmail('evidence'), PASSWORD);
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.getByRole('navigation', { name: 'Workspace' }).getByRole('link', { name: 'AI Reports' }).click();
  await page.getByRole('radio', { name: /GCP Site Audit/ }).check();
  await page.getByLabel('Report title').fill('Site 31 GCP audit');
  await page.getByRole('button', { name: 'Start Report' }).click();
  await expect(page.getByRole('heading', { name: 'Checklist' })).toBeFocused();

  // A non-compliant answer offers its evidence: none yet.
  const first = question(page, 1);
  await first.getByRole('radio', { name: 'Non-Compliant', exact: true }).check();
  await page.getByLabel('Notes for question 1').fill('Consent form version 2 used after version 3 was approved.');
  const evidence = first.getByRole('region', { name: 'Evidence for question 1' });
  await expect(evidence).toContainText('No files attached.');
  const picker = evidence.getByLabel('Attach file to question 1');

  // A program is refused in the browser with the API's words, before anything is sent.
  await picker.setInputFiles({ name: 'setup.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') });
  await expect(evidence.getByRole('alert')).toHaveText(
    'Evidence must be a PDF, PNG, JPEG, WebP, DOCX, XLSX, CSV or TXT file',
  );
  // Bytes that are not what the name says are refused by the API (decided by content).
  await picker.setInputFiles({ name: 'consent.pdf', mimeType: 'application/pdf', buffer: PHOTO });
  await expect(evidence.getByRole('alert')).toHaveText(
    "The file's content is PNG, not the PDF its name says: rename it or pick the right file.",
  );

  // The photo: uploaded straight to storage, checked, listed with size, uploader, time and hash.
  await picker.setInputFiles({ name: 'ward-photo.png', mimeType: 'image/png', buffer: PHOTO });
  const row = evidence.getByRole('listitem').filter({ hasText: 'ward-photo.png' });
  await expect(row).toBeVisible();
  await expect(evidence.getByRole('alert')).toHaveCount(0);
  await expect(row).toContainText(`${PHOTO.length} bytes`);
  await expect(row).toContainText(`SHA-256 ${PHOTO_SHA256.slice(0, 12)}`);
  await expect(row.locator('code')).toHaveAttribute('title', PHOTO_SHA256);
  await expect(page.getByText('All answers saved')).toBeVisible();

  // Downloaded by a member through a short-lived link: the same bytes, under its name.
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    row.getByRole('button', { name: 'Download ward-photo.png' }).click(),
  ]);
  expect(file.suggestedFilename()).toBe('ward-photo.png');
  expect(fs.readFileSync((await file.path())!).equals(PHOTO)).toBe(true);
  // Not at a public address: the site's /uploads/ serves no evidence.
  expect(file.url()).not.toContain('/uploads/');

  await axeAtBothWidths(page);

  // The rest answered, the report reviewed: the issued PDF, read back, carries its page numbers on every page, the
  // DRAFT watermark (not approved yet) and the photo's name and SHA-256 under its finding.
  for (const [n, label] of [
    [2, 'Compliant'],
    [3, 'Compliant'],
    [4, 'Not Applicable'],
    [5, 'Compliant'],
  ] as const) {
    await question(page, n).getByRole('radio', { name: label, exact: true }).check();
  }
  await expect(page.getByText('All answers saved')).toBeVisible();
  await page.getByRole('button', { name: 'Generate AI Report' }).click();
  await expect(page.getByRole('heading', { name: 'Review' })).toBeFocused();
  const [pdfFile] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download Site 31 GCP audit as PDF' }).click(),
  ]);
  const pages = await pdfPages(fs.readFileSync((await pdfFile.path())!));
  expect(pages.length).toBeGreaterThan(0);
  pages.forEach((text, i) => {
    expect(text).toContain(`Page ${i + 1} of ${pages.length}`);
    expect(text).toContain('DRAFT');
  });
  const whole = pages.join(' ');
  expect(whole).toContain('ward-photo.png');
  expect(whole.replace(/\s+/g, '')).toContain(PHOTO_SHA256);
});

/** The text of each page of a PDF, as a reader extracts it (pdf.js, the library browsers use). */
async function pdfPages(bytes: Buffer): Promise<string[]> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: true }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n += 1) {
    const content = await (await doc.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return pages;
}
