import { beforeAll, describe, expect, it, vi } from 'vitest';
import { analyticsCsv } from '@cq/shared/analytics/columns';
import { asProUser, invoke, type Caller } from '../../test/harness';
import { useTestTable } from '../../test/harness';
import { at, ok, rows, series } from '../../test/analyticsClient';
import { joinOrg } from '../../test/members';
import { completedSiteReport, SITE_ANSWERS } from '../../test/reportFixtures';

/**
 * The series risk, quala and workload (issue 21) and their filters, on seeded workspaces whose writes happen at
 * set moments either side of the March/April boundary (UTC). Every expected number is worked out by hand:
 * SITE_ANSWERS give 50 points with one critical, one high and one medium finding; every answer compliant gives 0
 * and none.
 */
useTestTable();

const pro: Caller = { sub: 'team-pro', email: 'team-pro@example.com' };
const free: Caller = { sub: 'team-free', email: 'team-free@example.com' };
const other: Caller = { sub: 'team-other', email: 'team-other@example.com' };
const lead: Caller = { sub: 'team-org-owner', email: 'lead@example.com' };
const member: Caller = { sub: 'team-org-auditor', email: 'auditor@example.com' };

const MAR_APR = { from: '2026-03-01', to: '2026-04-30' };
const COMPLIANT = SITE_ANSWERS.map(({ questionId }) => ({ questionId, response: 'compliant' }));

/** An auditee with a rating, and an audit of it. */
async function auditeeWithAudit(caller: Caller, name: string, riskRating: string) {
  const auditee = await ok<{ id: string }>(
    caller,
    'POST',
    '/api/auditees',
    { name, kind: 'site', riskRating, riskReason: 'Inspection history' },
    201,
  );
  const audit = await ok<{ id: string }>(
    caller,
    'POST',
    '/api/audits',
    { title: `${name} audit`, type: 'hospital', auditeeId: auditee.id, plannedStart: '2026-03-02' },
    201,
  );
  return { auditeeId: auditee.id, auditId: audit.id };
}

/** A GCP site report on the audit with every answer compliant, completed. */
async function cleanReport(caller: Caller, auditId: string) {
  const created = await ok<{ id: string }>(
    caller,
    'POST',
    '/api/audit-reports',
    { type: 'gcp_site_audit', title: 'Clean', auditId },
    201,
  );
  const path = `/api/audit-reports/${created.id}`;
  let r = await ok<{ version: number }>(caller, 'PUT', `${path}/responses`, { version: 1, responses: COMPLIANT });
  for (const status of ['review', 'completed']) r = await ok(caller, 'PATCH', path, { version: r.version, status });
}

let north: { auditeeId: string; auditId: string };
let south: { auditeeId: string; auditId: string };
let orgId: string;

beforeAll(async () => {
  await asProUser(pro);
  await asProUser(other);
  await asProUser(lead);
  await invoke('GET', '/api/auth/user', { caller: free });
  await invoke('GET', '/api/auth/user', { caller: member });
  vi.useFakeTimers({ toFake: ['Date'] });

  at('2026-03-01T08:00:00Z');
  north = await auditeeWithAudit(pro, 'North Clinic', 'low');
  south = await auditeeWithAudit(pro, 'South Hospital', 'high');
  // 31 March, 23:30 UTC: North's first report (50 points: critical, high, medium). One question to Quala.
  at('2026-03-31T23:30:00Z');
  await completedSiteReport(pro, north.auditId);
  await ok(pro, 'POST', '/api/quala/chat', { prompt: 'What does ALCOA+ stand for?' });
  // 1 April, 00:30 UTC: North's second report (50 again) and South's clean one (0, no findings); two questions.
  at('2026-04-01T00:30:00Z');
  const second = await ok<{ id: string }>(
    pro,
    'POST',
    '/api/audits',
    {
      title: 'North follow-up',
      type: 'pharmacy',
      auditeeId: north.auditeeId,
      plannedStart: '2026-04-01',
    },
    201,
  );
  await completedSiteReport(pro, second.id);
  await cleanReport(pro, south.auditId);
  await ok(pro, 'POST', '/api/quala/chat', { prompt: 'Who signs the delegation log?' });
  await ok(pro, 'POST', '/api/quala/chat', { prompt: 'What is source data verification?' });

  // Another workspace with a low-rated auditee and a critical finding in the same months, and a question.
  const elsewhere = await auditeeWithAudit(other, 'Elsewhere Lab', 'low');
  await completedSiteReport(other, elsewhere.auditId);
  await ok(other, 'POST', '/api/quala/chat', { prompt: 'What is GCP?' });

  // An organisation: its owner leads a planned audit (completed), the auditor works on two, one of them still open.
  orgId = (await ok<{ id: string }>(lead, 'POST', '/api/orgs', { name: 'Team Org' }, 201)).id;
  await joinOrg(orgId, lead, member, 'auditor');
  const inOrg = { 'x-workspace-id': orgId };
  const orgAudit = (body: Record<string, unknown>) =>
    invoke('POST', '/api/audits', { caller: lead, headers: inOrg, body: { type: 'hospital', ...body } });
  expect(
    (await orgAudit({ title: 'Led', leadAuditorId: lead.sub, auditorIds: [member.sub], plannedStart: '2026-04-03' }))
      .status,
  ).toBe(201);
  const done = await orgAudit({
    title: 'Done',
    leadAuditorId: member.sub,
    plannedStart: '2026-03-03',
    status: 'in_progress',
  });
  expect(done.status).toBe(201);
  const completed = await invoke('PATCH', `/api/audits/${done.json!.id}`, {
    caller: lead,
    headers: inOrg,
    body: { version: 1, status: 'completed' },
  });
  expect(completed.status, JSON.stringify(completed.json)).toBe(200);
});

describe('GET /api/analytics/risk', () => {
  it('gives the mean report risk score per auditee per month completed (UTC)', async () => {
    expect(await rows(pro, 'risk', MAR_APR)).toEqual([
      { month: '2026-03', auditee: 'North Clinic', auditeeId: north.auditeeId, reports: 1, meanRiskScore: 50 },
      { month: '2026-04', auditee: 'North Clinic', auditeeId: north.auditeeId, reports: 1, meanRiskScore: 50 },
      { month: '2026-04', auditee: 'South Hospital', auditeeId: south.auditeeId, reports: 1, meanRiskScore: 0 },
    ]);
    expect(await rows(pro, 'risk', { from: '2026-04-01', to: '2026-04-30' })).toHaveLength(2);
  });

  it('filters by auditee and by template, and refuses audit type with the field message', async () => {
    expect(await rows(pro, 'risk', { ...MAR_APR, auditeeId: south.auditeeId })).toEqual([
      { month: '2026-04', auditee: 'South Hospital', auditeeId: south.auditeeId, reports: 1, meanRiskScore: 0 },
    ]);
    expect(await rows(pro, 'risk', { ...MAR_APR, templateId: 'builtin-gcp_site_audit' })).toHaveLength(3);
    expect(await rows(pro, 'risk', { ...MAR_APR, templateId: 'builtin-vendor_audit' })).toEqual([]);
    const typed = await series(pro, 'risk', { ...MAR_APR, type: 'hospital' });
    expect([typed.status, typed.json!.fields]).toEqual([400, { type: 'This chart cannot be filtered by this yet' }]);
    const bad = await series(pro, 'risk', { ...MAR_APR, type: 'spaceship' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json!.fields)).toEqual(['type']);
  });

  it('lists the auditees whose rating and findings disagree', async () => {
    expect(await rows(pro, 'risk', { ...MAR_APR, view: 'disagreements' })).toEqual([
      {
        auditee: 'North Clinic',
        auditeeId: north.auditeeId,
        rating: 'Low',
        reports: 2,
        critical: 2,
        high: 2,
        findings: 6,
        meanRiskScore: 50,
        reason: 'Rated low, yet its reports raised critical findings',
      },
      {
        auditee: 'South Hospital',
        auditeeId: south.auditeeId,
        rating: 'High',
        reports: 1,
        critical: 0,
        high: 0,
        findings: 0,
        meanRiskScore: 0,
        reason: 'Rated high, yet its reports raised no findings',
      },
    ]);
  });

  it("never shows another workspace's reports, in JSON or CSV", async () => {
    const mine = await rows(other, 'risk', MAR_APR);
    expect(mine.map((r) => [r.month, r.auditee])).toEqual([['2026-04', 'Elsewhere Lab']]);
    const csv = await series(pro, 'risk', { ...MAR_APR, view: 'disagreements', format: 'csv' });
    expect(csv.raw.toString('utf8')).not.toContain('Elsewhere');
    expect(csv.raw.toString('utf8')).toBe(
      analyticsCsv('risk/disagreements', await rows(pro, 'risk', { ...MAR_APR, view: 'disagreements' })),
    );
  });
});

describe('GET /api/analytics/findings, filtered', () => {
  it('counts the findings a report raised under its auditee and template, and ages only those', async () => {
    const raised = { total: 3, critical: 1, high: 1, medium: 1, low: 0, open: 3, closed: 0 };
    expect(await rows(pro, 'findings', { ...MAR_APR, auditeeId: north.auditeeId })).toEqual([
      { month: '2026-03', ...raised },
      { month: '2026-04', ...raised },
    ]);
    expect(await rows(pro, 'findings', { ...MAR_APR, templateId: 'builtin-gcp_site_audit' })).toEqual([
      { month: '2026-03', ...raised },
      { month: '2026-04', ...raised },
    ]);
    const none = { total: 0, critical: 0, high: 0, medium: 0, low: 0, open: 0, closed: 0 };
    expect(await rows(pro, 'findings', { ...MAR_APR, auditeeId: south.auditeeId })).toEqual([
      { month: '2026-03', ...none },
      { month: '2026-04', ...none },
    ]);
    const ageing = await rows(pro, 'findings', { ...MAR_APR, view: 'ageing', auditeeId: north.auditeeId });
    expect(ageing.reduce((sum, r) => sum + (r.open as number), 0)).toBe(6);
    const elsewhere = await rows(pro, 'findings', { ...MAR_APR, view: 'ageing', auditeeId: south.auditeeId });
    expect(elsewhere.reduce((sum, r) => sum + (r.open as number), 0)).toBe(0);
  });
});

describe('GET /api/analytics/quala', () => {
  it('counts the questions asked per month (UTC), the workspace only', async () => {
    expect(await rows(pro, 'quala', { from: '2026-02-01', to: '2026-04-30' })).toEqual([
      { month: '2026-02', questions: 0 },
      { month: '2026-03', questions: 1 },
      { month: '2026-04', questions: 2 },
    ]);
    expect(await rows(other, 'quala', MAR_APR)).toEqual([
      { month: '2026-03', questions: 0 },
      { month: '2026-04', questions: 1 },
    ]);
    const filtered = await series(pro, 'quala', { ...MAR_APR, auditeeId: north.auditeeId });
    expect([filtered.status, filtered.json!.fields]).toEqual([
      400,
      { auditeeId: 'This chart cannot be filtered by this yet' },
    ]);
  });
});

describe('GET /api/analytics/workload', () => {
  it("gives each member's audits planned in the range and those not done", async () => {
    const inOrg = { 'x-workspace-id': orgId };
    expect(await rows(lead, 'workload', MAR_APR, inOrg)).toEqual([
      { member: 'auditor@example.com', memberId: member.sub, audits: 2, auditsOpen: 1, openCapas: 0 },
      { member: 'lead@example.com', memberId: lead.sub, audits: 1, auditsOpen: 1, openCapas: 0 },
    ]);
    expect(await rows(lead, 'workload', { from: '2026-03-01', to: '2026-03-31' }, inOrg)).toEqual([
      { member: 'auditor@example.com', memberId: member.sub, audits: 1, auditsOpen: 0, openCapas: 0 },
      { member: 'lead@example.com', memberId: lead.sub, audits: 0, auditsOpen: 0, openCapas: 0 },
    ]);
  });

  it('answers a personal workspace 404 with the reason', async () => {
    const res = await series(pro, 'workload', MAR_APR);
    expect([res.status, res.json!.error]).toEqual([
      404,
      'Team workload is kept for organisations: switch to an organisation to see it',
    ]);
  });
});

describe('the plan gate', () => {
  it('refuses the new series on Free with the reason', async () => {
    for (const name of ['risk', 'quala', 'workload']) {
      const res = await series(free, name, { from: '2026-04-01', to: '2026-04-01' });
      expect([name, res.status, res.json!.error]).toEqual([name, 403, 'This chart needs the Pro plan']);
    }
  });
});
