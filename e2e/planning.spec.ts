import ICAL from 'ical.js';
import { expect, test } from './support/test';
import { axeAtBothWidths, signUpAs, uniqueEmail } from './support/helpers';

const PASSWORD = 'Hopper-Planning-2026!';

/** A calendar day `offset` days from today, in the browser's (and this machine's) time zone. */
const day = (offset: number) => {
  const d = new Date(Date.now() + offset * 86_400_000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

test('a planner records an auditee and a study, plans an audit with them, sees it in the calendar and its feed', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signUpAs(page, uniqueEmail('planning'), PASSWORD);
  await page.setViewportSize({ width: 1280, height: 900 });

  // The auditee and the study the audit will name.
  await page.goto('/auditees');
  await page.getByRole('button', { name: 'New auditee' }).click();
  const auditeeDialog = page.getByRole('dialog', { name: 'New auditee' });
  await auditeeDialog.getByLabel('Name', { exact: true }).fill('Cork Clinical Research Unit');
  await auditeeDialog.getByLabel('Kind', { exact: true }).selectOption({ label: 'Investigator site' });
  await auditeeDialog.getByLabel('Country', { exact: true }).fill('Ireland');
  await auditeeDialog.getByRole('button', { name: 'Create auditee' }).click();
  await expect(auditeeDialog).toHaveCount(0);
  await page.getByRole('button', { name: 'New study' }).click();
  const studyDialog = page.getByRole('dialog', { name: 'New study' });
  await studyDialog.getByLabel('Protocol number', { exact: true }).fill('PLAN-204');
  await studyDialog.getByLabel('Title', { exact: true }).fill('Cardio outcomes study');
  await studyDialog.getByLabel('Phase', { exact: true }).selectOption({ label: 'Phase III' });
  await studyDialog.getByRole('button', { name: 'Create study' }).click();
  await expect(studyDialog).toHaveCount(0);

  // Plan the audit: a scheduled audit cannot start in the past (the API's words), and ends on or after its start.
  const start = day(9);
  const end = day(11);
  await page.goto('/audits');
  await page.getByRole('button', { name: 'New Audit' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New Audit' });
  await dialog.getByLabel('Title', { exact: true }).fill('Cork routine GCP audit');
  await dialog.getByLabel('Type', { exact: true }).selectOption('clinical_trial');
  await dialog.getByLabel('Status', { exact: true }).selectOption('scheduled');
  await dialog.getByLabel('Auditee', { exact: true }).selectOption({ label: 'Cork Clinical Research Unit' });
  await dialog.getByLabel('Study', { exact: true }).selectOption({ label: 'PLAN-204 — Cardio outcomes study' });
  await dialog.getByLabel('Mode', { exact: true }).selectOption({ label: 'On-site' });
  await dialog.getByLabel('Planned start', { exact: true }).fill(day(-2));
  await dialog.getByRole('button', { name: 'Create Audit' }).click();
  await expect(dialog.getByText('Planned start date cannot be in the past')).toBeVisible();
  await dialog.getByLabel('Planned start', { exact: true }).fill(start);
  await dialog.getByLabel('Planned end', { exact: true }).fill(day(8));
  await dialog.getByRole('button', { name: 'Create Audit' }).click();
  await expect(dialog.getByText('Planned end date cannot be before the planned start date')).toBeVisible();
  await dialog.getByLabel('Planned end', { exact: true }).fill(end);
  await dialog.getByLabel('Scope', { exact: true }).fill('Informed consent, SAE reporting and IP accountability');
  await dialog.getByRole('button', { name: 'Create Audit' }).click();
  await expect(dialog).toHaveCount(0);

  // The audit page shows the plan, the auditee linked.
  await page.getByRole('link', { name: 'Cork routine GCP audit' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cork routine GCP audit' })).toBeVisible();
  const auditUrl = page.url();
  const plan = page.getByRole('region', { name: 'Plan', exact: true });
  await expect(plan.getByRole('link', { name: 'Cork Clinical Research Unit' })).toBeVisible();
  await expect(plan).toContainText('PLAN-204 — Cardio outcomes study');
  await expect(plan).toContainText('On-site');
  await expect(plan).toContainText('Informed consent, SAE reporting and IP accountability');
  await axeAtBothWidths(page);

  // The auditee's page lists it.
  await page.setViewportSize({ width: 1280, height: 900 });
  await plan.getByRole('link', { name: 'Cork Clinical Research Unit' }).click();
  await expect(
    page.getByRole('list', { name: 'Audits' }).getByRole('link', { name: 'Cork routine GCP audit' }),
  ).toBeVisible();
  await expect(page.getByRole('list', { name: 'Studies of this auditee' })).toContainText('PLAN-204');

  // The calendar: in the month grid on its days, and in the list with its auditee.
  await page.getByRole('navigation', { name: 'Workspace' }).getByRole('link', { name: 'Calendar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Audit calendar' })).toBeVisible();
  await page.goto(`/calendar?month=${start.slice(0, 7)}&view=month`);
  const grid = page.getByRole('table', { name: /Audits planned in/ });
  await expect(grid.getByRole('link', { name: /Cork routine GCP audit/ }).first()).toBeVisible();
  await axeAtBothWidths(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: 'List' }).click();
  const list = page.getByRole('list', { name: 'Planned audits' });
  await expect(list.getByRole('listitem').filter({ hasText: 'Cork routine GCP audit' })).toContainText(
    'Cork Clinical Research Unit',
  );
  await axeAtBothWidths(page);
  // Keyboard: the month buttons and the audit links are reached and used from the keyboard.
  // Each press waits for its month's heading: the router applies a navigation in a transition, so a press that comes
  // before the page shows the next month would count from the month still shown.
  const [year, monthNumber] = start.split('-').map(Number) as [number, number];
  const monthName = (offset: number) =>
    new Date(Date.UTC(year, monthNumber - 1 + offset, 1)).toLocaleDateString('en-US', {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
  const monthHeading = (offset: number) =>
    page.getByRole('heading', { level: 2, name: monthName(offset), exact: true });
  await page.getByRole('button', { name: 'Next month' }).focus();
  await page.keyboard.press('Enter');
  await expect(monthHeading(1)).toBeVisible();
  await page.getByRole('button', { name: 'Previous month' }).focus();
  await page.keyboard.press('Enter');
  await expect(monthHeading(0)).toBeVisible();
  await expect(list.getByRole('link', { name: 'Cork routine GCP audit' })).toBeVisible();

  // The private feed, made in Settings and read as a calendar program would.
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Create feed URL' }).click();
  const feedUrl = await page.getByLabel('Feed URL', { exact: true }).inputValue();
  expect(feedUrl).toMatch(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  const res = await page.request.get(new URL(feedUrl).pathname);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('text/calendar');
  const calendar = new ICAL.Component(ICAL.parse(await res.text()));
  const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
  expect(events).toHaveLength(1);
  const [event] = events;
  expect(event!.summary).toBe('Cork routine GCP audit — Cork Clinical Research Unit');
  expect(event!.uid).toMatch(/^audit-[0-9a-f-]{36}@/);
  expect(event!.startDate.toString()).toBe(start);
  expect(event!.endDate.toString()).toBe(day(12));
  expect(event!.location).toBe('Ireland');
  expect(String(event!.component.getFirstPropertyValue('url'))).toBe(
    `${new URL(feedUrl).origin}${new URL(auditUrl).pathname}`,
  );

  // Renewed, the old URL stops working.
  await page.getByRole('button', { name: 'Renew feed URL' }).click();
  await expect(page.getByLabel('Feed URL', { exact: true })).not.toHaveValue(feedUrl);
  expect((await page.request.get(new URL(feedUrl).pathname)).status()).toBe(404);
});

test('the month buttons count every press, even presses sent before the page shows the last one (a held Enter)', async ({
  page,
}) => {
  await signUpAs(page, uniqueEmail('calendar-keys'), PASSWORD);
  await page.goto('/calendar?month=2027-01&view=list');
  await expect(page.getByRole('heading', { level: 2, name: 'January 2027' })).toBeVisible();
  await page.getByRole('button', { name: 'Next month' }).focus();
  for (let i = 0; i < 3; i++) await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: 'April 2027' })).toBeVisible();
  await expect(page).toHaveURL(/month=2027-04&view=list/);
  await page.getByRole('button', { name: 'Previous month' }).focus();
  for (let i = 0; i < 5; i++) await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: 'November 2026' })).toBeVisible();
  await expect(page).toHaveURL(/month=2026-11&view=list/);
});
