import { describe, expect, it } from 'vitest';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { CAPA_CLOSE_NEEDS_VERIFICATION, CAPA_RULE_MESSAGES } from '@cq/shared';
import { db, tableName } from '../data/core/client';
import { capasDueOn } from '../data/audits/capaDays';
import { invoke, useTestTable, type Caller } from '../../test/harness';
import { capaClient, capasOfCompletedReport, EFFECTIVE } from '../../test/capaFixtures';

/**
 * CAPA to closure (issue 20): verified needs a root cause, an action and an Effective check; "not effective"
 * reopens with a new target date; closing needs the latest check Effective; every move trailed.
 */
useTestTable();

const me: Caller = { sub: 'capa-owner', email: 'capa-owner@example.com' };
const other: Caller = { sub: 'capa-other', email: 'capa-other@example.com' };
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe('CAPA rules', () => {
  it('needs a reason to alter recorded content, none to fill a blank field or take a step', async () => {
    const { capas } = await capasOfCompletedReport(me, 'Reason walk');
    const capa = capaClient(me, capas[0]!.id);
    const filled = await capa.patch({ version: 1, status: 'in_progress', rootCause: 'No version check' });
    expect(filled.json).toMatchObject({ status: 'in_progress', rootCause: 'No version check', version: 2 });
    for (const body of [{ rootCause: 'Training gap' }, { title: 'Renamed' }, { dueDate: day(40) }]) {
      const refused = await capa.patch({ version: 2, ...body });
      expect(refused.status).toBe(400);
      expect(refused.json).toEqual({
        error: 'Give a reason for this change',
        fields: { reason: 'Give a reason for this change' },
      });
    }
    const changed = await capa.patch({ version: 2, rootCause: 'Training gap', reason: 'Root cause analysis redone' });
    expect(changed.json).toMatchObject({ rootCause: 'Training gap', version: 3 });
    const trail = (await invoke('GET', `/api/capas/${capas[0]!.id}/trail`, { caller: me })).json!;
    expect(trail.entries.at(-1)).toMatchObject({
      before: { rootCause: 'No version check' },
      after: { rootCause: 'Training gap' },
      reason: 'Root cause analysis redone',
    });
  });

  it('refuses verified without a root cause, an action and an effective check, naming each field', async () => {
    const { capas } = await capasOfCompletedReport(me, 'Rules walk');
    const capa = capaClient(me, capas[0]!.id);
    const started = await capa.patch({ version: 1, status: 'in_progress' });
    expect(started.status).toBe(200);
    const refused = await capa.patch({ version: 2, status: 'verified' });
    expect(refused.status).toBe(409);
    expect(refused.json).toEqual({
      error: CAPA_RULE_MESSAGES.rootCause,
      fields: {
        rootCause: 'A root cause is required to verify a CAPA',
        correctiveAction: 'At least one corrective or preventive action is required to verify a CAPA',
        effectivenessChecks: 'An effectiveness check with the result Effective is required to verify a CAPA',
      },
    });
    // With a root cause and a preventive action only, the missing check still keeps it from verified.
    const noCheck = await capa.patch({
      version: 2,
      status: 'verified',
      rootCause: 'Consent version not checked',
      preventiveAction: 'Version check added to the visit checklist',
    });
    expect(noCheck.status).toBe(409);
    expect(noCheck.json!.fields).toEqual({ effectivenessChecks: CAPA_RULE_MESSAGES.check });
    expect((await capa.trail()).map((e) => e.action)).toEqual(['create', 'status.in_progress']);
  });

  it('records checks: refused on an open CAPA, validated, and "not effective" reopens on a new target date', async () => {
    const { capas } = await capasOfCompletedReport(me, 'Check walk');
    const capa = capaClient(me, capas[0]!.id);
    expect((await capa.check({ version: 1, ...EFFECTIVE })).json).toEqual({
      error: 'Start work on the CAPA (In Progress) before recording an effectiveness check',
    });
    let c = (
      await capa.patch({
        version: 1,
        status: 'in_progress',
        rootCause: 'Consent version not checked',
        correctiveAction: 'Re-consented both participants',
      })
    ).json!;
    const blank = await capa.check({ version: c.version, method: ' ', result: 'maybe', notes: '' });
    expect(blank.status).toBe(400);
    expect(blank.json!.fields).toEqual({
      method: 'Method is required',
      result: 'Result must be Effective or Not effective',
      notes: 'Evidence or notes are required',
    });
    const noDate = await capa.check({ version: c.version, ...EFFECTIVE, result: 'not_effective' });
    expect(noDate.status).toBe(400);
    expect(noDate.json!.fields).toEqual({ newDueDate: CAPA_RULE_MESSAGES.newDueDate });
    const past = await capa.check({ version: c.version, ...EFFECTIVE, result: 'not_effective', newDueDate: day(-1) });
    expect(past.json!.fields).toEqual({ newDueDate: CAPA_RULE_MESSAGES.newDueDateFuture });

    const effective = await capa.check({ version: c.version, ...EFFECTIVE });
    expect(effective.status).toBe(201);
    c = effective.json!;
    expect(c.effectivenessChecks).toEqual([
      expect.objectContaining({ ...EFFECTIVE, checkedBy: me.sub, checkedAt: expect.any(String) }),
    ]);
    c = (await capa.patch({ version: c.version, status: 'verified' })).json!;
    expect(c.status).toBe('verified');

    // Not effective after all: back to In Progress on the new target date; verified again needs a new check.
    const reopened = await capa.check({
      version: c.version,
      method: 'Audit of the next visit',
      result: 'not_effective',
      notes: 'One consent on the old version again',
      newDueDate: day(45),
    });
    expect(reopened.status).toBe(201);
    expect(reopened.json).toMatchObject({ status: 'in_progress', dueDate: day(45) });
    expect(reopened.json!.effectivenessChecks.map((k: { result: string }) => k.result)).toEqual([
      'effective',
      'not_effective',
    ]);
    const again = await capa.patch({ version: reopened.json!.version, status: 'verified' });
    expect(again.status).toBe(409);
    expect(again.json!.fields).toEqual({ effectivenessChecks: CAPA_RULE_MESSAGES.check });

    const trail = await capa.trail();
    expect(trail.map((e) => e.action)).toEqual([
      'create',
      'status.in_progress',
      'effectiveness_check',
      'status.verified',
      'effectiveness_check',
    ]);
    expect(trail[4]).toMatchObject({
      actor: me.sub,
      before: { status: 'verified', dueDate: capas[0]!.dueDate },
      after: { status: 'in_progress', dueDate: day(45) },
    });
    // Another workspace's CAPA is not found.
    expect((await capaClient(other, capas[0]!.id).check({ version: 5, ...EFFECTIVE })).status).toBe(404);
  });

  it('closes after an effective check, closing the finding with the check notes', async () => {
    const { report, capas } = await capasOfCompletedReport(me, 'Close walk');
    const capa = capaClient(me, capas[0]!.id);
    let c = (
      await capa.patch({
        version: 1,
        status: 'in_progress',
        rootCause: 'No second check of the consent version',
        correctiveAction: 'Re-consented',
      })
    ).json!;
    c = (await capa.check({ version: c.version, ...EFFECTIVE })).json!;
    c = (await capa.patch({ version: c.version, status: 'verified' })).json!;
    const closed = await capa.patch({ version: c.version, status: 'closed' });
    expect(closed.status).toBe(200);
    expect(closed.json).toMatchObject({ status: 'closed', version: 5 });
    const findings = (await invoke('GET', `/api/audit-reports/${report.id}/findings`, { caller: me })).json as Array<{
      id: string;
    }>;
    const finding = findings.find((f) => f.id === capas[0]!.findingId);
    expect(finding).toMatchObject({ status: 'closed', resolution: `Closed with its CAPA: ${EFFECTIVE.notes}` });
    expect((await capa.check({ version: 5, ...EFFECTIVE })).json).toEqual({
      error: 'A Closed CAPA is final and cannot be changed.',
    });
  });

  it('reads a CAPA stored with the old yes/no: verified "No" cannot close, "Yes" with notes counts as effective', async () => {
    const { capas } = await capasOfCompletedReport(me, 'Legacy walk');
    const [no, yes] = capas;
    const legacy = async (id: string, verified: boolean, notes: string) =>
      db().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: { PK: `WS#${me.sub}`, SK: `CAPA#${id}` },
          UpdateExpression:
            'SET #s = :s, effectivenessVerified = :v, verificationNotes = :n REMOVE effectivenessChecks',
          ExpressionAttributeNames: { '#s': 'status' },
          ExpressionAttributeValues: { ':s': 'verified', ':v': verified, ':n': notes },
        }),
      );
    await legacy(no!.id, false, '');
    await legacy(yes!.id, true, 'Checked at the next visit');
    const refused = await capaClient(me, no!.id).patch({ version: 1, status: 'closed' });
    expect(refused.status).toBe(409);
    expect(refused.json!.fields).toEqual({ effectivenessChecks: CAPA_CLOSE_NEEDS_VERIFICATION });
    const read = (await invoke('GET', `/api/audit-reports/${capas[0]!.id.split('.')[0]}/capas`, { caller: me }))
      .json as Array<{ id: string; effectivenessChecks: Array<{ result: string; notes: string }> }>;
    expect(read.find((c) => c.id === yes!.id)!.effectivenessChecks).toEqual([
      expect.objectContaining({ result: 'effective', notes: 'Checked at the next visit' }),
    ]);
    expect(read.find((c) => c.id === no!.id)!.effectivenessChecks).toEqual([]);
    expect((await capaClient(me, yes!.id).patch({ version: 1, status: 'closed' })).status).toBe(200);
  });

  it('schedules a check after the target date: due in the bell and in the day index, gone once recorded', async () => {
    const { capas } = await capasOfCompletedReport(me, 'Schedule walk');
    const capa = capaClient(me, capas[0]!.id);
    const early = await capa.patch({ version: 1, checkDueDate: capas[0]!.dueDate });
    expect(early.status).toBe(400);
    expect(early.json!.fields).toEqual({ checkDueDate: CAPA_RULE_MESSAGES.checkDueDate });
    // Target date moved to within the bell's week, the check the day after it.
    let c = (
      await capa.patch({ version: 1, status: 'in_progress', dueDate: day(2), checkDueDate: day(3), reason: 'Sooner' })
    ).json!;
    expect(c.checkDueDate).toBe(day(3));
    const bell = (await invoke('GET', '/api/notifications', { caller: me })).json as Array<Record<string, string>>;
    expect(bell.filter((n) => n.capaId === capas[0]!.id)).toEqual([
      expect.objectContaining({
        id: `check:${capas[0]!.id}`,
        kind: 'capa_check_due',
        title: expect.stringMatching(/^Effectiveness check: /),
        dueDate: day(3),
      }),
    ]);
    const indexed = (d: string) => capasDueOn(d).then((all) => all.filter((e) => e.capaId === capas[0]!.id));
    expect(await indexed(day(3))).toEqual([{ workspaceId: me.sub, capaId: capas[0]!.id, kind: 'check' }]);
    expect(await indexed(day(2))).toEqual([{ workspaceId: me.sub, capaId: capas[0]!.id, kind: 'action' }]);
    expect(await indexed(capas[0]!.dueDate)).toEqual([]);

    c = (await capa.patch({ version: c.version, rootCause: 'x', correctiveAction: 'y' })).json!;
    c = (await capa.check({ version: c.version, ...EFFECTIVE })).json!;
    expect(c.checkDueDate).toBeNull();
    expect(await indexed(day(3))).toEqual([]);
    const after = (await invoke('GET', '/api/notifications', { caller: me })).json as Array<Record<string, string>>;
    expect(after.filter((n) => n.kind === 'capa_check_due' && n.capaId === capas[0]!.id)).toEqual([]);
    expect((await capa.patch({ version: c.version, status: 'verified' })).status).toBe(200);
    expect(await indexed(day(2))).toEqual([]);
  });
});
