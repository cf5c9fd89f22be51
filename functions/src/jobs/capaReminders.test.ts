import { beforeAll, describe, expect, it } from 'vitest';
import { listOutbox } from '../data/ops/outbox';
import { readTrail } from '../data/trail/trail';
import { eventOfEntry } from '../data/integrations/webhookEvents';
import { asProUser, invoke, useTestTable, useWorkspaceHeader, type Caller } from '../../test/harness';
import { joinOrg } from '../../test/members';
import { capaClient, capasOfCompletedReport } from '../../test/capaFixtures';
import { laterSameUtcDay } from '../../test/fixtures';
import { answer, send, session } from '../../test/portalFixtures';
import { CAPA_REMINDER_ACTOR, sendCapaReminders } from './capaReminders';

/**
 * CAPA reminders (issue 20): overdue actions and due effectiveness checks are mailed to the CAPA's owner and the
 * report's lead once each, and `capa.overdue` is emitted once per CAPA, however often the daily job runs.
 */
useTestTable();

const lead: Caller = { sub: 'capa-remind-lead', email: 'capa-remind-lead@example.com' };
const grace: Caller = { sub: 'capa-remind-grace', email: 'capa-remind-grace@example.com' };
/** Moving a CAPA's dates or owner alters recorded data: a reason is required (21 CFR 11.10(e)). */
const REASON = 'Dates agreed with the site';
const day = (offset: number, from = new Date()) =>
  new Date(from.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
/** The mails about these CAPAs (each links to its own card). */
const mailsAbout = async (...ids: string[]) =>
  (await listOutbox(200)).filter((m) => ids.some((id) => m.text.includes(`#capa-${id}`)));

beforeAll(async () => {
  await asProUser(lead);
});

describe('CAPA reminders', () => {
  it('mail overdue actions and due checks once, and emit capa.overdue once per CAPA', async () => {
    const now = new Date();
    const { capas } = await capasOfCompletedReport(lead, 'Reminder walk');
    const [late, checked] = capas;
    const owner = 'site-qa@example.com';
    const first = await capaClient(lead, late!.id).patch({
      version: 1,
      dueDate: day(-2, now),
      responsiblePerson: owner,
      reason: REASON,
    });
    expect(first.status).toBe(200);
    const second = await capaClient(lead, checked!.id).patch({
      version: 1,
      status: 'in_progress',
      dueDate: day(-3, now),
      checkDueDate: day(0, now),
      reason: REASON,
    });
    expect(second.status, JSON.stringify(second.json)).toBe(200);
    const title = first.json!.title as string;
    const both = [late!.id, checked!.id];

    const run = await sendCapaReminders(now);
    expect(run).toMatchObject({ sent: 3, events: 2 });
    const mails = await mailsAbout(...both);
    expect(mails.map((m) => [m.subject.split(':')[0], m.to]).sort()).toEqual(
      [
        ['CAPA overdue', [owner, lead.email]],
        ['CAPA overdue', [lead.email]],
        ['Effectiveness check due today', [lead.email]],
      ].sort(),
    );
    expect(mails.find((m) => m.to.includes(owner))!.text).toContain(`were due on ${day(-2, now)}`);

    // Run again (a retry the same UTC day: after midnight the check due today is a day late, which is news):
    // nothing is sent or emitted twice.
    expect(await sendCapaReminders(laterSameUtcDay(now))).toMatchObject({ sent: 0, events: 0 });
    expect(await mailsAbout(...both)).toHaveLength(3);

    const trail = await readTrail('Capa', late!.id);
    const overdue = trail.filter((e) => e.action === 'overdue');
    expect(overdue).toHaveLength(1);
    expect(overdue[0]).toMatchObject({ actor: CAPA_REMINDER_ACTOR, after: { dueDate: day(-2, now) } });
    expect(eventOfEntry(overdue[0]!)).toEqual({
      type: 'capa.overdue',
      data: { capaId: late!.id, title, dueDate: day(-2, now), reportId: late!.id.split('.')[0] },
    });

    // The next day, the check is overdue: one more reminder, then none.
    const tomorrow = new Date(now.getTime() + 86_400_000);
    expect(await sendCapaReminders(tomorrow)).toMatchObject({ sent: 1, events: 0 });
    expect(await sendCapaReminders(tomorrow)).toMatchObject({ sent: 0, events: 0 });
    expect((await mailsAbout(...both)).filter((m) => m.subject.startsWith('Effectiveness check overdue'))).toHaveLength(
      1,
    );
  });

  it("remind a hand-recorded finding's CAPA owner, a member named as owner, and the audit's maker, linking to the audit", async () => {
    const now = new Date();
    const orgId = (await invoke('POST', '/api/orgs', { caller: lead, body: { name: 'Reminder Org' } })).json!
      .id as string;
    await joinOrg(orgId, lead, grace, 'auditor');
    const profile = await invoke('GET', '/api/auth/user', { caller: grace });
    const renamed = await invoke('PATCH', '/api/auth/user', {
      caller: grace,
      body: { version: profile.json!.version, firstName: 'Grace', lastName: 'Hopper' },
    });
    expect(renamed.status).toBe(200);
    useWorkspaceHeader(orgId);
    try {
      const audit = (
        await invoke('POST', '/api/audits', { caller: lead, body: { title: 'Hand walk', type: 'compliance' } })
      ).json!;
      const finding = (
        await invoke('POST', `/api/audits/${audit.id}/findings`, {
          caller: lead,
          body: { title: 'Freezer log gaps', severity: 'high' },
        })
      ).json!;
      const sent = await send(lead, audit.id, { findingIds: [finding.id] });
      const headers = await session(sent.token);
      const response = `/api/respond/${sent.token}/findings/${finding.id}/response`;
      expect((await invoke('PUT', response, { headers, body: { ...answer, owner: ' grace hopper ' } })).status).toBe(
        200,
      );
      expect((await invoke('POST', `/api/respond/${sent.token}/submit`, { headers })).status).toBe(200);
      const listed = await invoke('GET', `/api/audits/${audit.id}/response-requests`, { caller: lead });
      const version = listed.json![0].responses[0].version as number;
      const review = await invoke('POST', `/api/response-requests/${sent.id}/findings/${finding.id}/review`, {
        caller: lead,
        body: { version, decision: 'accept' },
      });
      expect(review.status, JSON.stringify(review.json)).toBe(200);

      // The CAPA belongs to no report: its audit's page reads it by id.
      const capa = await invoke('GET', `/api/capas/${finding.id}`, { caller: lead });
      expect(capa.json).toMatchObject({ id: finding.id, reportId: '', findingId: finding.id });
      const late = await capaClient(lead, finding.id).patch({
        version: capa.json!.version,
        dueDate: day(-1, now),
        reason: REASON,
      });
      expect(late.status, JSON.stringify(late.json)).toBe(200);

      await sendCapaReminders(now);
      const mails = (await listOutbox(200)).filter((m) => m.subject === 'CAPA overdue: Freezer log gaps');
      expect(mails).toHaveLength(1);
      // The owner is the one member of that name; the audit has no lead, so its maker is reminded too.
      expect(mails[0]!.to).toEqual([grace.email, lead.email]);
      expect(mails[0]!.text).toContain(`/audits/${audit.id}#finding-${finding.id}`);

      // An owner who is nobody in the workspace (the site's own staff) is not mailed; the maker still is.
      const other = await capaClient(lead, finding.id).patch({
        version: late.json!.version,
        responsiblePerson: 'Site pharmacist',
        dueDate: day(-2, now),
        reason: REASON,
      });
      expect(other.status, JSON.stringify(other.json)).toBe(200);
      await sendCapaReminders(now);
      const again = (await listOutbox(200)).filter((m) => m.subject === 'CAPA overdue: Freezer log gaps');
      expect(again).toHaveLength(2);
      expect(again.find((m) => m.text.includes(day(-2, now)))!.to).toEqual([lead.email]);
    } finally {
      useWorkspaceHeader(null);
    }
  });

  it('skip a CAPA verified or moved off the day after it was indexed', async () => {
    const now = new Date();
    const { capas } = await capasOfCompletedReport(lead, 'Moved walk');
    const moved = await capaClient(lead, capas[0]!.id).patch({ version: 1, dueDate: day(10, now), reason: REASON });
    expect(moved.status).toBe(200);
    const before = (await listOutbox(200)).length;
    const run = await sendCapaReminders(now);
    expect((await listOutbox(200)).length - before).toBe(run.sent);
    expect(await mailsAbout(capas[0]!.id)).toHaveLength(0);
  });
});
