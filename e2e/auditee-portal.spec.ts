import type { Browser } from '@playwright/test';
import { expect, test, type Page } from './support/test';
import { axeAtBothWidths, signUpAs, table, uniqueEmail } from './support/helpers';
import { closeCapa } from './support/capa';
import { completedReportOnAudit } from './support/reports';

/**
 * Issue 20 end to end: an auditor sends two findings to the audited site; the auditee, in a browser of their own
 * without an account, confirms the code mailed to them, answers one with a 5-Whys root cause and a photo and
 * submits it; the auditor accepts it, its CAPA is verified effective and closed, and the finding and the dashboard
 * follow.
 */

const PASSWORD = 'Hopper-Portal-2026!';
const AUDIT = 'Site 44 monitoring audit';
const REPORT = 'Site 44 GCP report';
const AUDITEE = 'Pat Plant';
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);
const ROOT_CAUSE = 'Screening started before the consent was countersigned';
/** A finding recorded by hand on the audit: its CAPA belongs to no report and is worked on the audit's page. */
const HAND = 'Freezer temperature log has gaps';

/** The newest mail to `to` whose subject matches: its text (the local outbox stands in for SES). */
async function mailTo(to: string, subject: RegExp): Promise<{ subject: string; text: string }> {
  let found: { subject: string; text: string } | null = null;
  await expect
    .poll(async () => {
      const mails = (await table().partition('OUTBOX'))
        .filter((m) => (m.to as string[]).includes(to) && subject.test(String(m.subject)))
        .sort((a, b) => String(b.sentAt).localeCompare(String(a.sentAt)));
      found = mails[0] ? { subject: String(mails[0].subject), text: String(mails[0].text) } : null;
      return found !== null;
    })
    .toBe(true);
  return found!;
}

/** A page in a fresh browser context (no account, no session), hydrated like the test fixture's `goto`. */
async function strangerPage(browser: Browser, url: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const page = await context.newPage();
  await page.goto(url);
  await page.evaluate(() => {
    document.documentElement.dataset.hydrateNow = 'true';
    window.dispatchEvent(new Event('cq:hydrate'));
  });
  await page.locator('html[data-app-ready="true"]').waitFor({ state: 'attached' });
  return page;
}

test('an auditee answers a finding through the link without an account; the auditor accepts it and its CAPA closes', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const auditeeEmail = uniqueEmail('auditee');
  await signUpAs(page, uniqueEmail('portal'), PASSWORD);
  const reportUrl = await completedReportOnAudit(page, {
    audit: AUDIT,
    report: REPORT,
    answers: ['Non-Compliant', 'Minor Finding', 'Compliant', 'Not Applicable', 'Compliant'],
  });

  // The auditor records one more finding by hand, then sends all three open ones (checked by default, due in 30 days).
  await page.getByRole('link', { name: 'Open the audit' }).click();
  await expect(page.getByRole('heading', { level: 1, name: AUDIT })).toBeVisible();
  const auditUrl = page.url();
  await page.getByRole('button', { name: 'Add Finding' }).click();
  const adding = page.getByRole('dialog', { name: 'Add Finding' });
  await adding.getByLabel('Title').fill(HAND);
  await adding.getByLabel('Severity').selectOption('high');
  await adding.getByRole('button', { name: 'Add Finding' }).click();
  await expect(adding).toHaveCount(0);
  const sentSection = page.getByRole('region', { name: 'Sent to auditee' });
  await sentSection.getByRole('button', { name: 'Send to auditee' }).click();
  const send = page.getByRole('dialog', { name: 'Send to auditee' });
  await send.getByLabel('Recipient name').fill(AUDITEE);
  await send.getByLabel('Recipient e-mail').fill(auditeeEmail);
  const findingBoxes = send.getByRole('group', { name: 'Findings to send' }).getByRole('checkbox');
  await expect(findingBoxes).toHaveCount(3);
  for (const box of await findingBoxes.all()) await expect(box).toBeChecked();
  await expect(send.getByRole('checkbox', { name: 'Share the approved report (PDF)' })).not.toBeChecked();
  await send.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(send).toHaveCount(0);
  const requests = sentSection.getByRole('list', { name: 'Response requests' });
  await expect(requests.getByRole('listitem')).toHaveCount(1);
  await expect(requests).toContainText(`${AUDITEE} <${auditeeEmail}>`);
  await expect(requests).toContainText('Sent');
  await expect(requests).toContainText('3 findings · 0 answered');

  // The auditee opens the link in a browser of their own: nothing shows before the mailed code is confirmed.
  const link = /(https?:\/\/\S+\/respond\/\S+)/.exec((await mailTo(auditeeEmail, /for your response/)).text)![1]!;
  const auditee = await strangerPage(browser, new URL(link).pathname);
  await expect(auditee.getByRole('heading', { level: 1, name: 'Audit findings for your response' })).toBeVisible();
  await axeAtBothWidths(auditee);
  await auditee.getByRole('button', { name: 'Send me the code' }).click();
  const code = /(\d{6})$/.exec((await mailTo(auditeeEmail, /code: \d{6}$/)).subject)![1]!;
  await auditee.getByLabel('Code from the e-mail').fill(code === '000000' ? '000001' : '000000');
  await auditee.getByRole('button', { name: 'Confirm code' }).click();
  await expect(auditee.getByText('Wrong code: 4 tries left')).toBeVisible();
  await auditee.getByLabel('Code from the e-mail').fill(code);
  await auditee.getByRole('button', { name: 'Confirm code' }).click();
  await expect(auditee.getByRole('heading', { level: 1, name: AUDIT })).toBeVisible();
  // Each finding is a card (its own 5-Whys list nested inside).
  const cards = auditee.getByRole('list', { name: 'Findings to answer' }).locator('> li');
  await expect(cards).toHaveCount(3);

  // One finding answered: agreed, a root cause with its 5-Whys chain, the plan, and a photo of the fix.
  const first = cards.first();
  const form = first.getByRole('form');
  await form.getByRole('radio', { name: 'Agree' }).check();
  await form.getByLabel('Root cause').fill(ROOT_CAUSE);
  await form.getByRole('textbox', { name: 'Why 1' }).fill('The coordinator screened on the first visit');
  await form.getByRole('button', { name: 'Add a why' }).click();
  await form.getByRole('textbox', { name: 'Why 2' }).fill('No check of the consent date before screening');
  await form.getByLabel('Cause category').selectOption('process');
  await form.getByLabel('Corrective action').fill('Re-consented both participants');
  await form.getByLabel('Preventive action').fill('Consent checklist signed before any screening step');
  await form.getByLabel('Owner').fill('Dr. Lee');
  await form.getByLabel('Target date').fill('2031-03-01');
  await form.getByRole('button', { name: 'Save draft' }).click();
  await expect(first).toContainText('Draft');
  await first
    .getByLabel(/^Attach file to/)
    .setInputFiles({ name: 'consent-log.png', mimeType: 'image/png', buffer: PHOTO });
  await expect(first.getByRole('listitem').filter({ hasText: 'consent-log.png' })).toBeVisible();
  await axeAtBothWidths(auditee);
  const hand = cards.filter({ hasText: HAND }).getByRole('form');
  await hand.getByRole('radio', { name: 'Agree' }).check();
  await hand.getByLabel('Root cause').fill('The logger battery ran out over a weekend');
  await hand.getByLabel('Cause category').selectOption('system');
  await hand.getByLabel('Corrective action').fill('Battery replaced, gaps assessed with the sponsor');
  await hand.getByLabel('Preventive action').fill('Monthly battery check on the logger checklist');
  await hand.getByLabel('Owner').fill('Pharmacy lead');
  await hand.getByLabel('Target date').fill('2031-02-01');
  await hand.getByRole('button', { name: 'Save draft' }).click();
  await expect(cards.filter({ hasText: HAND })).toContainText('Draft');
  await auditee.getByRole('button', { name: 'Submit responses' }).click();
  await expect(first).toContainText('Submitted: the auditor reviews it.');
  await expect(first.getByRole('form')).toHaveCount(0);
  await auditee.context().close();

  // The dashboard counts it; the auditor reads it on the finding, photo included, and accepts it.
  await page.goto('/dashboard');
  await expect(page.getByText(/Responses to review: 2/)).toBeVisible();
  await page.goto(auditUrl);
  await expect(requests).toContainText('Responded');
  const responses = page.getByRole('region', { name: `Response from ${AUDITEE}`, exact: true });
  await expect(responses).toHaveCount(2);
  const response = responses.filter({ hasText: ROOT_CAUSE });
  await expect(response).toContainText(ROOT_CAUSE);
  await expect(response).toContainText('No check of the consent date before screening');
  await expect(response).toContainText('consent-log.png');
  await response.getByRole('button', { name: 'Accept' }).click();
  await expect(response).toContainText('Accepted');
  const handResponse = responses.filter({ hasText: 'The logger battery ran out over a weekend' });
  await handResponse.getByRole('button', { name: 'Accept' }).click();
  await expect(handResponse).toContainText('Accepted');
  await page.goto('/dashboard');
  await expect(page.getByText(/Responses to review: 0/)).toBeVisible();

  // The CAPA carries the auditee's plan; verified effective and closed, it closes the finding.
  await page.goto(reportUrl);
  const capa = page.getByRole('region', { name: 'CAPA' }).getByRole('article').first();
  await expect(capa).toContainText(ROOT_CAUSE);
  await expect(capa).toContainText('Dr. Lee');
  await closeCapa(page, capa, 'Next ten consents checked: all countersigned before screening.');
  await expect(capa).toContainText('Closed');
  await page.goto(auditUrl);
  const findings = page.getByRole('region', { name: 'Findings' });
  await expect(findings).toContainText('3 recorded, 2 open');

  // The hand-recorded finding's CAPA is on the audit's page, with the auditee's plan; closing it closes the finding.
  const handCapa = findings.getByRole('article', { name: HAND });
  await expect(handCapa).toContainText('Pharmacy lead');
  await closeCapa(page, handCapa, 'Logger read daily for a month: no gap.');
  await expect(handCapa).toContainText('Closed');
  await expect(findings).toContainText('3 recorded, 1 open');
});
