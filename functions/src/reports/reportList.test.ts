import { beforeAll, describe, expect, it } from 'vitest';
import { NEXT_CURSOR_HEADER } from '@cq/shared';
import { asProUser, invoke, useTestTable, type Caller } from '../../test/harness';
import { SITE_ANSWERS } from '../../test/reportFixtures';
import { readsDuring } from '../../test/dynamoReads';
import { tallyIsCurrent } from '../data/audits/tally';
import { personalWorkspace } from '../data/core/owner';
import { store } from '../data/core/store';
import { backfillWorkspaceTallies } from '../jobs/backfillOverview';
import '../data/audits/tally.entity';

/**
 * The report list and its counters (issue 25, item 1): the list is read a page at a time and the counters come from
 * the workspace's tally, moved with every report write, so neither reads more as the workspace grows.
 */
useTestTable();

const owner: Caller = { sub: 'report-list-owner', email: 'report-list-owner@example.com' };
const stranger: Caller = { sub: 'report-list-stranger', email: 'report-list-stranger@example.com' };
const ALL_NON_COMPLIANT = SITE_ANSWERS.map(({ questionId }) => ({ questionId, response: 'non_compliant' }));

type Json = Record<string, any> & { id: string; version: number };
async function ok(method: string, path: string, body?: unknown, caller = owner): Promise<Json> {
  const res = await invoke(method, path, { caller, body });
  expect(res.status, `${method} ${path}: ${JSON.stringify(res.json)}`).toBeLessThan(300);
  return res.json as Json;
}
const newReport = (title: string) => ok('POST', '/api/audit-reports', { type: 'gcp_site_audit', title });
const answer = (r: { id: string; version: number }, responses: unknown[]) =>
  ok('PUT', `/api/audit-reports/${r.id}/responses`, { version: r.version, responses });
const move = (r: { id: string; version: number }, status: string) =>
  ok('PATCH', `/api/audit-reports/${r.id}`, { version: r.version, status });
const counts = async (caller = owner) => (await invoke('GET', '/api/report-counts', { caller })).json;

async function listAll(query: Record<string, string> = {}) {
  const ids: string[] = [];
  let cursor: string | undefined;
  let pages = 0;
  do {
    const res = await invoke('GET', '/api/audit-reports', {
      caller: owner,
      query: { ...query, ...(cursor ? { cursor } : {}) },
    });
    expect(res.status).toBe(200);
    ids.push(...(res.json as unknown as { id: string }[]).map((r) => r.id));
    cursor = res.headers[NEXT_CURSOR_HEADER];
    pages += 1;
  } while (cursor);
  return { ids, pages };
}

const made: Record<string, string> = {};

beforeAll(async () => {
  await asProUser(owner);
  // Draft, in progress, under review, completed (Medium, 50) and completed high risk (every answer non-compliant).
  made.draft = (await newReport('Draft')).id;
  made.inProgress = (await answer(await newReport('In progress'), SITE_ANSWERS.slice(0, 2))).id;
  made.review = (await move(await answer(await newReport('Review'), SITE_ANSWERS), 'review')).id;
  const medium = await move(await answer(await newReport('Medium'), SITE_ANSWERS), 'review');
  made.completed = (await move(medium, 'completed')).id;
  const high = await move(await answer(await newReport('High'), ALL_NON_COMPLIANT), 'review');
  expect(high.riskScore).toBeGreaterThan(75);
  made.high = (await move(high, 'completed')).id;
  const gone = await newReport('Deleted');
  await ok('DELETE', `/api/audit-reports/${gone.id}`);
});

describe('the report counters', () => {
  it('count each report for what it is now: 5 reports, 1 in progress, 1 under review, 1 high risk, 2 completed', async () => {
    expect(await counts()).toEqual({ total: 5, inProgress: 1, underReview: 1, highRisk: 1, completed: 2 });
  });

  it('follow a move back and a delete', async () => {
    const review = await ok('GET', `/api/audit-reports/${made.review}`);
    const back = await move(review, 'in_progress');
    expect(await counts()).toEqual({ total: 5, inProgress: 2, underReview: 0, highRisk: 1, completed: 2 });
    await ok('DELETE', `/api/audit-reports/${back.id}`);
    expect(await counts()).toEqual({ total: 4, inProgress: 1, underReview: 0, highRisk: 1, completed: 2 });
    delete made.review;
  });

  it('are recounted once from the reports when the tally was kept before it counted them', async () => {
    const { workspaceTally } = store();
    const workspaceId = personalWorkspace(owner).workspaceId;
    const before = await counts();
    // The tally as an earlier release kept it: no report counters, no version.
    const { data } = await workspaceTally.query.byWorkspace({ workspaceId }).go();
    await Promise.all(data.map(({ shard }) => workspaceTally.delete({ workspaceId, shard }).go()));
    await workspaceTally.put({ workspaceId, shard: '00', audits: 0 }).go();
    expect(await counts()).toEqual({ total: 0, inProgress: 0, underReview: 0, highRisk: 0, completed: 0 });
    await backfillWorkspaceTallies();
    expect(await counts()).toEqual(before);
    expect(await tallyIsCurrent(workspaceId)).toBe(true);
  });

  it('are the workspace’s own: another person starts from nothing', async () => {
    expect(await counts(stranger)).toEqual({ total: 0, inProgress: 0, underReview: 0, highRisk: 0, completed: 0 });
  });
});

describe('the report list', () => {
  it('is read a page at a time, newest first, every report once', async () => {
    const { ids, pages } = await listAll({ limit: '2' });
    expect(ids).toEqual([made.high, made.completed, made.inProgress, made.draft]);
    expect(pages).toBe(2);
  });

  it('filters by status on the server, paged the same way', async () => {
    expect((await listAll({ status: 'completed', limit: '1' })).ids).toEqual([made.high, made.completed]);
    expect((await listAll({ status: 'review' })).ids).toEqual([]);
    expect((await listAll({ type: 'gcp_site_audit', status: 'draft' })).ids).toEqual([made.draft]);
    expect((await listAll({ type: 'vendor_audit' })).ids).toEqual([]);
  });

  it('refuses a cursor of another list and an unknown status with field messages', async () => {
    const first = await invoke('GET', '/api/audit-reports', { caller: owner, query: { limit: '1' } });
    const cursor = first.headers[NEXT_CURSOR_HEADER]!;
    const foreign = await invoke('GET', '/api/audit-reports', {
      caller: owner,
      query: { cursor, status: 'completed' },
    });
    expect(foreign.status).toBe(400);
    expect(foreign.json).toMatchObject({ fields: { cursor: 'Invalid cursor' } });
    const unknown = await invoke('GET', '/api/audit-reports', { caller: owner, query: { status: 'lost' } });
    expect(unknown.status).toBe(400);
    expect(unknown.json!.fields.status).toBeTruthy();
    expect((await invoke('GET', '/api/audit-reports', { caller: stranger, query: { cursor } })).status).toBe(400);
  });

  it('reads the same few items for a page and the counters however many reports there are', async () => {
    const page = () => invoke('GET', '/api/audit-reports', { caller: owner, query: { limit: '3' } });
    const listBefore = await readsDuring(page);
    const countsBefore = await readsDuring(() => counts());
    for (let i = 0; i < 25; i += 1) await newReport(`Bulk ${i}`);
    const listAfter = await readsDuring(page);
    // The guard's profile read and one Query of limit + 1 items.
    expect(listAfter.calls).toBe(listBefore.calls);
    expect(listAfter.items).toBeLessThanOrEqual(1 + 4);
    expect(await readsDuring(() => counts())).toMatchObject({ calls: countsBefore.calls });
    expect((await counts())!.total).toBe(29);
  });

  it('pages past many reports a filter drops: a page may hold fewer, the next one goes on, each read bounded', async () => {
    // 25 newer drafts stand before the two completed reports; a page reads at most 5 × (limit + 1) items.
    const firstPage = await readsDuring(() =>
      invoke('GET', '/api/audit-reports', { caller: owner, query: { status: 'completed', limit: '1' } }),
    );
    expect(firstPage.items).toBeLessThanOrEqual(1 + 5 * 2);
    const { ids, pages } = await listAll({ status: 'completed', limit: '1' });
    expect(ids).toEqual([made.high, made.completed]);
    expect(pages).toBeGreaterThan(2);
  });
});
