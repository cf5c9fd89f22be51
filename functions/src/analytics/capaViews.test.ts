import { beforeAll, describe, expect, it, vi } from 'vitest';
import { analyticsCsv } from '@cq/shared/analytics/columns';
import { asProUser, invoke, useTestTable, type Caller } from '../../test/harness';
import { capaClient, capasOfCompletedReport, EFFECTIVE } from '../../test/capaFixtures';

/**
 * The CAPA additions of `GET /api/analytics/capa` (issue 21): the median days to close from the month's
 * histogram, the share of checks found not effective, and overdue CAPAs by owner as of today (a moved due date
 * moves it). Each completed site report opens two CAPAs due 30 days later; every number is worked out by hand.
 */
useTestTable();

const me: Caller = { sub: 'capa-views', email: 'capa-views@example.com' };
const other: Caller = { sub: 'capa-views-other', email: 'capa-views-other@example.com' };
const at = (iso: string) => vi.setSystemTime(new Date(iso));

async function ok(res: Promise<{ status: number; json?: Record<string, any> | null }>) {
  const r = await res;
  expect(r.status, JSON.stringify(r.json)).toBeLessThan(300);
  return r.json!;
}
/** Worked on by `owner`, checked effective, verified and closed now. */
async function closeNow(id: string, owner: string) {
  const capa = capaClient(me, id);
  let c = await ok(
    capa.patch({
      version: 1,
      status: 'in_progress',
      rootCause: 'Cause',
      correctiveAction: 'Fix',
      responsiblePerson: owner,
    }),
  );
  c = await ok(capa.check({ version: c.version, ...EFFECTIVE }));
  c = await ok(capa.patch({ version: c.version, status: 'verified' }));
  await ok(capa.patch({ version: c.version, status: 'closed' }));
}
const rows = async (caller: Caller, query: Record<string, string>) => {
  const res = await invoke('GET', '/api/analytics/capa', { caller, query });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json!.rows as Array<Record<string, unknown>>;
};
const MARCH_APRIL = { from: '2026-03-01', to: '2026-04-30' };

beforeAll(async () => {
  await asProUser(me);
  await asProUser(other);
  vi.useFakeTimers({ toFake: ['Date'] });
  at('2026-03-01T09:00:00Z');
  const [e, f] = (await capasOfCompletedReport(me, 'First')).capas; // due 31 March
  at('2026-03-10T09:00:00Z');
  const [a, b] = (await capasOfCompletedReport(me, 'Second')).capas; // due 9 April
  at('2026-03-12T09:00:00Z');
  const [c, d] = (await capasOfCompletedReport(me, 'Third')).capas; // due 11 April
  expect([e, f, a, b, c, d].map((x) => x!.dueDate)).toEqual([
    '2026-03-31',
    '2026-03-31',
    '2026-04-09',
    '2026-04-09',
    '2026-04-11',
    '2026-04-11',
  ]);
  at('2026-03-20T09:00:00Z');
  await closeNow(a!.id, 'Ana'); // 10 days
  await ok(capaClient(me, b!.id).patch({ version: 1, responsiblePerson: 'Ana' }));
  at('2026-03-26T09:00:00Z');
  await closeNow(c!.id, 'Ana'); // 14 days
  // D: Ben's; a check found it not effective and moved its due date to 5 April.
  const dc = capaClient(me, d!.id);
  const moved = await ok(dc.patch({ version: 1, status: 'in_progress', responsiblePerson: 'Ben' }));
  await ok(dc.check({ version: moved.version, ...EFFECTIVE, result: 'not_effective', newDueDate: '2026-04-05' }));
  at('2026-03-31T09:00:00Z');
  await closeNow(e!.id, 'Cy'); // 30 days; F (nobody's) stays open, due today
  // Another workspace's open CAPAs, overdue by April.
  await capasOfCompletedReport(other, 'Elsewhere');
}, 120_000);

describe('GET /api/analytics/capa (CAPA health)', () => {
  it('gives the median and mean days to close of the month closed, and the share of checks not effective', async () => {
    at('2026-04-10T12:00:00Z');
    const [march, april] = await rows(me, MARCH_APRIL);
    // Closed in March after 10, 14 and 30 days: median 14, mean 18. Four checks made in March, one not effective.
    expect(march).toMatchObject({
      month: '2026-03',
      closed: 3,
      meanDaysToClose: 18,
      medianDaysToClose: 14,
      checksDone: 4,
      notEffective: 1,
      notEffectiveRate: 25,
    });
    expect(april).toMatchObject({ closed: 0, meanDaysToClose: null, medianDaysToClose: null, notEffectiveRate: null });
  });
});

describe('GET /api/analytics/capa?view=overdue-by-owner', () => {
  const overdue = (query = MARCH_APRIL) =>
    invoke('GET', '/api/analytics/capa', { caller: me, query: { ...query, view: 'overdue-by-owner' } });

  it('counts the CAPAs not closed and due before today per owner, following a moved due date', async () => {
    at('2026-04-06T12:00:00Z');
    // F (nobody's, due 31 March) and D (Ben's, moved to 5 April); Ana's B is due on the 9th.
    expect((await overdue()).json!.rows).toEqual([
      { owner: 'Not assigned', overdue: 1, oldestDue: '2026-03-31' },
      { owner: 'Ben', overdue: 1, oldestDue: '2026-04-05' },
    ]);
    at('2026-04-10T12:00:00Z');
    expect((await overdue()).json!.rows).toEqual([
      { owner: 'Not assigned', overdue: 1, oldestDue: '2026-03-31' },
      { owner: 'Ben', overdue: 1, oldestDue: '2026-04-05' },
      { owner: 'Ana', overdue: 1, oldestDue: '2026-04-09' },
    ]);
    // Due dates outside the range are left out.
    expect((await overdue({ from: '2026-04-01', to: '2026-04-30' })).json!.rows).toEqual([
      { owner: 'Ben', overdue: 1, oldestDue: '2026-04-05' },
      { owner: 'Ana', overdue: 1, oldestDue: '2026-04-09' },
    ]);
  });

  it("keeps to the workspace and answers its CSV, and is Pro's", async () => {
    at('2026-04-10T12:00:00Z');
    // Theirs were opened on 31 March, due 30 April: overdue in May, and only theirs.
    at('2026-05-05T12:00:00Z');
    const theirs = await invoke('GET', '/api/analytics/capa', {
      caller: other,
      query: { from: '2026-03-01', to: '2026-05-31', view: 'overdue-by-owner' },
    });
    expect(theirs.json!.rows).toEqual([{ owner: 'Not assigned', overdue: 2, oldestDue: '2026-04-30' }]);
    at('2026-04-10T12:00:00Z');
    const csv = await invoke('GET', '/api/analytics/capa', {
      caller: me,
      query: { ...MARCH_APRIL, view: 'overdue-by-owner', format: 'csv' },
    });
    expect(csv.raw.toString('utf8')).toBe(analyticsCsv('capa/overdue-by-owner', (await overdue()).json!.rows));
    const free: Caller = { sub: 'capa-views-free', email: 'capa-views-free@example.com' };
    const refused = await invoke('GET', '/api/analytics/capa', {
      caller: free,
      query: { from: '2026-04-01', to: '2026-04-10', view: 'overdue-by-owner' },
    });
    expect([refused.status, refused.json!.code]).toEqual([403, 'PRO_REQUIRED']);
  });
});
