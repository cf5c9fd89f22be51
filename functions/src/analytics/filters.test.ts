import { beforeAll, describe, expect, it } from 'vitest';
import { analyticsCsv } from '@cq/shared/analytics/columns';
import type { AnalyticsTable } from '@cq/shared/analytics/schemas';
import { templateOfReport } from '@cq/shared/templates/builtInIds';
import { invoke, useTestTable, type Caller } from '../../test/harness';
import { completedSiteReport } from '../../test/reportFixtures';
import { at, ok, rows, series, signUpCallers } from '../../test/analyticsClient';

/**
 * The filters (auditee, audit type, template, auditor) of the findings rankings and the CAPA tables (issue 21).
 * Harbour's clinical-trial audit (led by the caller) and Quay's hospital audit each complete a site report on
 * 10 January (three findings: site-1 Informed Consent, site-3 Data Integrity, site-5 Documentation; two of them
 * with a CAPA due 30 days later); Quay also gets a finding by hand and a visit completed without a report.
 */
useTestTable();

const pro: Caller = { sub: 'filters-pro', email: 'filters-pro@example.com' };
const other: Caller = { sub: 'filters-other', email: 'filters-other@example.com' };
const free: Caller = { sub: 'filters-free', email: 'filters-free@example.com' };
const JAN_MAR = { from: '2026-01-01', to: '2026-03-31' };
const SITE_TEMPLATE = templateOfReport({ templateId: null, type: 'gcp_site_audit' });
let harbour = '';
let quay = '';
let elsewhere = '';
let due = '';
let quayReport = '';

const auditee = async (caller: Caller, name: string) =>
  (await ok<{ id: string }>(caller, 'POST', '/api/auditees', { name, kind: 'site' }, 201)).id;
const audit = async (caller: Caller, body: Record<string, unknown>) =>
  (await ok<{ id: string }>(caller, 'POST', '/api/audits', { title: 'Visit', status: 'in_progress', ...body }, 201)).id;

beforeAll(async () => {
  await signUpCallers([pro, other], [free]);
  harbour = await auditee(pro, 'Harbour Site');
  quay = await auditee(pro, 'Quay Site');
  at('2026-01-10T09:00:00Z');
  const h = await audit(pro, { type: 'clinical_trial', auditeeId: harbour, leadAuditorId: pro.sub });
  const report = await completedSiteReport(pro, h);
  const capas = await ok<Array<{ dueDate: string }>>(pro, 'GET', `/api/audit-reports/${report.id}/capas`, undefined);
  due = capas[0]!.dueDate;
  const q = await audit(pro, { type: 'hospital', auditeeId: quay });
  quayReport = (await completedSiteReport(pro, q)).id;
  await ok(pro, 'POST', `/api/audits/${q}/findings`, { title: 'Fridge log', severity: 'high' }, 201);
  const visit = await audit(pro, { type: 'hospital', auditeeId: quay });
  await ok(pro, 'PATCH', `/api/audits/${visit}`, { version: 1, status: 'completed' });
  // Another workspace: the same report on its own auditee.
  elsewhere = await auditee(other, 'Elsewhere Site');
  await completedSiteReport(other, await audit(other, { type: 'hospital', auditeeId: elsewhere }));
  at('2026-03-20T12:00:00Z');
}, 120_000);

const view = (name: string, query: Record<string, string>, caller = pro) =>
  rows(caller, name.split('/')[0]!, {
    ...JAN_MAR,
    ...query,
    ...(name.includes('/') ? { view: name.split('/')[1]! } : {}),
  });
const categories = (n: number) =>
  ['Data Integrity', 'Documentation', 'Informed Consent'].map((category) =>
    expect.objectContaining({ category, total: n }),
  );

describe('findings rankings, filtered', () => {
  it('by-category and top-questions count only the findings raised under the filter value', async () => {
    expect(await view('findings/by-category', {})).toEqual(categories(2));
    const filters: Array<Record<string, string>> = [
      { type: 'clinical_trial' },
      { auditeeId: harbour },
      { auditorId: pro.sub },
      { type: 'hospital' },
    ];
    for (const filter of filters)
      expect(await view('findings/by-category', filter), JSON.stringify(filter)).toEqual(categories(1));
    expect(await view('findings/by-category', { templateId: SITE_TEMPLATE })).toEqual(categories(2));
    expect(await view('findings/by-category', { templateId: 'tpl-none' })).toEqual([]);
    const top = await view('findings/top-questions', { auditeeId: quay });
    expect(top.map((r) => [r.rank, r.questionId, r.findings])).toEqual([
      [1, 'site-3', 1],
      [2, 'site-5', 1],
      [3, 'site-1', 1],
    ]);
    // The question's words as its findings were titled, as unfiltered.
    expect(top.map((r) => r.question)).toEqual((await view('findings/top-questions', {})).map((r) => r.question));
  });

  it('by-auditee: findings over audits done under the filter value (under a template, its reports)', async () => {
    expect(await view('findings/by-auditee', { type: 'hospital' })).toEqual([
      { rank: 1, auditee: 'Quay Site', auditeeId: quay, audits: 1, findings: 3, perAudit: 3 },
    ]);
    expect(await view('findings/by-auditee', { auditeeId: harbour })).toEqual([
      { rank: 1, auditee: 'Harbour Site', auditeeId: harbour, audits: 0, findings: 3, perAudit: null },
    ]);
    expect(await view('findings/by-auditee', { templateId: SITE_TEMPLATE })).toEqual([
      { rank: 1, auditee: 'Harbour Site', auditeeId: harbour, audits: 1, findings: 3, perAudit: 3 },
      { rank: 2, auditee: 'Quay Site', auditeeId: quay, audits: 1, findings: 3, perAudit: 3 },
    ]);
  });
});

describe('CAPA health, filtered', () => {
  const dueMonth = () => due.slice(0, 7);
  it('by month counts only the CAPAs of findings raised under the filter value', async () => {
    const dueOf = async (query: Record<string, string>) =>
      (await view('capa', query)).find((r) => r.month === dueMonth())!.due;
    expect(await dueOf({})).toBe(4);
    expect(await dueOf({ type: 'clinical_trial' })).toBe(2);
    expect(await dueOf({ auditeeId: quay })).toBe(2);
    expect(await dueOf({ auditorId: pro.sub })).toBe(2);
    expect(await dueOf({ templateId: SITE_TEMPLATE })).toBe(4);
    expect(await dueOf({ auditeeId: elsewhere })).toBe(0);
  });

  it('overdue by owner counts only the filter value’s open CAPAs', async () => {
    expect(await view('capa/overdue-by-owner', {})).toEqual([{ owner: 'Not assigned', overdue: 4, oldestDue: due }]);
    expect(await view('capa/overdue-by-owner', { type: 'hospital' })).toEqual([
      { owner: 'Not assigned', overdue: 2, oldestDue: due },
    ]);
    expect(await view('capa/overdue-by-owner', { auditorId: 'someone-else' })).toEqual([]);
  });
});

describe('filters across workspaces and plans', () => {
  it("never counts another workspace's records, whatever the filter names", async () => {
    expect(await view('findings/by-category', { auditeeId: elsewhere })).toEqual([]);
    expect(await view('findings/by-auditee', { type: 'hospital' }, other)).toEqual([
      expect.objectContaining({ auditeeId: elsewhere, findings: 3 }),
    ]);
    expect(await view('findings/top-questions', { auditeeId: harbour }, other)).toEqual([]);
    expect((await view('capa', { type: 'hospital' }, other)).reduce((n, r) => n + Number(r.due), 0)).toBe(2);
  });

  it('the CSV is exactly the filtered table', async () => {
    const tables = [
      'findings/by-category',
      'findings/top-questions',
      'findings/by-auditee',
      'capa',
      'capa/overdue-by-owner',
    ];
    for (const table of tables) {
      const [name, viewName] = table.split('/');
      const query = { ...JAN_MAR, type: 'hospital', ...(viewName ? { view: viewName } : {}) };
      const res = await series(pro, name!, { ...query, format: 'csv' });
      expect(res.status).toBe(200);
      const csv = res.raw.toString('utf8');
      expect(csv).toBe(analyticsCsv(table as AnalyticsTable, await rows(pro, name!, query)));
      expect(csv).not.toContain('Harbour');
    }
  });

  it('Free asking a Pro table with a filter gets 403 with the reason', async () => {
    const recent = { from: '2026-03-01', to: '2026-03-20' };
    for (const [name, viewName] of [
      ['capa', undefined],
      ['findings', 'by-category'],
      ['findings', 'top-questions'],
    ] as const) {
      const res = await series(free, name, { ...recent, type: 'hospital', ...(viewName ? { view: viewName } : {}) });
      expect([res.status, res.json!.error, res.json!.code]).toEqual([
        403,
        'This chart needs the Pro plan',
        'PRO_REQUIRED',
      ]);
    }
  });
});

describe('a change of a finding', () => {
  it('moves it in the filtered rankings (grade changed, changed back), and a stale version is refused with 409', async () => {
    const raised = await ok<Array<{ id: string; questionId: string; severity: string; version: number }>>(
      pro,
      'GET',
      `/api/audit-reports/${quayReport}/findings`,
      undefined,
    );
    const f = raised.find((r) => r.questionId === 'site-3')!;
    const integrity = async () =>
      (await view('findings/by-category', { type: 'hospital' })).find((r) => r.category === 'Data Integrity');
    const before = await integrity();
    expect(before).toMatchObject({ total: 1, [f.severity]: 1 });
    await ok(pro, 'PATCH', `/api/findings/${f.id}`, { version: f.version, severity: 'critical', reason: 'Regraded' });
    expect(await integrity()).toEqual({
      category: 'Data Integrity',
      total: 1,
      critical: 1,
      high: 0,
      medium: 0,
      low: 0,
    });
    // The other filter values it was raised under move with it; a filter value it was not raised under does not.
    expect(
      (await view('findings/by-category', { auditeeId: quay })).find((r) => r.category === 'Data Integrity'),
    ).toMatchObject({ critical: 1 });
    expect(
      (await view('findings/by-category', { type: 'clinical_trial' })).find((r) => r.category === 'Data Integrity'),
    ).toEqual(before);
    const stale = await invoke('PATCH', `/api/findings/${f.id}`, {
      caller: pro,
      body: { version: f.version, severity: 'low', reason: 'Regraded' },
    });
    expect([stale.status, stale.json!.code]).toEqual([409, 'STALE_VERSION']);
    await ok(pro, 'PATCH', `/api/findings/${f.id}`, { version: f.version + 1, severity: f.severity, reason: 'Back' });
    expect(await integrity()).toEqual(before);
  });
});
