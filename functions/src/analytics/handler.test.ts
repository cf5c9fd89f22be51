import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { analyticsCsv } from '@cq/shared/analytics/columns';
import { asProUser, type Caller } from '../../test/harness';
import { useTestTable } from '../../test/harness';
import { at, ok, rows, series, signUpCallers } from '../../test/analyticsClient';
import { capaClient, capasOfCompletedReport, EFFECTIVE } from '../../test/capaFixtures';

/**
 * `GET /api/analytics/{series}` (issue 21) on a seeded workspace whose writes happen at set moments either side
 * of a month boundary (UTC). Every expected number is worked out by hand from what each step does.
 */
useTestTable();

const pro: Caller = { sub: 'analytics-pro', email: 'analytics-pro@example.com' };
const free: Caller = { sub: 'analytics-free', email: 'analytics-free@example.com' };
const other: Caller = { sub: 'analytics-other', email: 'analytics-other@example.com' };

const JAN_FEB = { from: '2026-01-01', to: '2026-02-28' };
const zeros = (month: string, keys: string[]) => ({ month, ...Object.fromEntries(keys.map((k) => [k, 0])) });

beforeAll(async () => {
  await signUpCallers([pro, other], [free]);

  // 31 January, 23:30 UTC: a hospital audit planned in January with two findings, then completed on its last day.
  at('2026-01-31T23:30:00Z');
  const jan = await ok<{ id: string }>(
    pro,
    'POST',
    '/api/audits',
    {
      title: 'January site',
      type: 'hospital',
      status: 'in_progress',
      plannedStart: '2026-01-10',
      plannedEnd: '2026-01-31',
    },
    201,
  );
  const critical = await ok<{ id: string }>(
    pro,
    'POST',
    `/api/audits/${jan.id}/findings`,
    {
      title: 'Consent',
      severity: 'critical',
    },
    201,
  );
  await ok(pro, 'POST', `/api/audits/${jan.id}/findings`, { title: 'Label', severity: 'low' }, 201);
  await ok(pro, 'PATCH', `/api/audits/${jan.id}`, { version: 1, status: 'completed' });

  // 1 February, 00:10 UTC: the critical finding (raised in January) is closed; a pharmacy audit planned in
  // February gets a high finding and is cancelled.
  at('2026-02-01T00:10:00Z');
  await ok(pro, 'PATCH', `/api/findings/${critical.id}`, { version: 1, status: 'closed', resolution: 'Re-consented' });
  const feb = await ok<{ id: string }>(
    pro,
    'POST',
    '/api/audits',
    { title: 'February pharmacy', type: 'pharmacy', plannedStart: '2026-02-01', plannedEnd: '2026-02-02' },
    201,
  );
  await ok(pro, 'POST', `/api/audits/${feb.id}/findings`, { title: 'Fridge log', severity: 'high' }, 201);
  await ok(pro, 'PATCH', `/api/audits/${feb.id}`, { version: 1, status: 'cancelled' });

  // Another workspace's records in the same months: never in the first one's numbers.
  await ok(other, 'POST', '/api/audits', { title: 'Elsewhere', type: 'hospital', plannedStart: '2026-01-05' }, 201);
});

afterEach(() => {
  at('2026-02-01T00:10:00Z');
});

const PROGRAMME = ['planned', 'completed', 'completedOnTime', 'stillOpen', 'cancelled'];

describe('GET /api/analytics/programme', () => {
  it('counts audits by planned month and completion month, on time against the planned end', async () => {
    expect(await rows(pro, 'programme', JAN_FEB)).toEqual([
      { month: '2026-01', planned: 1, completed: 1, completedOnTime: 1, onTimeRate: 100, stillOpen: 0, cancelled: 0 },
      { month: '2026-02', planned: 1, completed: 0, completedOnTime: 0, onTimeRate: null, stillOpen: 0, cancelled: 1 },
    ]);
  });

  it('filters by audit type, and answers months with nothing as zeros', async () => {
    expect(await rows(pro, 'programme', { ...JAN_FEB, type: 'pharmacy' })).toEqual([
      { ...zeros('2026-01', PROGRAMME), onTimeRate: null },
      { month: '2026-02', planned: 1, completed: 0, completedOnTime: 0, onTimeRate: null, stillOpen: 0, cancelled: 1 },
    ]);
    expect(await rows(pro, 'programme', { from: '2025-12-15', to: '2025-12-31' })).toEqual([
      { ...zeros('2025-12', PROGRAMME), onTimeRate: null },
    ]);
  });

  it("never shows another workspace's audits", async () => {
    expect(await rows(other, 'programme', JAN_FEB)).toEqual([
      { month: '2026-01', planned: 1, completed: 0, completedOnTime: 0, onTimeRate: null, stillOpen: 1, cancelled: 0 },
      { ...zeros('2026-02', PROGRAMME), onTimeRate: null },
    ]);
  });
});

describe('GET /api/analytics/findings', () => {
  it('counts findings by grade in the month they were raised, closed or not as they are now', async () => {
    expect(await rows(pro, 'findings', JAN_FEB)).toEqual([
      { month: '2026-01', total: 2, critical: 1, high: 0, medium: 0, low: 1, open: 1, closed: 1 },
      { month: '2026-02', total: 1, critical: 0, high: 1, medium: 0, low: 0, open: 1, closed: 0 },
    ]);
  });

  it('filters by the type of audit they were raised on, closed or not as they are now', async () => {
    const none = { total: 0, critical: 0, high: 0, medium: 0, low: 0, open: 0, closed: 0 };
    expect(await rows(pro, 'findings', { ...JAN_FEB, type: 'hospital' })).toEqual([
      { month: '2026-01', total: 2, critical: 1, high: 0, medium: 0, low: 1, open: 1, closed: 1 },
      { month: '2026-02', ...none },
    ]);
    expect(await rows(pro, 'findings', { ...JAN_FEB, type: 'pharmacy' })).toEqual([
      { month: '2026-01', ...none },
      { month: '2026-02', ...none, total: 1, high: 1, open: 1 },
    ]);
    expect(await rows(other, 'findings', { ...JAN_FEB, type: 'hospital' })).toEqual([
      { month: '2026-01', ...none },
      { month: '2026-02', ...none },
    ]);
  });

  it('refuses a filter a view is not kept by', async () => {
    const res = await series(pro, 'quala', { ...JAN_FEB, type: 'hospital' });
    expect(res.status).toBe(400);
    expect(res.json!.fields).toEqual({ type: 'This chart cannot be filtered by this yet' });
  });
});

describe('CSV', () => {
  it('is exactly the rows of the JSON answer', async () => {
    const json = await rows(pro, 'findings', JAN_FEB);
    const res = await series(pro, 'findings', { ...JAN_FEB, format: 'csv' });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain('analytics-findings-2026-01-01-2026-02-28.csv');
    expect(res.raw.toString('utf8')).toBe(analyticsCsv('findings', json));
    expect(res.raw.toString('utf8')).toBe(
      'Month,Findings,Critical,High,Medium,Low,Open,Closed\r\n2026-01,2,1,0,0,1,1,1\r\n2026-02,1,0,1,0,0,1,0\r\n',
    );
  });
});

describe('the plan gate', () => {
  it('gives Free the programme and findings of the last 30 days, and 403 with the reason otherwise', async () => {
    const recent = { from: '2026-01-02', to: '2026-02-01' };
    expect(await rows(free, 'programme', recent)).toHaveLength(2);
    expect(await rows(free, 'findings', recent)).toHaveLength(2);
    const capa = await series(free, 'capa', recent);
    expect([capa.status, capa.json!.error, capa.json!.code]).toEqual([
      403,
      'This chart needs the Pro plan',
      'PRO_REQUIRED',
    ]);
    const longer = await series(free, 'programme', { from: '2026-01-01', to: '2026-02-01' });
    expect([longer.status, longer.json!.error]).toEqual([403, 'On Free, analytics cover the last 30 days']);
  });

  it('checks the range and the series', async () => {
    const backwards = await series(pro, 'programme', { from: '2026-02-01', to: '2026-01-01' });
    expect([backwards.status, backwards.json!.fields]).toEqual([400, { to: 'From must be on or before To' }]);
    const two = await series(pro, 'programme', { ...JAN_FEB, type: 'hospital', auditeeId: 'x' });
    expect([two.status, two.json!.fields]).toEqual([400, { auditeeId: 'Choose one filter at a time' }]);
    expect((await series(pro, 'weather', JAN_FEB)).status).toBe(400);
  });
});

describe('GET /api/analytics/capa', () => {
  it('counts CAPAs in the month they are due, following a moved due date, and checks in the month made', async () => {
    const caller: Caller = { sub: 'analytics-capa', email: 'analytics-capa@example.com' };
    await asProUser(caller);
    at('2026-03-10T09:00:00Z');
    const { capas } = await capasOfCompletedReport(caller, 'CAPA site');
    expect(capas.map((c) => c.dueDate)).toEqual(['2026-04-09', '2026-04-09']);
    const moved = capaClient(caller, capas[0]!.id);
    expect((await moved.patch({ version: 1, dueDate: '2026-05-20', reason: 'Agreed a later date' })).status).toBe(200);
    expect((await moved.patch({ version: 2, status: 'in_progress' })).status).toBe(200);
    at('2026-03-31T23:59:00Z');
    expect((await moved.check({ version: 3, ...EFFECTIVE })).status).toBe(201);

    const none = {
      closedOnTime: 0,
      closedLate: 0,
      onTimeRate: null,
      closed: 0,
      meanDaysToClose: null,
      medianDaysToClose: null,
    };
    const empty = { due: 0, stillOpen: 0, checksDue: 0, checksDone: 0, notEffective: 0, notEffectiveRate: null };
    expect(await rows(caller, 'capa', { from: '2026-03-01', to: '2026-05-31' })).toEqual([
      { month: '2026-03', ...none, ...empty, checksDone: 1, notEffectiveRate: 0 },
      { month: '2026-04', ...none, ...empty, due: 1, stillOpen: 1 },
      { month: '2026-05', ...none, ...empty, due: 1, stillOpen: 1 },
    ]);
  });
});
