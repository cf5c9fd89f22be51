import { beforeAll, describe, expect, it } from 'vitest';
import { listOutbox } from '../data/ops/outbox';
import { asProUser, invoke, useTestTable, type Caller } from '../../test/harness';
import { sendResponseReminders } from './responseReminders';

/**
 * Auditee reminders (issue 20): 7 days and 1 day before a response request's due date and once overdue, each sent
 * once however often the daily job runs, never for a revoked request.
 */
useTestTable();

const auditor: Caller = { sub: 'resp-remind', email: 'resp-remind@example.com' };
const DAY = 86_400_000;
const day = (offset: number, from: Date) => new Date(from.getTime() + offset * DAY).toISOString().slice(0, 10);

beforeAll(async () => {
  await asProUser(auditor);
});

async function request(recipientEmail: string, dueDate: string) {
  const audit = await invoke('POST', '/api/audits', { caller: auditor, body: { title: 'Reminded', type: 'pharmacy' } });
  const auditId = audit.json!.id as string;
  await invoke('POST', `/api/audits/${auditId}/findings`, {
    caller: auditor,
    body: { title: 'Late', severity: 'low' },
  });
  const sent = await invoke('POST', `/api/audits/${auditId}/response-requests`, {
    caller: auditor,
    body: { recipientName: 'Rita Reminded', recipientEmail, dueDate },
  });
  expect(sent.status, JSON.stringify(sent.json)).toBe(201);
  return sent.json!.id as string;
}

const remindersTo = async (to: string) =>
  (await listOutbox(200)).filter((m) => m.to.includes(to) && /^(Reminder|Overdue):/.test(m.subject));

describe('response reminders', () => {
  it('mail the recipient 7 days and 1 day before the due date and once overdue, once each across runs', async () => {
    const today = new Date();
    const due = day(7, today);
    await request('rita-week@example.com', due);
    const revoked = await request('rita-revoked@example.com', due);
    expect((await invoke('DELETE', `/api/response-requests/${revoked}`, { caller: auditor })).status).toBe(200);

    for (let run = 0; run < 2; run++) await sendResponseReminders(today);
    let mails = await remindersTo('rita-week@example.com');
    expect(mails.map((m) => m.subject)).toEqual(['Reminder: your response to audit findings']);
    expect(mails[0]!.text).toContain('is due in 7 days');

    const dayBefore = new Date(today.getTime() + 6 * DAY);
    for (let run = 0; run < 2; run++) await sendResponseReminders(dayBefore);
    mails = await remindersTo('rita-week@example.com');
    expect(mails).toHaveLength(2);
    expect(mails[0]!.text).toContain('is due tomorrow');

    const dayAfter = new Date(today.getTime() + 8 * DAY);
    for (let run = 0; run < 2; run++) await sendResponseReminders(dayAfter);
    mails = await remindersTo('rita-week@example.com');
    expect(mails).toHaveLength(3);
    expect(mails[0]!.subject).toBe('Overdue: your response to audit findings');
    expect(mails[0]!.text).toContain(`was due on ${due}`);

    expect(await remindersTo('rita-revoked@example.com')).toEqual([]);
  });
});
