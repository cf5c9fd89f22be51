import { describe, expect, it } from 'vitest';
import { invoke, useTestTable, type Caller } from '../../test/harness';
import { completedSiteReport, SITE_ANSWERS } from '../../test/reportFixtures';
import { CARRY_OVER_MESSAGES } from './useCases';

useTestTable();

// A workspace per test: the free plan's monthly audit limit would refuse the second test's audits in one.
let me: Caller = { sub: 'carry-owner', email: 'carry@example.com' };

async function auditOf(auditeeId: string | null, title: string): Promise<string> {
  const res = await invoke('POST', '/api/audits', {
    caller: me,
    body: {
      title,
      type: 'clinical_trial',
      status: 'scheduled',
      plannedStart: '2099-02-01',
      ...(auditeeId && { auditeeId }),
    },
  });
  expect(res.status).toBe(201);
  return res.json!.id as string;
}

const lastReport = async (auditId: string, type = 'gcp_site_audit') =>
  (await invoke('GET', `/api/audits/${auditId}/last-report`, { caller: me, query: { type } })).json;

describe('start from last audit', () => {
  it('starts a re-audit with the last answers marked carried over, and completes only once each is confirmed', async () => {
    const auditee = (
      await invoke('POST', '/api/auditees', { caller: me, body: { name: 'Re-audit Site', kind: 'site' } })
    ).json!.id as string;
    const firstAudit = await auditOf(auditee, 'First visit');
    const reAudit = await auditOf(auditee, 'Re-audit');
    expect(await lastReport(reAudit)).toEqual({ report: null });

    const first = await completedSiteReport(me, firstAudit);
    expect(await lastReport(reAudit)).toEqual({
      report: { id: first.id, title: 'Site 7 GCP audit', completedAt: first.completedAt },
    });
    // Another template has no last report here.
    expect(await lastReport(reAudit, 'vendor_audit')).toEqual({ report: null });

    const created = await invoke('POST', '/api/audit-reports', {
      caller: me,
      body: { type: 'gcp_site_audit', title: 'Re-audit report', auditId: reAudit, carryOverFrom: 'last' },
    });
    expect(created.status).toBe(201);
    const report = created.json!;
    expect(report.checklist.map((i: Record<string, unknown>) => [i.id, i.response, i.notes, i.carriedOver])).toEqual(
      SITE_ANSWERS.map((a) => [a.questionId, a.response, a.notes ?? '', true]),
    );
    expect(report).toMatchObject({ status: 'draft', progress: 100, findings: 3, riskScore: 50, version: 2 });
    const trail = (await invoke('GET', `/api/audit-reports/${report.id}/trail`, { caller: me })).json!;
    expect(trail.entries.at(-1)).toMatchObject({
      action: 'responses.carry_over',
      reason: `Carried over from the last audit's report "Site 7 GCP audit" (${first.id})`,
    });

    // Sent again unchanged (the wizard saves every answer at once) an answer stays marked; confirming one (the
    // same answer, confirmed) clears its mark; the others still hold completion back.
    const path = `/api/audit-reports/${report.id}`;
    const resent = (
      await invoke('PUT', `${path}/responses`, {
        caller: me,
        body: { version: report.version, responses: SITE_ANSWERS },
      })
    ).json!;
    expect(resent.checklist.every((i: Record<string, unknown>) => i.carriedOver === true)).toBe(true);
    const confirmed = (
      await invoke('PUT', `${path}/responses`, {
        caller: me,
        body: { version: resent.version, responses: [{ ...SITE_ANSWERS[0], confirm: true }] },
      })
    ).json!;
    expect(confirmed.checklist[0]).not.toHaveProperty('carriedOver');
    expect(confirmed.checklist[1].carriedOver).toBe(true);
    const review = (await invoke('PATCH', path, { caller: me, body: { version: confirmed.version, status: 'review' } }))
      .json!;
    const refused = await invoke('PATCH', path, { caller: me, body: { version: review.version, status: 'completed' } });
    expect(refused.status).toBe(409);
    expect(refused.json).toEqual({
      error:
        'Confirm or change every answer carried over from the last audit before completing the report: 4 of 5 are still marked "carried over — confirm".',
    });

    // Changing one (which confirms it) and confirming the rest lets it complete.
    const changed = SITE_ANSWERS.map((a) =>
      a.questionId === 'site-2' ? { ...a, response: 'non_compliant' } : { ...a, confirm: true },
    );
    const all = (
      await invoke('PUT', `${path}/responses`, {
        caller: me,
        body: { version: review.version, responses: changed, reason: 'Site 2 lapsed since the last audit' },
      })
    ).json!;
    expect(all.checklist.some((i: Record<string, unknown>) => 'carriedOver' in i)).toBe(false);
    const completed = await invoke('PATCH', path, { caller: me, body: { version: all.version, status: 'completed' } });
    expect(completed.json).toMatchObject({ status: 'completed', findings: 4 });
  });

  it('says why it cannot start from a last audit', async () => {
    me = { sub: 'carry-owner-2', email: 'carry-2@example.com' };
    const start = (body: Record<string, unknown>) =>
      invoke('POST', '/api/audit-reports', {
        caller: me,
        body: { type: 'gcp_site_audit', title: 'Re-audit', carryOverFrom: 'last', ...body },
      });
    const noAudit = await start({});
    expect(noAudit.status).toBe(400);
    expect(noAudit.json).toMatchObject({ fields: { carryOverFrom: CARRY_OVER_MESSAGES.needsAuditee } });
    const noAuditee = await start({ auditId: await auditOf(null, 'Unplaced audit') });
    expect(noAuditee.json).toMatchObject({ fields: { carryOverFrom: CARRY_OVER_MESSAGES.needsAuditee } });
    const fresh = (await invoke('POST', '/api/auditees', { caller: me, body: { name: 'New Site', kind: 'site' } }))
      .json!.id as string;
    const none = await start({ auditId: await auditOf(fresh, 'First ever') });
    expect(none.status).toBe(400);
    expect(none.json).toMatchObject({ fields: { carryOverFrom: CARRY_OVER_MESSAGES.noLastReport } });
  });
});
