import { beforeAll, describe, expect, it } from 'vitest';
import { v7 as uuidv7 } from 'uuid';
import { CHECKLIST_RESPONSES, DEFAULT_TEMPLATES, routes } from '@cq/shared';
import { SERIES_VIEWS } from '@cq/shared/analytics/schemas';
import { store } from '../src/data/core/store';
import { asProUser, invoke, useTestTable, type Caller } from './harness';
import { readsDuring } from './dynamoReads';
import '../src/data/audits/report.entity';

/**
 * Issue 25, item 1: a workspace with 5 000 reports. Every signed-in read without an id in its path answers and
 * reads a bounded number of items, counted on the document client: what a request reads does not grow with
 * the workspace.
 */
useTestTable();

const owner: Caller = { sub: 'big-workspace', email: 'big-workspace@example.com' };
const REPORTS = 5_000;
/** The most any of these requests may read: a page of 100 records, each with its trail, and a few more. */
const MAX_CALLS = 120;
const MAX_ITEMS = 400;

const today = () => new Date().toISOString().slice(0, 10);
const weekAgo = () => new Date(Date.now() - 6 * 86_400_000).toISOString().slice(0, 10);

/** Query strings the routes need to answer 200 (the rest need none). */
const QUERIES: Record<string, Record<string, string>> = {
  '/api/calendar': { from: '2026-11-01', to: '2026-11-30' },
  // A week of the workspace's trail: seven Queries on the day index, however much the workspace holds.
  '/api/trail/export': { from: weekAgo(), to: today(), format: 'csv' },
};

beforeAll(async () => {
  await asProUser(owner);
  const checklist = DEFAULT_TEMPLATES.find((t) => t.type === 'gcp_site_audit')!.questions.map((q) => ({
    ...q,
    response: null,
    notes: '',
  }));
  const at = new Date().toISOString();
  const items = Array.from({ length: REPORTS }, (_, n) => ({
    workspaceId: owner.sub,
    id: uuidv7(),
    type: 'gcp_site_audit' as const,
    title: `Bulk report ${n}`,
    notes: '',
    answerScale: [...CHECKLIST_RESPONSES],
    status: 'draft' as const,
    checklist,
    generatedFindings: [],
    progress: 0,
    riskScore: 0,
    riskLevel: 'Low' as const,
    createdBy: owner.sub,
    authorIds: [owner.sub],
    createdAt: at,
    updatedAt: at,
    version: 1,
  }));
  // Written straight to the table (5 000 through the API would take minutes): a batch of 25 per call.
  const { unprocessed } = await store().auditReport.put(items).go({ concurrency: 8 });
  expect(unprocessed).toEqual([]);
}, 300_000);

/**
 * Not here: a paid product's routes (issue 22) serve shared content, not the workspace's records; /api/billing
 * reads the caller's Stripe customer (billing.test.ts runs it against the Stripe stand-in).
 */
const signedInReads = routes.filter(
  (r) =>
    r.method === 'GET' &&
    r.access === 'user' &&
    !r.path.includes('{') &&
    !('product' in r) &&
    r.path !== '/api/billing',
);

describe(`a workspace with ${REPORTS} reports`, () => {
  it('has every signed-in list route in this test', () => {
    expect(signedInReads.map((r) => r.path)).toContain('/api/audit-reports');
    expect(signedInReads.length).toBeGreaterThanOrEqual(18);
  });

  it.each(signedInReads.map((r) => [r.path]))('GET %s reads a bounded number of items', async (path) => {
    let status = 0;
    const reads = await readsDuring(async () => {
      status = (await invoke('GET', path, { caller: owner, query: QUERIES[path] ?? {} })).status;
    });
    expect(status, path).toBe(200);
    expect(reads.calls, path).toBeLessThanOrEqual(MAX_CALLS);
    expect(reads.items, path).toBeLessThanOrEqual(MAX_ITEMS);
  });

  // Every analytics table (issue 21) over the longest range; team workload has no team in a personal workspace.
  const tables = Object.entries(SERIES_VIEWS).flatMap(([series, views]) => views.map((view) => [series, view]));
  it.each(tables)('GET /api/analytics/%s?view=%s reads a bounded number of items', async (series, view) => {
    let status = 0;
    const reads = await readsDuring(async () => {
      const query = { from: '2024-01-01', to: '2026-12-31', view };
      status = (await invoke('GET', `/api/analytics/${series}`, { caller: owner, query })).status;
    });
    expect(status, series).toBe(series === 'workload' ? 404 : 200);
    expect(reads.calls, series).toBeLessThanOrEqual(MAX_CALLS);
    expect(reads.items, series).toBeLessThanOrEqual(MAX_ITEMS);
  });

  it('lists the reports 50 at a time and exports them 100 at a time', async () => {
    const page = await invoke('GET', '/api/audit-reports', { caller: owner });
    expect(page.json).toHaveLength(50);
    expect(page.headers['x-next-cursor']).toBeTruthy();
    const part = await invoke('GET', '/api/me/export', { caller: owner });
    expect(part.json!.auditReports).toHaveLength(100);
    expect(part.headers['x-next-cursor']).toBeTruthy();
  });
});
