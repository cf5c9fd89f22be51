import { beforeAll, describe, expect, it } from 'vitest';
import { listOutbox } from '../data/ops/outbox';
import { asProUser, invoke, useTestTable, type Caller } from '../../test/harness';
import { laterSameUtcDay } from '../../test/fixtures';
import { remindedPeople, sendAuditReminders } from './auditReminders';

/**
 * Audit reminders (issue 19, calendar): a week and a day before an audit's planned start, its auditors get a mail
 * (the outbox locally), once however often the daily job runs, and only while the audit is still to happen.
 */
useTestTable();

const planner: Caller = { sub: 'remind-planner', email: 'remind-planner@example.com' };

/** A calendar day `offset` days from `from` (UTC). */
const day = (offset: number, from = new Date()) =>
  new Date(from.getTime() + offset * 86_400_000).toISOString().slice(0, 10);

async function plan(title: string, plannedStart: string, extra: Record<string, unknown> = {}) {
  const res = await invoke('POST', '/api/audits', {
    caller: planner,
    body: { title, type: 'clinical_trial', status: 'scheduled', plannedStart, ...extra },
  });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json as { id: string; version: number };
}

const remindersAbout = async (title: string) =>
  (await listOutbox(200)).filter((mail) => mail.subject.endsWith(`: ${title}`));

beforeAll(async () => {
  await asProUser(planner);
});

describe('audit reminders', () => {
  it('mail the planner 7 days and 1 day before, once per audit and offset however often the job runs', async () => {
    const now = new Date();
    const week = await plan('Week-ahead visit', day(7, now), { plannedEnd: day(8, now), mode: 'on_site' });
    await plan('Tomorrow visit', day(1, now), { scope: 'Pharmacy' });
    await plan('Later visit', day(20, now));

    const first = await sendAuditReminders(now);
    expect(first.sent).toBe(2);

    const [weekMail, ...moreWeek] = await remindersAbout('Week-ahead visit');
    expect(moreWeek).toHaveLength(0);
    expect(weekMail).toMatchObject({ to: [planner.email], subject: 'Audit in 7 days: Week-ahead visit' });
    expect(weekMail!.text).toContain(`starts in 7 days, on ${day(7, now)} (until ${day(8, now)})`);
    expect(weekMail!.text).toContain(`/audits/${week.id}`);
    const [tomorrowMail] = await remindersAbout('Tomorrow visit');
    expect(tomorrowMail).toMatchObject({ subject: 'Audit tomorrow: Tomorrow visit' });
    expect(tomorrowMail!.text).toContain('Scope: Pharmacy');
    expect(await remindersAbout('Later visit')).toHaveLength(0);

    // The job runs again the same day (a retry, a second schedule): nobody is mailed twice.
    const again = await sendAuditReminders(laterSameUtcDay(now));
    expect(again.sent).toBe(0);
    expect(await remindersAbout('Week-ahead visit')).toHaveLength(1);
  });

  it('skip an audit cancelled, or moved off the day, after it was planned', async () => {
    const now = new Date();
    const cancelled = await plan('Cancelled visit', day(7, now));
    const moved = await plan('Moved visit', day(7, now));
    const cancel = await invoke('PATCH', `/api/audits/${cancelled.id}`, {
      caller: planner,
      body: { version: cancelled.version, status: 'cancelled' },
    });
    expect(cancel.status, JSON.stringify(cancel.json)).toBe(200);
    const move = await invoke('PATCH', `/api/audits/${moved.id}`, {
      caller: planner,
      body: { version: moved.version, plannedStart: day(9, now), reason: 'Site asked for a later day' },
    });
    expect(move.status, JSON.stringify(move.json)).toBe(200);

    await sendAuditReminders(now);
    expect(await remindersAbout('Cancelled visit')).toHaveLength(0);
    expect(await remindersAbout('Moved visit')).toHaveLength(0);

    // Two days later the moved audit is a week away: its reminder goes then.
    await sendAuditReminders(new Date(now.getTime() + 2 * 86_400_000));
    expect(await remindersAbout('Moved visit')).toHaveLength(1);
  });

  it('go to the assigned auditors, or to whoever planned the audit when nobody is assigned', () => {
    expect(remindedPeople({ leadAuditorId: 'lead', auditorIds: ['co', 'lead'], createdBy: 'planner' })).toEqual([
      'lead',
      'co',
    ]);
    expect(remindedPeople({ leadAuditorId: null, auditorIds: [], createdBy: 'planner' })).toEqual(['planner']);
  });
});
