import fs from 'node:fs';
import { expect, test, type Page } from './support/test';
import { axeAtBothWidths, makePro, signUpAs, uniqueEmail, userId } from './support/helpers';

/**
 * Issue 21 end to end: a Free workspace sees the programme and findings of the last 30 days and CAPA health
 * locked with the way to Pro; on Pro the page opens on the last 12 months, a filter narrows the programme, the
 * table holds the chart's rows and the CSV download is exactly that table; then a range of one month with the
 * filter on, and a ranking's chart, table and CSV.
 */
const PASSWORD = 'Analytics-2026!';
const today = () => new Date().toISOString().slice(0, 10);

/** A write from the page with the user's own token, as the app makes it. */
const send = (page: Page, method: string, path: string, body: unknown) =>
  page.evaluate(
    async ([verb, url, data]) => {
      const key = Object.keys(localStorage).find((k) => k.endsWith('.idToken'));
      const res = await fetch(url as string, {
        method: verb as string,
        headers: { Authorization: `Bearer ${localStorage.getItem(key!)}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(data),
      });
      return (await res.json()) as { id: string; version: number; status: string };
    },
    [method, path, body] as const,
  );
const post = (page: Page, path: string, body: unknown) => send(page, 'POST', path, body);

/**
 * A GCP site report on the audit, answered and completed: it raises three findings (Informed Consent, Data
 * Integrity, Documentation), two of them with a CAPA, all under the audit's type.
 */
async function completedSiteReport(page: Page, auditId: string) {
  const report = await post(page, '/api/audit-reports', { type: 'gcp_site_audit', title: 'Site visit', auditId });
  let r = await send(page, 'PUT', `/api/audit-reports/${report.id}/responses`, {
    version: 1,
    responses: [
      { questionId: 'site-1', response: 'non_compliant', notes: 'Two participants consented on version 2.' },
      { questionId: 'site-2', response: 'compliant' },
      { questionId: 'site-3', response: 'minor_finding', notes: 'One unsigned correction.' },
      { questionId: 'site-4', response: 'not_applicable' },
      { questionId: 'site-5', response: 'non_compliant' },
    ],
  });
  for (const status of ['review', 'completed'])
    r = await send(page, 'PATCH', `/api/audit-reports/${report.id}`, { version: r.version, status });
  expect(r.status).toBe('completed');
}

/** A table's header and body cells as CSV lines (RFC 4180 quoting; '—' is an empty cell). */
const tableAsCsv = (page: Page, name: string) =>
  page
    .getByRole('region', { name: `${name} table` })
    .locator('tr')
    .evaluateAll((rows) =>
      rows.map((r) =>
        [...r.querySelectorAll('th,td')]
          .map((c) => (c.textContent === '—' ? '' : (c.textContent ?? '')))
          .map((t) => (/[",]/.test(t) ? `"${t.replace(/"/g, '""')}"` : t))
          .join(','),
      ),
    );

test('analytics: Free preview, then on Pro a range, a filter, the table and its CSV', async ({ page }) => {
  test.setTimeout(180_000);
  await signUpAs(page, uniqueEmail('analytics'), PASSWORD);
  const audit = await post(page, '/api/audits', {
    title: 'Pharmacy visit',
    type: 'pharmacy',
    status: 'in_progress',
    plannedStart: today(),
  });
  await post(page, '/api/audits', {
    title: 'Ward visit',
    type: 'hospital',
    status: 'in_progress',
    plannedStart: today(),
  });
  await post(page, `/api/audits/${audit.id}/findings`, { title: 'Fridge log gaps', severity: 'high' });
  const ward = await post(page, '/api/audits', {
    title: 'Ward report visit',
    type: 'hospital',
    status: 'in_progress',
  });
  await completedSiteReport(page, ward.id);

  // Free: the last 30 days, CAPA health locked with a link to /subscribe. The account menu leads there.
  await page.getByRole('button', { name: /^Account menu for/ }).click();
  await page.getByRole('menuitem', { name: /Analytics/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
  await expect(
    page.getByText('On Free, analytics cover the last 30 days. Pro shows any range and every chart.'),
  ).toBeVisible();
  await expect(page.getByLabel('From')).toBeDisabled();
  await expect(page.getByRole('link', { name: 'Upgrade to Pro to see CAPA health' })).toHaveAttribute(
    'href',
    '/subscribe',
  );
  await expect(page.locator('figcaption', { hasText: /Totals — Planned: 2/ })).toBeVisible();
  await axeAtBothWidths(page);

  // Pro: the last 12 months by default.
  await makePro(await userId(page));
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.reload();
  const now = new Date();
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11, 1)).toISOString().slice(0, 10);
  await expect(page.getByLabel('From')).toHaveValue(first);
  await expect(page.getByRole('heading', { name: 'CAPA health' })).toBeVisible();
  await expect(page.locator('figcaption', { hasText: /12 months from .* Totals — Planned: 2/ })).toBeVisible();

  // A filter: pharmacy audits only; findings say the filter does not apply to them.
  await page.getByLabel('Audit type').selectOption({ label: 'Pharmacy' });
  await expect(
    page.locator('figcaption', { hasText: /12 months from .* Totals — Planned: 1, Completed: 0/ }),
  ).toBeVisible();
  await expect(
    page.getByText('Filters do not apply to this chart yet: it shows the whole workspace.').first(),
  ).toBeVisible();

  // The table and the CSV download hold the same rows.
  const programme = page.getByRole('group', { name: 'Audit programme view' });
  await programme.getByRole('button', { name: 'Show table' }).click();
  const month = today().slice(0, 7);
  await expect(page.getByRole('row', { name: new RegExp(`^${month} 1 0 0`) })).toBeVisible();
  const shown = await tableAsCsv(page, 'Audit programme');
  expect(shown).toHaveLength(13);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    programme.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`analytics-programme-${first}-${today()}.csv`);
  const csv = fs.readFileSync((await download.path())!, 'utf8');
  expect(csv.trimEnd().split('\r\n')).toEqual(shown);

  // A range of this month alone, with the pharmacy filter still on: one row, and its CSV says the same.
  const monthStart = `${month}-01`;
  await page.getByLabel('From').fill(monthStart);
  const oneMonth = page.getByRole('region', { name: 'Audit programme table' });
  await expect(oneMonth.getByRole('row')).toHaveCount(2);
  await expect(oneMonth.getByRole('row', { name: new RegExp(`^${month} 1 0 0`) })).toBeVisible();
  expect(await downloadedCsv(page, 'Audit programme')).toEqual(await tableAsCsv(page, 'Audit programme'));

  // A ranking is charted too (with its words beside it), and its table and CSV hold the same rows.
  const ageing = page.getByRole('group', { name: 'Findings ageing, open and closed view' });
  await expect(
    page.locator('figcaption', { hasText: /^4 rows in the table's order\. First — Age 0-30 days: Open: 1/ }),
  ).toBeVisible();
  await ageing.getByRole('button', { name: 'Show table' }).click();
  await expect(page.getByRole('region', { name: 'Findings ageing, open and closed table' })).toBeVisible();
  expect(await downloadedCsv(page, 'Findings ageing, open and closed')).toEqual(
    await tableAsCsv(page, 'Findings ageing, open and closed'),
  );
  await expect(
    page.getByText('Team workload is kept for organisations: switch to an organisation to see it.'),
  ).toBeVisible();

  // The rankings and CAPA health take the filter too: under Hospital, the site report's three questions and its
  // two CAPAs; under Pharmacy (its findings by hand have no checklist question) none; the CSV is the table.
  await page.getByLabel('Audit type').selectOption({ label: 'Hospital' });
  const top = page.getByRole('group', { name: 'Top 10 questions most often non-compliant view' });
  await expect(
    page.locator('figcaption', { hasText: /^3 rows in the table's order\. First — Question/ }),
  ).toBeVisible();
  await top.getByRole('button', { name: 'Show table' }).click();
  const topTable = page.getByRole('region', { name: 'Top 10 questions most often non-compliant table' });
  await expect(topTable.getByRole('row')).toHaveCount(4);
  expect(await downloadedCsv(page, 'Top 10 questions most often non-compliant')).toEqual(
    await tableAsCsv(page, 'Top 10 questions most often non-compliant'),
  );
  // The CAPAs fall due after today: the range runs on to take them in.
  await page.getByLabel('To', { exact: true }).fill(new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10));
  const capa = page.getByRole('group', { name: 'CAPA health view' });
  await capa.getByRole('button', { name: 'Show table' }).click();
  const capaTable = page.getByRole('region', { name: 'CAPA health table' });
  await expect(capaTable.getByRole('row', { name: /^\d{4}-\d{2} 2 0 0 2 / })).toHaveCount(1);
  expect(await downloadedCsv(page, 'CAPA health')).toEqual(await tableAsCsv(page, 'CAPA health'));
  await page.getByLabel('Audit type').selectOption({ label: 'Pharmacy' });
  await expect(topTable).toHaveCount(0);
  await expect(page.getByText('Nothing in this range.').first()).toBeVisible();
  await axeAtBothWidths(page);
});

/** The CSV a card downloads, as lines. */
async function downloadedCsv(page: Page, title: string) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page
      .getByRole('group', { name: `${title} view` })
      .getByRole('button', { name: 'Download CSV' })
      .click(),
  ]);
  return fs
    .readFileSync((await download.path())!, 'utf8')
    .trimEnd()
    .split('\r\n');
}
