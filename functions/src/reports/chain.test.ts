import { describe, expect, it } from 'vitest';
import type { GeneratedFinding, Report } from '@cq/shared';
import { acceptSigningStatement, invoke, useTestTable, type Caller } from '../../test/harness';
import { completedSiteReport, SITE_ANSWERS } from '../../test/reportFixtures';
import { useUserPool } from '../../test/userPool';
import { settleRaisedFindings } from '../services/reportExport/raisedFindings';

useTestTable();

// One chain (issue 19): the finding a report raises is the audit's finding, its CAPA closes it, and the audit
// follows its report. Approval re-checks the password against a real user pool (cognito-local).
const account = { email: 'chain@example.com', password: 'Chain-Passw0rd!', firstName: 'Cai', lastName: 'Chain' };
useUserPool([account]);
const me: Caller = { sub: 'chain-owner', email: account.email, givenName: 'Cai', familyName: 'Chain' };
const other: Caller = { sub: 'chain-other', email: 'chain-other@example.com' };

const get = async (path: string, caller = me) => (await invoke('GET', path, { caller })).json!;
const openCritical = async () =>
  (await invoke('GET', '/api/findings', { caller: me, query: { status: 'open', severity: 'critical' } })).json!;
const patch = (path: string, body: Record<string, unknown>, caller = me) => invoke('PATCH', path, { caller, body });

async function report(auditId?: string) {
  const created = await invoke('POST', '/api/audit-reports', {
    caller: me,
    body: { type: 'gcp_site_audit', title: 'Site 7 GCP audit', ...(auditId ? { auditId } : {}) },
  });
  expect(created.status).toBe(201);
  return created.json!;
}

async function complete(r: Record<string, unknown>) {
  const path = `/api/audit-reports/${String(r.id)}`;
  let next = (await patch(path, { version: r.version, status: 'review' })).json!;
  next = (await patch(path, { version: next.version, status: 'completed' })).json!;
  expect(next.status).toBe('completed');
  return next;
}

describe('one chain from audit to CAPA', () => {
  it('the audit follows its report, the report’s findings are the audit’s, and closing a CAPA closes its finding', async () => {
    const audit = (
      await invoke('POST', '/api/audits', {
        caller: me,
        body: { title: 'Site 7 visit', type: 'clinical_trial', status: 'scheduled', scheduledDate: '2027-03-01' },
      })
    ).json!;
    const r = await report(audit.id);
    expect(await get(`/api/audits/${audit.id}`)).toMatchObject({ status: 'scheduled', progress: 0, version: 1 });

    // Answering starts the audit and its progress is the report's.
    const two = SITE_ANSWERS.slice(0, 2);
    const answered = await invoke('PUT', `/api/audit-reports/${r.id}/responses`, {
      caller: me,
      body: { version: 1, responses: two },
    });
    expect(answered.json).toMatchObject({ status: 'in_progress', progress: 40 });
    expect(await get(`/api/audits/${audit.id}`)).toMatchObject({ status: 'in_progress', progress: 40, version: 2 });
    const auditTrail = await get(`/api/audits/${audit.id}/trail`);
    expect(auditTrail.entries.at(-1)).toMatchObject({
      actor: me.sub,
      action: 'status.in_progress',
      before: { status: 'scheduled', progress: 0 },
      after: { status: 'in_progress', progress: 40 },
      reason: 'Follows its report "Site 7 GCP audit"',
    });
    const all = await invoke('PUT', `/api/audit-reports/${r.id}/responses`, {
      caller: me,
      body: { version: answered.json!.version, responses: SITE_ANSWERS },
    });
    expect(all.json).toMatchObject({ progress: 100 });
    expect(await get(`/api/audits/${audit.id}`)).toMatchObject({ status: 'in_progress', progress: 100 });

    // Set by hand, the audit's status and progress are refused while a report moves them; cancelling stays free.
    const audited = await get(`/api/audits/${audit.id}`);
    const byHand = await patch(`/api/audits/${audit.id}`, { version: audited.version, status: 'completed' });
    expect(byHand.status).toBe(409);
    expect(byHand.json).toEqual({
      error: "This audit's status and progress follow its report: they change as the report is answered and approved.",
    });

    const completed = await complete(all.json!);

    // Completion raised three findings: one record each, on the audit, the CAPA's id shared with its finding.
    const raised = await get(`/api/audit-reports/${r.id}/findings`);
    expect(
      raised.map((f: Record<string, unknown>) => [f.id, f.auditId, f.questionId, f.severity, f.status, f.capaId]),
    ).toEqual([
      [`${r.id}.site-1`, audit.id, 'site-1', 'critical', 'open', `${r.id}.site-1`],
      [`${r.id}.site-3`, audit.id, 'site-3', 'high', 'open', null],
      [`${r.id}.site-5`, audit.id, 'site-5', 'medium', 'open', `${r.id}.site-5`],
    ]);
    expect(await get(`/api/audits/${audit.id}/findings`)).toEqual(raised);
    expect(await get(`/api/audits/${audit.id}/reports`)).toEqual([
      expect.objectContaining({ id: r.id, status: 'completed', findings: 3, answered: 5, questions: 5 }),
    ]);
    expect((await invoke('GET', `/api/audits/${audit.id}/reports`, { caller: other })).status).toBe(404);
    expect((await invoke('GET', `/api/audit-reports/${r.id}/findings`, { caller: other })).status).toBe(404);
    expect(await get('/api/dashboard/stats')).toMatchObject({
      totalFindings: 3,
      openFindings: 3,
      openCriticalFindings: 1,
    });

    // A finding with a CAPA is moved by the CAPA only.
    const critical = raised[0];
    const closeByHand = await patch(`/api/findings/${critical.id}`, {
      version: critical.version,
      status: 'closed',
      resolution: 'Fixed',
    });
    expect(closeByHand.status).toBe(409);
    expect(closeByHand.json).toEqual({
      error:
        "This finding's status follows its CAPA: it closes when the CAPA is closed after a verified effectiveness check.",
    });

    // The CAPA's moves move its finding, in the same write, each trailed on the finding.
    const capaPath = `/api/capas/${critical.capaId}`;
    let capa = (await patch(capaPath, { version: 1, status: 'in_progress', rootCause: 'Version not checked' })).json!;
    expect(await get(`/api/findings/${critical.id}/trail`)).toMatchObject({ verified: true });
    expect((await get(`/api/audits/${audit.id}/findings`))[0]).toMatchObject({ status: 'in_progress', version: 2 });
    capa = (
      await invoke('POST', `${capaPath}/effectiveness-checks`, {
        caller: me,
        body: {
          version: capa.version,
          method: 'Monitoring visits',
          result: 'effective',
          notes: 'No recurrence in 3 monitoring visits',
        },
      })
    ).json!;
    capa = (await patch(capaPath, { version: capa.version, status: 'verified', correctiveAction: 'Re-consent' })).json!;
    capa = (await patch(capaPath, { version: capa.version, status: 'closed' })).json!;
    expect(capa.status).toBe('closed');
    const closed = (await get(`/api/audits/${audit.id}/findings`))[0];
    expect(closed).toMatchObject({
      status: 'closed',
      resolution: 'Closed with its CAPA: No recurrence in 3 monitoring visits',
      closedAt: expect.stringMatching(/Z$/),
      version: 3,
    });
    const findingTrail = await get(`/api/findings/${critical.id}/trail`);
    expect(findingTrail.verified).toBe(true);
    expect(findingTrail.entries.map((e: { action: string }) => e.action)).toEqual([
      'create',
      'status.in_progress',
      'status.closed',
    ]);
    expect(await get('/api/dashboard/stats')).toMatchObject({
      totalFindings: 3,
      openFindings: 2,
      openCriticalFindings: 0,
    });
    expect(await openCritical()).toEqual([]);

    // Approval completes the audit at 100 %.
    await acceptSigningStatement(me);
    const signed = await invoke('POST', `/api/audit-reports/${r.id}/approve`, {
      caller: me,
      body: { version: completed.version, password: account.password, meaning: 'Approved' },
    });
    expect(signed.json).toMatchObject({ status: 'approved' });
    expect(await get(`/api/audits/${audit.id}`)).toMatchObject({
      status: 'completed',
      progress: 100,
      completedDate: expect.stringMatching(/Z$/),
    });
    // A completed audit is final: it takes no new report.
    const late = await invoke('POST', '/api/audit-reports', {
      caller: me,
      body: { type: 'gcp_site_audit', title: 'Late report', auditId: audit.id },
    });
    expect(late.status).toBe(409);
    expect(late.json).toEqual({ error: 'A Completed audit is final and cannot be changed.' });
  });

  it('records the findings of a report without an audit too: the dashboard and the findings list count them', async () => {
    const before = await get('/api/dashboard/stats');
    const r = await completedSiteReport(me);
    const raised = await get(`/api/audit-reports/${r.id}/findings`);
    expect(raised.map((f: Record<string, unknown>) => [f.auditId, f.reportId, f.questionId])).toEqual([
      [null, r.id, 'site-1'],
      [null, r.id, 'site-3'],
      [null, r.id, 'site-5'],
    ]);
    expect(await get('/api/dashboard/stats')).toMatchObject({
      totalFindings: before.totalFindings + 3,
      openCriticalFindings: before.openCriticalFindings + 1,
    });
    const critical = await openCritical();
    expect(critical).toContainEqual(expect.objectContaining({ id: `${r.id}.site-1`, auditTitle: '' }));
  });

  it('records more findings than one transaction holds, in batches, once each', async () => {
    const r = await report();
    const findings: GeneratedFinding[] = Array.from({ length: 30 }, (_, i) => ({
      id: `finding-q${i}`,
      questionId: `q${i}`,
      title: `Finding ${i}`,
      description: 'Observed',
      severity: i % 2 ? 'critical' : 'low',
      category: 'Consent',
      recommendation: 'Fix it',
      capa: i % 2 ? 'Corrective and preventive action' : null,
      points: i % 2 ? 25 : 0,
    }));
    const owner = { workspaceId: me.sub, actor: me.sub };
    const completed = { ...(r as Report), completedAt: new Date().toISOString(), generatedFindings: findings };
    expect(await settleRaisedFindings(owner, completed)).toBe(30);
    expect(await settleRaisedFindings(owner, completed)).toBe(0);
    const capas = await get(`/api/audit-reports/${r.id}/capas`);
    expect(capas).toHaveLength(15);
  });

  it('fits a full batch in one transaction when every finding adds to its own analytics items under every filter', async () => {
    // The worst case for a batch's size: an audit with an auditee and a lead (so its findings and CAPAs count under
    // four filter values), each finding in its own category and question, each with a CAPA.
    const auditee = (await invoke('POST', '/api/auditees', { caller: me, body: { name: 'Batch Site', kind: 'site' } }))
      .json!;
    const audit = (
      await invoke('POST', '/api/audits', {
        caller: me,
        body: { title: 'Batch', type: 'hospital', status: 'in_progress', auditeeId: auditee.id, leadAuditorId: me.sub },
      })
    ).json!;
    const r = await report(audit.id);
    const findings: GeneratedFinding[] = Array.from({ length: 25 }, (_, i) => ({
      id: `finding-b${i}`,
      questionId: `b${i}`,
      title: `Finding ${i}`,
      description: 'Observed',
      severity: 'critical',
      category: `Area ${i}`,
      recommendation: 'Fix it',
      capa: 'Corrective and preventive action',
      points: 25,
    }));
    const owner = { workspaceId: me.sub, actor: me.sub };
    const completed = { ...(r as Report), completedAt: new Date().toISOString(), generatedFindings: findings };
    expect(await settleRaisedFindings(owner, completed)).toBe(25);
    expect(await get(`/api/audit-reports/${r.id}/capas`)).toHaveLength(25);
  });
});
