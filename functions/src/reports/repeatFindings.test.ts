import { beforeEach, describe, expect, it } from 'vitest';
import { invoke, useTestTable, type Caller } from '../../test/harness';
import { completedSiteReport } from '../../test/reportFixtures';

useTestTable();

/** The day an earlier finding was raised (real time here: any day). */
const DAY = expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/);

// A workspace per test: the free plan's monthly audit limit would refuse a fourth audit in one.
let me: Caller;
let n = 0;
beforeEach(() => {
  n += 1;
  me = { sub: `repeat-owner-${n}`, email: `repeat-${n}@example.com` };
});

async function auditee(name: string): Promise<string> {
  const res = await invoke('POST', '/api/auditees', { caller: me, body: { name, kind: 'site' } });
  expect(res.status).toBe(201);
  return res.json!.id as string;
}

async function auditOf(auditeeId: string, title: string): Promise<string> {
  const res = await invoke('POST', '/api/audits', {
    caller: me,
    body: { title, type: 'clinical_trial', status: 'scheduled', auditeeId, plannedStart: '2099-01-10' },
  });
  expect(res.status).toBe(201);
  return res.json!.id as string;
}

/** A vendor report on `auditId` with vendor-3 (Data Integrity, like the site template's site-3) non-compliant. */
async function completedVendorReport(auditId: string) {
  const created = await invoke('POST', '/api/audit-reports', {
    caller: me,
    body: { type: 'vendor_audit', title: 'Vendor audit', auditId },
  });
  const path = `/api/audit-reports/${created.json!.id}`;
  const responses = ['vendor-1', 'vendor-2', 'vendor-3', 'vendor-4', 'vendor-5'].map((questionId) => ({
    questionId,
    response: questionId === 'vendor-3' ? 'non_compliant' : 'compliant',
  }));
  let r = (await invoke('PUT', `${path}/responses`, { caller: me, body: { version: 1, responses } })).json!;
  for (const status of ['review', 'completed']) {
    r = (await invoke('PATCH', path, { caller: me, body: { version: r.version, status } })).json!;
  }
  expect(r.status).toBe('completed');
  return r;
}

const findingsOf = async (reportId: string) =>
  (await invoke('GET', `/api/audit-reports/${reportId}/findings`, { caller: me })).json as unknown as Array<{
    id: string;
    questionId: string;
    repeatOf: Array<{ id: string; auditId: string; raisedAt?: string }>;
  }>;

describe('repeat findings', () => {
  it('marks a finding on the same question of the same auditee in an earlier audit, with the earlier one', async () => {
    const site = await auditee('Harbour Site');
    const firstAudit = await auditOf(site, 'First visit');
    const first = await completedSiteReport(me, firstAudit);
    for (const f of await findingsOf(first.id)) expect(f.repeatOf).toEqual([]);

    const secondAudit = await auditOf(site, 'Second visit');
    const second = await completedSiteReport(me, secondAudit);
    const repeats = await findingsOf(second.id);
    expect(repeats.map((f) => [f.questionId, f.repeatOf])).toEqual([
      ['site-1', [{ id: `${first.id}.site-1`, auditId: firstAudit, raisedAt: DAY }]],
      ['site-3', [{ id: `${first.id}.site-3`, auditId: firstAudit, raisedAt: DAY }]],
      ['site-5', [{ id: `${first.id}.site-5`, auditId: firstAudit, raisedAt: DAY }]],
    ]);
    // The audit's own finding list carries the same mark.
    const onAudit = (await invoke('GET', `/api/audits/${secondAudit}/findings`, { caller: me }))
      .json as unknown as Array<{
      id: string;
      repeatOf: unknown[];
    }>;
    expect(onAudit.find((f) => f.id === `${second.id}.site-1`)?.repeatOf).toHaveLength(1);

    // A third audit counts both earlier ones, newest first.
    const thirdAudit = await auditOf(site, 'Third visit');
    const third = await completedSiteReport(me, thirdAudit);
    const [consent] = await findingsOf(third.id);
    expect(consent!.repeatOf).toEqual([
      { id: `${second.id}.site-1`, auditId: secondAudit, raisedAt: DAY },
      { id: `${first.id}.site-1`, auditId: firstAudit, raisedAt: DAY },
    ]);

    // The auditee's page lists its repeat findings.
    const listed = await invoke('GET', `/api/auditees/${site}/repeat-findings`, { caller: me });
    expect(listed.status).toBe(200);
    expect((listed.json as unknown as Array<{ id: string }>).map((f) => f.id).sort()).toEqual(
      [...repeats, ...(await findingsOf(third.id))].map((f) => f.id).sort(),
    );
  });

  it('does not mark a finding of another auditee as a repeat', async () => {
    const firstAudit = await auditOf(await auditee('North Site'), 'North visit');
    await completedSiteReport(me, firstAudit);
    const otherAudit = await auditOf(await auditee('South Site'), 'South visit');
    const other = await completedSiteReport(me, otherAudit);
    for (const f of await findingsOf(other.id)) expect(f.repeatOf).toEqual([]);
  });

  it('falls back to the category when the question was never raised before', async () => {
    const site = await auditee('East Site');
    const firstAudit = await auditOf(site, 'Site visit');
    const first = await completedSiteReport(me, firstAudit);
    const vendorAudit = await auditOf(site, 'Vendor visit');
    const vendor = await completedVendorReport(vendorAudit);
    const [integrity] = await findingsOf(vendor.id);
    // vendor-3 and site-3 are both Data Integrity questions.
    expect(integrity).toMatchObject({
      questionId: 'vendor-3',
      repeatOf: [{ id: `${first.id}.site-3`, auditId: firstAudit, raisedAt: DAY }],
    });
  });
});
