import { beforeAll, describe, expect, it, vi } from 'vitest';
import { analyticsCsv } from '@cq/shared/analytics/columns';
import { invoke, useTestTable, type Caller } from '../../test/harness';
import { signUpCallers } from '../../test/analyticsClient';
import { completedSiteReport } from '../../test/reportFixtures';

/**
 * The findings views of `GET /api/analytics/findings` (issue 21): by category, top questions, per audit by
 * auditee and ageing. A site report raises site-1 (Informed Consent), site-3 (Data Integrity) and site-5
 * (Documentation); the steps below are dated either side of the January/February boundary (UTC) and every
 * expected number is worked out by hand from them.
 */
useTestTable();

const pro: Caller = { sub: 'views-pro', email: 'views-pro@example.com' };
const other: Caller = { sub: 'views-other', email: 'views-other@example.com' };
const free: Caller = { sub: 'views-free', email: 'views-free@example.com' };
const at = (iso: string) => vi.setSystemTime(new Date(iso));

async function send(caller: Caller, method: string, path: string, body: unknown, status: number) {
  const res = await invoke(method, path, { caller, body });
  expect(res.status, `${method} ${path}: ${JSON.stringify(res.json)}`).toBe(status);
  return res.json as Record<string, any>;
}
const auditee = async (caller: Caller, name: string) =>
  (await send(caller, 'POST', '/api/auditees', { name, kind: 'site' }, 201)).id as string;
const audit = async (caller: Caller, auditeeId: string) =>
  (
    await send(
      caller,
      'POST',
      '/api/audits',
      { title: 'Visit', type: 'clinical_trial', status: 'in_progress', auditeeId },
      201,
    )
  ).id as string;
/**
 * An audit of the auditee completed now. (An audit with a report follows the report's approval, a signature:
 * these visits have no report, so the findings and the completed audits are counted apart.)
 */
async function completedVisit(caller: Caller, auditeeId: string) {
  const id = await audit(caller, auditeeId);
  await send(caller, 'PATCH', `/api/audits/${id}`, { version: 1, status: 'completed' }, 200);
}
/** The report's raised findings by question id. */
async function raised(caller: Caller, reportId: string) {
  const list = (await send(
    caller,
    'GET',
    `/api/audit-reports/${reportId}/findings`,
    undefined,
    200,
  )) as unknown as Array<{
    id: string;
    questionId: string;
    title: string;
    severity: string;
  }>;
  return new Map(list.map((f) => [f.questionId, f]));
}
const close = (caller: Caller, id: string, version: number) =>
  send(caller, 'PATCH', `/api/findings/${id}`, { version, status: 'closed', resolution: 'Fixed' }, 200);
const view = (caller: Caller, name: string, query: Record<string, string>) =>
  invoke('GET', '/api/analytics/findings', { caller, query: { view: name, ...query } });
async function rows(caller: Caller, name: string, query: Record<string, string> = JAN_FEB) {
  const res = await view(caller, name, query);
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json!.rows as Array<Record<string, unknown>>;
}
const JAN_FEB = { from: '2026-01-01', to: '2026-02-28' };
let harbour = '';
let quay = '';
let first = new Map<string, { id: string; title: string; severity: string }>();

beforeAll(async () => {
  await signUpCallers([pro, other], [free]);
  harbour = await auditee(pro, 'Harbour Site');
  quay = await auditee(pro, 'Quay Site');
  // 31 January 23:30: Harbour's first audit raises three findings; a visit of it is completed (January).
  at('2026-01-31T23:30:00Z');
  const h1 = await audit(pro, harbour);
  first = await raised(pro, (await completedSiteReport(pro, h1)).id);
  await completedVisit(pro, harbour);
  // 1 February 00:10: its second raises the same three and one by hand (no category); a visit (February).
  at('2026-02-01T00:10:00Z');
  const h2 = await audit(pro, harbour);
  await completedSiteReport(pro, h2);
  const fridge = await send(pro, 'POST', `/api/audits/${h2}/findings`, { title: 'Fridge log', severity: 'high' }, 201);
  await completedVisit(pro, harbour);
  // 10 February: Quay's audit raises three; no audit of Quay is completed.
  at('2026-02-10T09:00:00Z');
  const q1 = await audit(pro, quay);
  const quays = await raised(pro, (await completedSiteReport(pro, q1)).id);
  // 20 February: Harbour's first site-3 (a minor finding: no CAPA) is closed after 20 days; 25 February the
  // hand finding is worked on (still open).
  at('2026-02-20T10:00:00Z');
  await close(pro, first.get('site-3')!.id, 1);
  at('2026-02-25T10:00:00Z');
  await send(pro, 'PATCH', `/api/findings/${fridge.id}`, { version: 1, status: 'in_progress' }, 200);
  // 15 March: Quay's site-3 is closed after 33 days.
  at('2026-03-15T10:00:00Z');
  await close(pro, quays.get('site-3')!.id, 1);
  // Another workspace's findings in the same months.
  at('2026-02-05T10:00:00Z');
  await completedSiteReport(other, await audit(other, await auditee(other, 'Elsewhere Site')));
  at('2026-03-20T12:00:00Z');
}, 120_000);

const sev = (q: string) => first.get(q)!.severity;
/** One category's row: `n` findings of its one question, all of that question's grade. */
const category = (name: string, q: string, n: number) => ({
  category: name,
  total: n,
  critical: 0,
  high: 0,
  medium: 0,
  low: 0,
  [sev(q)]: n,
});

describe('GET /api/analytics/findings?view=…', () => {
  it('by-category: findings raised in the range per checklist category, most first (a hand one has none)', async () => {
    expect(await rows(pro, 'by-category')).toEqual([
      category('Data Integrity', 'site-3', 3),
      category('Documentation', 'site-5', 3),
      category('Informed Consent', 'site-1', 3),
    ]);
    // January is Harbour's first audit alone (its second raised on 1 February, 00:10 UTC).
    expect(await rows(pro, 'by-category', { from: '2026-01-01', to: '2026-01-31' })).toEqual([
      category('Data Integrity', 'site-3', 1),
      category('Documentation', 'site-5', 1),
      category('Informed Consent', 'site-1', 1),
    ]);
  });

  it('top-questions: the questions most often non-compliant, ranked, with their checklist words', async () => {
    const row = (rank: number, q: string, cat: string, findings: number) => ({
      rank,
      question: first.get(q)!.title,
      category: cat,
      questionId: q,
      findings,
    });
    // Equal counts rank by the findings' title ("Minor finding: …" before "Non-compliance: …").
    expect(['site-3', 'site-5', 'site-1'].map((q) => first.get(q)!.title)).toEqual([
      'Minor finding: Data Integrity',
      'Non-compliance: Documentation',
      'Non-compliance: Informed Consent',
    ]);
    expect(await rows(pro, 'top-questions')).toEqual([
      row(1, 'site-3', 'Data Integrity', 3),
      row(2, 'site-5', 'Documentation', 3),
      row(3, 'site-1', 'Informed Consent', 3),
    ]);
    // February alone: Harbour's second and Quay's.
    expect((await rows(pro, 'top-questions', { from: '2026-02-01', to: '2026-02-28' })).map((r) => r.findings)).toEqual(
      [2, 2, 2],
    );
  });

  it('by-auditee: findings over audits completed in the range, ranked; none completed has no rate and comes last', async () => {
    expect(await rows(pro, 'by-auditee')).toEqual([
      { rank: 1, auditee: 'Harbour Site', auditeeId: harbour, audits: 2, findings: 6, perAudit: 3 },
      { rank: 2, auditee: 'Quay Site', auditeeId: quay, audits: 0, findings: 3, perAudit: null },
    ]);
    // January: Harbour's first audit only; Quay's falls in February.
    expect(await rows(pro, 'by-auditee', { from: '2026-01-01', to: '2026-01-31' })).toEqual([
      { rank: 1, auditee: 'Harbour Site', auditeeId: harbour, audits: 1, findings: 3, perAudit: 3 },
    ]);
  });

  it('ageing: closed by days open, open by age today from the middle of the month raised', async () => {
    // Today 20 March. January: 3 raised, 1 closed after 20 days, 2 open aged from 15 January (64 days).
    // February: 7 raised (3 + 1 by hand + 3), Quay's site-3 closed after 33 days, 6 open from 15 February (33).
    expect(await rows(pro, 'ageing')).toEqual([
      { bucket: '0-30 days', open: 0, closed: 1 },
      { bucket: '31-60 days', open: 6, closed: 1 },
      { bucket: '61-90 days', open: 2, closed: 0 },
      { bucket: '> 90 days', open: 0, closed: 0 },
    ]);
    at('2026-05-01T12:00:00Z');
    expect((await rows(pro, 'ageing')).map((r) => r.open)).toEqual([0, 0, 6, 2]);
  });

  it("never shows another workspace's findings, and the CSV is exactly the rows", async () => {
    expect(await rows(other, 'by-auditee')).toEqual([
      { rank: 1, auditee: 'Elsewhere Site', auditeeId: expect.any(String), audits: 0, findings: 3, perAudit: null },
    ]);
    for (const name of ['by-category', 'top-questions', 'by-auditee', 'ageing']) {
      const res = await view(pro, name, { ...JAN_FEB, format: 'csv' });
      expect(res.headers['content-disposition']).toContain(`analytics-findings-${name}-2026-01-01-2026-02-28.csv`);
      expect(res.raw.toString('utf8')).toBe(
        analyticsCsv(`findings/${name}` as 'findings/ageing', await rows(pro, name)),
      );
      expect(res.raw.toString('utf8')).not.toContain('Elsewhere');
    }
  });

  it('is Pro; a view the series has not is refused with its field', async () => {
    const res = await view(free, 'by-category', { from: '2026-03-01', to: '2026-03-20' });
    expect([res.status, res.json!.code]).toEqual([403, 'PRO_REQUIRED']);
    const wrong = await invoke('GET', '/api/analytics/programme', {
      caller: pro,
      query: { ...JAN_FEB, view: 'ageing' },
    });
    expect([wrong.status, wrong.json!.fields]).toEqual([400, { view: 'This chart has no such view' }]);
    const unknown = await view(pro, 'weather', JAN_FEB);
    expect([unknown.status, unknown.json!.fields]).toEqual([400, { view: 'This chart has no such view' }]);
  });
});
