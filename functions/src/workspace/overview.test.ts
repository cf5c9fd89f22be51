import { beforeAll, describe, expect, it } from 'vitest';
import { COUNTER_SHARDS } from '../data/core/counters';
import { personalWorkspace } from '../data/core/owner';
import { notifications } from './overview';
import { asProUser, invoke, useTestTable, type Caller } from '../../test/harness';
import { completedSiteReport } from '../../test/reportFixtures';
import { readsDuring } from '../../test/dynamoReads';

/**
 * The dashboard's numbers and the bell (issue 25, item 1). The numbers are kept as a tally in the same transactions as the records they count,
 * so `GET /api/dashboard/stats` reads a few items however much the workspace holds. The expected numbers are
 * worked out by hand from what each step does (spec 001 §4: active = draft, scheduled or in progress; open = not
 * closed; compliance = compliant over applicable answers of completed reports).
 */
useTestTable();

const alice: Caller = { sub: 'tally-alice', email: 'tally-alice@example.com' };
const stats = async () => (await invoke('GET', '/api/dashboard/stats', { caller: alice })).json!;
const bell = async () => (await invoke('GET', '/api/notifications', { caller: alice })).json!;

async function ok<T = Record<string, any>>(method: string, path: string, body: unknown, status = 200): Promise<T> {
  const res = await invoke(method, path, { caller: alice, body });
  expect(res.status, `${method} ${path}: ${JSON.stringify(res.json)}`).toBe(status);
  return res.json as T;
}
const inAMonth = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
const newAudit = (title: string, status = 'draft') =>
  ok<{ id: string; version: number }>(
    'POST',
    '/api/audits',
    { title, type: 'hospital', status, ...(status === 'scheduled' ? { scheduledDate: inAMonth } : {}) },
    201,
  );

beforeAll(async () => {
  await asProUser(alice);
});

describe('the dashboard tally', () => {
  it('follows audits, findings, report completion and CAPA closure as they are written', async () => {
    expect(await stats()).toEqual({
      totalAudits: 0,
      totalFindings: 0,
      activeAudits: 0,
      openFindings: 0,
      openCriticalFindings: 0,
      responsesToReview: 0,
      complianceRate: null,
    });
    const scheduled = await newAudit('Scheduled visit', 'scheduled');
    const draft = await newAudit('Draft visit');
    const dropped = await newAudit('Dropped visit');
    await ok('PATCH', `/api/audits/${dropped.id}`, { version: 1, status: 'cancelled' });
    expect(await stats()).toMatchObject({ totalAudits: 3, activeAudits: 2 });

    const critical = await ok(
      'POST',
      `/api/audits/${scheduled.id}/findings`,
      { title: 'Consent', severity: 'critical' },
      201,
    );
    const low = await ok('POST', `/api/audits/${scheduled.id}/findings`, { title: 'Label', severity: 'low' }, 201);
    expect(await stats()).toMatchObject({ totalFindings: 2, openFindings: 2, openCriticalFindings: 1 });
    await ok('PATCH', `/api/findings/${low.id}`, { version: 1, status: 'closed', resolution: 'Relabelled' });
    const lowered = await ok('PATCH', `/api/findings/${critical.id}`, {
      version: 1,
      severity: 'high',
      reason: 'Regraded after review',
    });
    expect(await stats()).toMatchObject({ totalFindings: 2, openFindings: 1, openCriticalFindings: 0 });
    await ok('PATCH', `/api/findings/${critical.id}`, {
      version: lowered.version,
      severity: 'critical',
      reason: 'Regraded back',
    });

    // A completed GCP site report on the draft audit: site-1 critical, site-3 high, site-5 medium are raised; its
    // applicable answers are site-1, -2, -3 and -5, one of them compliant (25 %). The audit follows it (in progress).
    const report = await completedSiteReport(alice, draft.id);
    expect(await stats()).toEqual({
      totalAudits: 3,
      totalFindings: 5,
      activeAudits: 2,
      openFindings: 4,
      openCriticalFindings: 2,
      responsesToReview: 0,
      complianceRate: 25,
    });

    // The critical finding's CAPA closes after a verified effectiveness check: the finding closes with it.
    const capaPath = `/api/capas/${report.id}.site-1`;
    let capa = await ok('PATCH', capaPath, {
      version: 1,
      status: 'in_progress',
      rootCause: 'Old consent version',
      correctiveAction: 'Re-consent',
    });
    capa = await ok(
      'POST',
      `${capaPath}/effectiveness-checks`,
      {
        version: capa.version,
        method: 'Consent review',
        result: 'effective',
        notes: 'Re-consent verified',
      },
      201,
    );
    capa = await ok('PATCH', capaPath, { version: capa.version, status: 'verified' });
    await ok('PATCH', capaPath, { version: capa.version, status: 'closed' });
    expect(await stats()).toMatchObject({ totalFindings: 5, openFindings: 3, openCriticalFindings: 1 });
  });

  it('is read with the same few items however many records the workspace holds', async () => {
    const before = await readsDuring(stats);
    const bellBefore = await readsDuring(bell);
    for (let i = 0; i < 30; i += 1) await newAudit(`Bulk audit ${i}`);
    const after = await readsDuring(stats);
    // The caller's profile (the guard's one GetItem) and one Query of the tally's shards, before and after.
    expect(after.calls).toBe(before.calls);
    expect(after.items).toBeLessThanOrEqual(COUNTER_SHARDS + 1);
    expect((await stats()).totalAudits).toBe(33);
    // The bell: the same Queries, and no more items, after 30 more audits that ask nothing of anyone.
    expect(await readsDuring(bell)).toEqual(bellBefore);
  });
});

describe('the bell', () => {
  const owner = personalWorkspace(alice);
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000);
  const kinds = async (now: Date) =>
    (await notifications(owner, now)).map((n) => [n.kind, n.title] as const).filter(([, t]) => t.startsWith('Bell '));

  it('shows a finding from 7 days before its due date until it closes, following each write', async () => {
    const audit = await newAudit('Bell audit', 'scheduled');
    const due = day(20).toISOString().slice(0, 10);
    const finding = await ok(
      'POST',
      `/api/audits/${audit.id}/findings`,
      { title: 'Bell fridge log', severity: 'high', dueDate: due },
      201,
    );
    expect(await kinds(day(0))).toEqual([]);
    expect(await kinds(day(14))).toEqual([['finding_due', 'Bell fridge log']]);
    expect(await kinds(day(21))).toEqual([['finding_overdue', 'Bell fridge log']]);
    const [entry] = (await notifications(owner, day(21))).filter((n) => n.findingId === finding.id);
    expect(entry).toEqual({
      id: `finding:${finding.id}`,
      kind: 'finding_overdue',
      title: 'Bell fridge log',
      auditId: audit.id,
      findingId: finding.id,
      dueDate: due,
    });
    // Moved out by a week, then closed: the bell follows each write.
    const later = day(27).toISOString().slice(0, 10);
    const moved = await ok('PATCH', `/api/findings/${finding.id}`, {
      version: 1,
      dueDate: later,
      reason: 'Auditee asked for more time',
    });
    expect(await kinds(day(21))).toEqual([['finding_due', 'Bell fridge log']]);
    await ok('PATCH', `/api/findings/${finding.id}`, { version: moved.version, status: 'closed', resolution: 'Fixed' });
    expect(await kinds(day(30))).toEqual([]);
  });

  it('shows a completed report’s CAPA once it is overdue, with its report', async () => {
    const report = await completedSiteReport(alice);
    const overdue = (await notifications(owner, day(31))).filter((n) => n.reportId === report.id);
    expect(overdue.map((n) => [n.kind, n.capaId]).sort()).toEqual([
      ['capa_overdue', `${report.id}.site-1`],
      ['capa_overdue', `${report.id}.site-5`],
    ]);
    expect((await notifications(owner, day(29))).filter((n) => n.reportId === report.id)).toEqual([]);
  });
});
