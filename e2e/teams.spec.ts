import fs from 'node:fs';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { Browser } from '@playwright/test';
import { expect, test, type Page } from './support/test';
import {
  axeAtBothWidths,
  expectNoAxeViolations,
  LOCAL_CODE,
  pressEscapeIn,
  signUpAs,
  table,
  uniqueEmail,
} from './support/helpers';
import { answer } from './support/reports';

/**
 * Issue 18 (Teams) end to end: an owner, a reviewer and a viewer, each in their own browser context, work in one
 * organisation. The reviewer and the viewer join through the invitation link read from the outbox.
 */

const PASSWORD = 'Teams-Owner-2026!';
const REVIEWER = { first: 'Grace', last: 'Hopper', password: 'Teams-Reviewer-2026!' };
const VIEWER = { first: 'Katherine', last: 'Johnson', password: 'Teams-Viewer-2026!' };
const OWNER_NAME = 'Ada Lovelace'; // signUpAs's name
const REVIEWER_NAME = `${REVIEWER.first} ${REVIEWER.last}`;
const TITLE = 'Site 212 team GCP report';
const AUDIT_TITLE = 'Site 212 monitoring visit';

const switcher = (page: Page) => page.getByRole('button', { name: /^Workspace:/ });

/** A person with their own browser context; `goto` waits for the app to hydrate, as support/test.ts does. */
async function newPerson(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    viewport: { width: 1280, height: 900 },
  });
  const page = await context.newPage();
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (await page.locator('#root').count())
      await page.locator('html[data-app-ready="true"]').waitFor({ state: 'attached' });
    return response;
  };
  return page;
}

/** Calls the API from the page as the app does: the user's token and the chosen workspace. */
function callApi(page: Page, method: string, path: string, body?: unknown): Promise<{ status: number; text: string }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const key = Object.keys(localStorage).find((k) => k.endsWith('.idToken'));
      const headers: Record<string, string> = { Authorization: `Bearer ${key ? localStorage.getItem(key) : ''}` };
      const workspace = localStorage.getItem('cq.workspace');
      if (workspace) headers['X-Workspace-Id'] = workspace;
      if (body !== undefined) headers['Content-Type'] = 'application/json';
      const res = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
      return { status: res.status, text: await res.text() };
    },
    { method, path, body },
  );
}

/** The invitation link in the mail sent to `email` (the local outbox stands in for SES). */
async function invitationLink(email: string): Promise<string> {
  let text = '';
  await expect
    .poll(async () => {
      const mail = (await table().partition('OUTBOX')).find(
        (m) => (m.to as string[]).includes(email) && String(m.subject).includes('invited'),
      );
      text = mail ? String(mail.text) : '';
      return text;
    })
    .toContain('/invitations/');
  const link = /(https?:\/\/\S+\/invitations\/\S+)/.exec(text)?.[1];
  expect(link, text).toBeTruthy();
  expect(link!.startsWith(`${process.env.E2E_BASE_URL}/invitations/`)).toBe(true);
  return link!;
}

/**
 * Signed out, opens the invitation link: sent to sign in, from there to sign up (the link kept as `next`), the
 * fixed local code, and back on the invitation page, which is then accepted.
 */
async function joinThroughLink(
  page: Page,
  link: string,
  person: { first: string; last: string; password: string },
  email: string,
  orgName: string,
  checkAxe = false,
) {
  // The link as mailed, opened directly (a fresh page load, not a client-side navigation).
  const opened = await page.goto(link);
  expect(opened?.status(), `${link} should serve the app`).toBe(200);
  await expect(page).toHaveURL(/\/sign-in\?next=%2Finvitations%2F/);
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/sign-up\?next=%2Finvitations%2F/);
  await page.getByLabel('First name').fill(person.first);
  await page.getByLabel('Last name').fill(person.last);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(person.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByLabel('Verification code').fill(LOCAL_CODE);
  await page.getByRole('button', { name: 'Verify and continue' }).click();

  await expect(page).toHaveURL(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Join an organisation' })).toBeVisible();
  await expect(page.getByText(`You are signed in as ${email}`)).toBeVisible();
  if (checkAxe) {
    await axeAtBothWidths(page);
    await page.setViewportSize({ width: 1280, height: 900 });
  }
  await page.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(switcher(page)).toHaveAccessibleName(`Workspace: ${orgName}`);
}

test('an owner invites a reviewer and a viewer; the reviewer approves what the owner wrote; the viewer only reads', async ({
  browser,
}) => {
  test.setTimeout(480_000); // three people, seven axe checks; slow when the machine is shared
  const ownerEmail = uniqueEmail('teams-owner');
  const reviewerEmail = uniqueEmail('teams-reviewer');
  const viewerEmail = uniqueEmail('teams-viewer');
  const orgName = `Hopper Lovelace QA ${Date.now().toString(36)}`;

  // 1. The owner signs up and creates the organisation from the workspace switcher.
  const owner = await newPerson(browser);
  await signUpAs(owner, ownerEmail, PASSWORD);
  await expect(switcher(owner)).toHaveAccessibleName('Workspace: Personal');
  for (const width of [360, 1280]) {
    await owner.setViewportSize({ width, height: width === 360 ? 780 : 900 });
    if (await switcher(owner).isVisible()) {
      await switcher(owner).click();
      const menu = owner.getByRole('menu');
      await expect(menu.getByRole('menuitemradio', { name: /Personal/ })).toBeChecked();
      await expect(menu.getByRole('menuitem', { name: 'New organisation' })).toBeVisible();
      await expectNoAxeViolations(owner);
      await pressEscapeIn(owner);
      await expect(menu).toHaveCount(0);
    } else {
      // Where the header has no room for it, the switcher is in the menu sheet.
      await owner.getByRole('button', { name: 'Open menu' }).click();
      const sheet = owner.getByRole('dialog').getByRole('group', { name: 'Workspace' });
      await expect(sheet.getByRole('button', { name: /Personal/ })).toBeVisible();
      await expect(sheet.getByRole('button', { name: 'New organisation' })).toBeVisible();
      await expectNoAxeViolations(owner);
      await pressEscapeIn(owner);
      await expect(sheet).toHaveCount(0);
    }
  }
  await switcher(owner).click();
  await owner.getByRole('menuitem', { name: 'New organisation' }).click();
  const create = owner.getByRole('dialog', { name: 'New organisation' });
  await create.getByLabel('Organisation name').fill(orgName);
  await create.getByRole('button', { name: 'Create organisation' }).click();
  await expect(create).toHaveCount(0);
  await expect(owner).toHaveURL(/\/org\/settings$/);
  await expect(owner.getByRole('heading', { level: 1, name: orgName })).toBeVisible();
  await expect(switcher(owner)).toHaveAccessibleName(`Workspace: ${orgName}`);
  // The switcher lists the organisation with the owner's role, checked.
  await switcher(owner).click();
  await expect(owner.getByRole('menuitemradio', { name: new RegExp(`${orgName}.*Owner`) })).toBeChecked();
  await pressEscapeIn(owner);
  await expect(owner.getByRole('row').filter({ hasText: ownerEmail })).toContainText('Owner');
  await axeAtBothWidths(owner);
  await owner.setViewportSize({ width: 1280, height: 900 });

  // 2. The owner invites a reviewer and a viewer.
  const invite = owner.getByRole('form', { name: 'Invite a member' });
  for (const [email, role] of [
    [reviewerEmail, 'reviewer'],
    [viewerEmail, 'viewer'],
  ] as const) {
    await invite.getByLabel('E-mail').fill(email);
    await invite.getByLabel('Role').selectOption(role);
    const sent = owner.waitForResponse(
      (r) => r.request().method() === 'POST' && /\/api\/orgs\/[^/]+\/invitations$/.test(r.url()),
    );
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    expect((await sent).status()).toBe(201);
    const pending = owner.getByRole('region', { name: 'Pending invitations' });
    await expect(pending.getByRole('listitem').filter({ hasText: email })).toContainText(
      role === 'reviewer' ? 'Reviewer' : 'Viewer',
    );
  }
  await axeAtBothWidths(owner);
  await owner.setViewportSize({ width: 1280, height: 900 });
  const reviewerLink = await invitationLink(reviewerEmail);
  const viewerLink = await invitationLink(viewerEmail);

  // 3. The reviewer, signed out in a fresh browser, follows the link, signs up, comes back and accepts.
  const reviewer = await newPerson(browser);
  await joinThroughLink(reviewer, reviewerLink, REVIEWER, reviewerEmail, orgName, true);
  // The owner's settings now list the reviewer as a member (and no longer as pending).
  await owner.reload();
  await expect(owner.getByRole('row').filter({ hasText: reviewerEmail })).toContainText('Reviewer');

  // 4. The owner creates an audit and writes a report in the organisation.
  await owner.goto('/audits');
  await owner.getByRole('button', { name: 'New Audit' }).click();
  const newAudit = owner.getByRole('dialog', { name: 'New Audit' });
  await newAudit.getByLabel('Title').fill(AUDIT_TITLE);
  await newAudit.getByLabel('Type').selectOption('clinical_trial');
  await newAudit.getByRole('button', { name: 'Create Audit' }).click();
  await expect(newAudit).toHaveCount(0);
  await expect(owner.getByRole('heading', { name: AUDIT_TITLE })).toBeVisible();

  await owner.goto('/audit-reports');
  await expect(owner.getByRole('heading', { name: 'Start a new report' })).toBeVisible();
  await owner.getByRole('radio', { name: /GCP Site Audit/ }).check();
  await owner.getByLabel('Report title').fill(TITLE);
  await owner.getByRole('button', { name: 'Start Report' }).click();
  await expect(owner.getByRole('heading', { name: 'Checklist' })).toBeFocused();
  await answer(owner, 1, 'Non-Compliant');
  await owner.getByLabel('Notes for question 1').fill('One consent form signed after screening.');
  for (const n of [2, 3, 4, 5]) await answer(owner, n, 'Compliant');
  await expect(owner.getByText('All answers saved')).toBeVisible();
  await owner.getByRole('button', { name: 'Generate AI Report' }).click();
  await expect(owner.getByRole('heading', { name: 'Review' })).toBeFocused();
  await owner.getByRole('button', { name: 'Complete Report' }).click();
  await expect(owner.getByRole('heading', { name: 'Report completed' })).toBeFocused();
  await owner.getByRole('link', { name: 'Open Report to Sign' }).click();
  await expect(owner.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  const reportPath = new URL(owner.url()).pathname;
  const reportId = reportPath.split('/').pop()!;

  // The owner names the reviewer.
  const reviewerSelect = owner.getByLabel('Reviewer', { exact: true });
  await reviewerSelect.selectOption({ label: REVIEWER_NAME });
  await owner.getByRole('button', { name: 'Save Reviewer' }).click();
  await expect(owner.getByRole('button', { name: 'Save Reviewer' })).toHaveCount(0);
  await expect(owner.getByLabel('Reviewer', { exact: true }).locator('option:checked')).toHaveText(REVIEWER_NAME);

  // The owner wrote it, so cannot approve it: the page and the dialog say why, and the API refuses.
  const refusal = 'You wrote or answered this report, so you cannot sign it as "Approved"';
  await expect(owner.getByText(refusal)).toBeVisible();
  await owner.getByRole('button', { name: 'Sign Report' }).click();
  const ownerSign = owner.getByRole('dialog', { name: 'Sign Report' });
  await expect(ownerSign.getByRole('radio', { name: /Approved/ })).toBeDisabled();
  await expect(ownerSign.getByText(`Not available: ${refusal}`)).toBeVisible();
  await expect(ownerSign.getByRole('radio', { name: /Authored/ })).toBeChecked();
  await expectNoAxeViolations(owner);
  const current = JSON.parse((await callApi(owner, 'GET', `/api/audit-reports/${reportId}`)).text) as {
    version: number;
  };
  const forced = await callApi(owner, 'POST', `/api/audit-reports/${reportId}/approve`, {
    version: current.version,
    password: PASSWORD,
    meaning: 'Approved',
  });
  expect(forced.status).toBe(403);
  expect(forced.text).toContain('cannot sign it as');

  // The owner signs as the author (their first signature: the statement is ticked once): recorded, the report
  // stays Completed.
  await ownerSign.getByRole('checkbox', { name: /legally binding equivalent of my handwritten signature/ }).check();
  await ownerSign.getByLabel('Password').fill(PASSWORD);
  await ownerSign.getByRole('button', { name: 'Sign Report' }).click();
  await expect(ownerSign).toHaveCount(0);
  const signatures = (page: Page) => page.getByRole('list', { name: 'Signatures' });
  await expect(signatures(owner).getByRole('article', { name: `Authored by ${OWNER_NAME}` })).toBeVisible();
  await expect(owner.getByText('The report is approved and can no longer change.')).toHaveCount(0);

  // 5. The reviewer opens the report and approves it with their password.
  await reviewer.goto(reportPath);
  await expect(reviewer.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(reviewer.getByText(`Created by${OWNER_NAME}`)).toBeVisible();
  await reviewer.getByRole('button', { name: 'Sign Report' }).click();
  const reviewerSign = reviewer.getByRole('dialog', { name: 'Sign Report' });
  await expect(reviewerSign.getByRole('radio', { name: /Approved/ })).toBeEnabled();
  await reviewerSign.getByRole('radio', { name: /Approved/ }).check();
  await reviewerSign.getByRole('checkbox', { name: /legally binding equivalent of my handwritten signature/ }).check();
  await reviewerSign.getByLabel('Password').fill(REVIEWER.password);
  await reviewerSign.getByRole('button', { name: 'Sign Report' }).click();
  await expect(reviewerSign).toHaveCount(0);
  await expect(reviewer.getByText('The report is approved and can no longer change.')).toBeVisible();
  const authored = signatures(reviewer).getByRole('article', { name: `Authored by ${OWNER_NAME}` });
  const approved = signatures(reviewer).getByRole('article', { name: `Approved by ${REVIEWER_NAME}` });
  await expect(authored).toContainText(`Printed name${OWNER_NAME}`);
  await expect(authored).toContainText(`E-mail${ownerEmail}`);
  await expect(authored).toContainText('MeaningAuthored');
  await expect(approved).toContainText('Signed: Approved');
  await expect(approved).toContainText(`Printed name${REVIEWER_NAME}`);
  await expect(approved).toContainText(`E-mail${reviewerEmail}`);
  await expect(approved).toContainText('MeaningApproved');
  await expect(signatures(reviewer).getByRole('article')).toHaveCount(2);
  await axeAtBothWidths(reviewer);
  await reviewer.setViewportSize({ width: 1280, height: 900 });
  // The owner sees it approved too.
  await owner.reload();
  await expect(owner.getByText('The report is approved and can no longer change.')).toBeVisible();
  await expect(signatures(owner).getByRole('article', { name: `Approved by ${REVIEWER_NAME}` })).toBeVisible();

  // 6. The PDF carries both signatures: names and meanings.
  const [file] = await Promise.all([
    reviewer.waitForEvent('download'),
    reviewer.getByRole('button', { name: `Download ${TITLE} as PDF` }).click(),
  ]);
  const bytes = fs.readFileSync((await file.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const doc = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const words: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    words.push(...content.items.map((item) => ('str' in item ? item.str : '')));
  }
  const pdfText = words.join(' ').replace(/\s+/g, ' ');
  expect(pdfText).toContain(`Authored by ${OWNER_NAME}`);
  expect(pdfText).toContain(`Approved by ${REVIEWER_NAME}`);

  // 7. The viewer joins through their own link and reads everything, with no control that writes.
  const viewer = await newPerson(browser);
  await joinThroughLink(viewer, viewerLink, VIEWER, viewerEmail, orgName);
  await viewer.goto('/audits');
  await expect(switcher(viewer)).toHaveAccessibleName(`Workspace: ${orgName}`);
  await expect(viewer.getByRole('heading', { name: AUDIT_TITLE })).toBeVisible();
  await expect(viewer.getByRole('button', { name: 'New Audit' })).toHaveCount(0);
  await expect(viewer.getByRole('button', { name: 'Create Audit' })).toHaveCount(0);

  await viewer.goto('/audit-reports');
  await expect(viewer.getByText(/^View only:/)).toBeVisible();
  await expect(viewer.getByRole('heading', { name: TITLE })).toBeVisible();
  await expect(viewer.getByRole('button', { name: 'Start Report' })).toHaveCount(0);
  await expect(viewer.getByLabel('Report title')).toHaveCount(0);
  await expect(viewer.getByRole('link', { name: `Edit ${TITLE}` })).toHaveCount(0);
  await expect(viewer.getByRole('button', { name: `Delete ${TITLE}` })).toHaveCount(0);

  await viewer.getByRole('link', { name: `View ${TITLE}` }).click();
  await expect(viewer.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(viewer.getByText(/^View only:/)).toBeVisible();
  await expect(signatures(viewer).getByRole('article')).toHaveCount(2);
  await expect(viewer.getByRole('region', { name: 'CAPA' }).getByRole('article').first()).toBeVisible();
  await expect(viewer.getByRole('button', { name: 'Sign Report' })).toHaveCount(0);
  for (const move of ['Submit for Review', 'Back to In Progress', 'Complete Report', 'Start Work', 'Save Reviewer'])
    await expect(viewer.getByRole('button', { name: move })).toHaveCount(0);
  await expect(viewer.getByLabel('Reviewer', { exact: true })).toHaveCount(0);
  await expect(viewer.getByText(`Reviewer: ${REVIEWER_NAME}`)).toBeVisible();
  // Reading is allowed; the server refuses the viewer's writes whatever the screen shows.
  await expect(viewer.getByRole('button', { name: `Download ${TITLE} as PDF` })).toBeEnabled();
  const write = await callApi(viewer, 'POST', '/api/audits', { title: 'Not allowed', type: 'compliance' });
  expect(write.status).toBe(403);

  for (const page of [owner, reviewer, viewer]) await page.context().close();
});
