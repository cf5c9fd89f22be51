import { beforeAll, describe, expect, it, vi } from 'vitest';
import { analyticsCsv } from '@cq/shared/analytics/columns';
import { invoke, useTestTable, type Caller } from '../../test/harness';
import { signUpCallers } from '../../test/analyticsClient';
import { completedSiteReport } from '../../test/reportFixtures';

/**
 * `GET /api/analytics/repeat-findings` (issue 21) on audits of two auditees completed either side of a month
 * boundary (UTC). SITE_ANSWERS raises site-1, site-3 and site-5 in every site report, so each later audit of the
 * same auditee finds those three again. Every expected row is worked out by hand from the steps below.
 */
useTestTable();

const pro: Caller = { sub: 'repeats-pro', email: 'repeats-pro@example.com' };
const other: Caller = { sub: 'repeats-other', email: 'repeats-other@example.com' };
const free: Caller = { sub: 'repeats-free', email: 'repeats-free@example.com' };

const at = (iso: string) => vi.setSystemTime(new Date(iso));
async function created(caller: Caller, path: string, body: unknown): Promise<string> {
  const res = await invoke('POST', path, { caller, body });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json!.id as string;
}
const auditee = (caller: Caller, name: string) => created(caller, '/api/auditees', { name, kind: 'site' });
const audit = (caller: Caller, auditeeId: string) =>
  created(caller, '/api/audits', { title: 'Visit', type: 'clinical_trial', status: 'in_progress', auditeeId });
const series = (caller: Caller, query: Record<string, string>) =>
  invoke('GET', '/api/analytics/repeat-findings', { caller, query });
async function rows(caller: Caller, query: Record<string, string>) {
  const res = await series(caller, query);
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json!.rows as Array<Record<string, unknown>>;
}

let harbour = '';
let quay = '';
const audits: string[] = [];
const titles = new Map<string, string>();
const CATEGORY = new Map<string, string>();

beforeAll(async () => {
  await signUpCallers([pro, other], [free]);
  at('2026-01-31T23:30:00Z');
  harbour = await auditee(pro, 'Harbour Site');
  quay = await auditee(pro, 'Quay Site');
  audits.push(await audit(pro, harbour));
  const first = await completedSiteReport(pro, audits[0]);
  const raised = (await invoke('GET', `/api/audit-reports/${first.id}/findings`, { caller: pro }))
    .json as unknown as Array<{ questionId: string; title: string; category: string }>;
  for (const f of raised) {
    titles.set(f.questionId, f.title);
    CATEGORY.set(f.questionId, f.category);
  }
  // 1 February 00:10 UTC: the second Harbour audit finds all three again (February's, not January's).
  at('2026-02-01T00:10:00Z');
  audits.push(await audit(pro, harbour));
  await completedSiteReport(pro, audits[1]);
  // Quay has one audit only: nothing of it is a repeat.
  at('2026-02-10T09:00:00Z');
  await completedSiteReport(pro, await audit(pro, quay));
  at('2026-03-15T12:00:00Z');
  audits.push(await audit(pro, harbour));
  await completedSiteReport(pro, audits[2]);
  // Another workspace's auditee with repeats in the same months.
  const elsewhere = await auditee(other, 'Elsewhere Site');
  await completedSiteReport(other, await audit(other, elsewhere));
  await completedSiteReport(other, await audit(other, elsewhere));
}, 120_000);

const row = (questionId: string, repeats: number, lastRaised: string, raisedIn: string[]) => ({
  auditee: 'Harbour Site',
  auditeeId: harbour,
  category: CATEGORY.get(questionId),
  questionId,
  question: titles.get(questionId),
  repeats,
  audits: raisedIn.length,
  firstRaised: '2026-01-31',
  lastRaised,
  raisedIn: raisedIn.join('; '),
});

describe('GET /api/analytics/repeat-findings', () => {
  it('lists per auditee and question the repeats raised in the range, with every audit and day it was found', async () => {
    const all = [`2026-01-31 ${audits[0]}`, `2026-02-01 ${audits[1]}`, `2026-03-15 ${audits[2]}`];
    expect(await rows(pro, { from: '2026-02-01', to: '2026-03-31' })).toEqual(
      ['site-1', 'site-3', 'site-5'].map((q) => row(q, 2, '2026-03-15', all)),
    );
    expect(await rows(pro, { from: '2026-02-01', to: '2026-02-28' })).toEqual(
      ['site-1', 'site-3', 'site-5'].map((q) => row(q, 1, '2026-02-01', all.slice(0, 2))),
    );
  });

  it('keeps to the UTC days of the range: the first audit is no repeat and the second is February', async () => {
    expect(await rows(pro, { from: '2026-01-01', to: '2026-01-31' })).toEqual([]);
    // 15 March's repeats are in March's item, but not in a range ending on the 14th.
    expect((await rows(pro, { from: '2026-03-01', to: '2026-03-14' })).length).toBe(0);
  });

  it('filters by auditee', async () => {
    expect(await rows(pro, { from: '2026-02-01', to: '2026-03-31', auditeeId: quay })).toEqual([]);
    expect(await rows(pro, { from: '2026-02-01', to: '2026-03-31', auditeeId: harbour })).toEqual(
      await rows(pro, { from: '2026-02-01', to: '2026-03-31' }),
    );
    const byType = await series(pro, { from: '2026-02-01', to: '2026-03-31', type: 'hospital' });
    expect([byType.status, byType.json!.fields]).toEqual([400, { type: 'This chart cannot be filtered by this yet' }]);
  });

  it("never shows another workspace's repeats, in JSON or CSV", async () => {
    const range = { from: '2026-01-01', to: '2026-03-31' };
    expect((await rows(pro, range)).map((r) => r.auditee)).toEqual(Array(3).fill('Harbour Site'));
    expect((await rows(other, range)).map((r) => r.auditee)).toEqual(Array(3).fill('Elsewhere Site'));
    const csv = (await series(other, { ...range, format: 'csv' })).raw.toString('utf8');
    expect(csv).not.toContain('Harbour');
    expect(csv).toBe(analyticsCsv('repeat-findings', await rows(other, range)));
  });

  it('answers the CSV of exactly the rows', async () => {
    const range = { from: '2026-02-01', to: '2026-03-31' };
    const res = await series(pro, { ...range, format: 'csv' });
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const text = res.raw.toString('utf8');
    expect(text).toBe(analyticsCsv('repeat-findings', await rows(pro, range)));
    expect(text.split('\r\n')[0]).toBe(
      'Auditee,Question,Category,Raised again in range,Audits found in,First raised,Last raised,"Raised in (date, audit)"',
    );
  });

  it('is Pro: Free gets 403 with the reason', async () => {
    const res = await series(free, { from: '2026-01-20', to: '2026-02-01' });
    expect([res.status, res.json!.error, res.json!.code]).toEqual([
      403,
      'This chart needs the Pro plan',
      'PRO_REQUIRED',
    ]);
  });
});
