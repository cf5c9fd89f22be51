import { AUDIT_MODE_LABELS, type Audit } from '@cq/shared';
import { NotFoundError } from '../domain/errors';
import { auditsPlannedOn, claimReminder, getAudit, releaseReminder } from '../data/audits/audits';
import { getProfile } from '../data/people/users';
import { env } from '../lib/env';
import { logger } from '../lib/logger';
import { sendMail } from '../services/mail';
import { sendResponseReminders } from './responseReminders';

/** Reminders go this many days before an audit's planned start (issue 19): a week, and the day before. */
export const REMINDER_DAYS = [7, 1] as const;
/** Only an audit still to happen is reminded of. */
const REMINDED_STATUSES: readonly Audit['status'][] = ['draft', 'scheduled'];

const dayAfter = (now: Date, days: number) => new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);

function reminderText(audit: Audit, daysBefore: number): { subject: string; text: string } {
  const when = daysBefore === 1 ? 'tomorrow' : `in ${daysBefore} days`;
  const lines = [
    `The audit "${audit.title}" starts ${when}, on ${audit.plannedStart}${
      audit.plannedEnd && audit.plannedEnd !== audit.plannedStart ? ` (until ${audit.plannedEnd})` : ''
    }.`,
    ...(audit.mode ? [`Mode: ${AUDIT_MODE_LABELS[audit.mode]}`] : []),
    ...(audit.scope ? [`Scope: ${audit.scope}`] : []),
    '',
    `Open it: ${env.siteUrl()}/audits/${audit.id}`,
  ];
  return { subject: `Audit ${when}: ${audit.title}`, text: lines.join('\n') };
}

/**
 * Who is reminded: the audit's lead auditor and co-auditors; with nobody assigned (a personal workspace, an
 * unstaffed plan), whoever planned it, so a planned audit never comes as a surprise.
 */
export function remindedPeople(audit: Pick<Audit, 'leadAuditorId' | 'auditorIds' | 'createdBy'>): string[] {
  const assigned = [audit.leadAuditorId, ...audit.auditorIds].filter((id): id is string => Boolean(id));
  return [...new Set(assigned.length ? assigned : [audit.createdBy])];
}

/**
 * The daily reminder run: for each reminder offset, the audits planned to start that many days from `now` (UTC
 * days; one Query per day, across workspaces), each still a draft or scheduled, mailed to the people
 * `remindedPeople` names — at most once per audit and offset however often the job runs (a claim made
 * before sending, given back if the mail fails so the next run retries).
 */
export async function sendAuditReminders(now: Date = new Date()): Promise<{ sent: number; skipped: number }> {
  let sent = 0;
  let skipped = 0;
  for (const daysBefore of REMINDER_DAYS) {
    const day = dayAfter(now, daysBefore);
    for (const planned of await auditsPlannedOn(day)) {
      const audit = await getAudit({ workspaceId: planned.workspaceId, actor: 'reminders' }, planned.auditId).catch(
        (error: unknown) => {
          if (error instanceof NotFoundError) return null;
          throw error;
        },
      );
      if (!audit || audit.plannedStart !== day || !REMINDED_STATUSES.includes(audit.status)) {
        skipped += 1;
        continue;
      }
      if (!(await claimReminder(day, daysBefore, planned, now))) {
        skipped += 1;
        continue;
      }
      const profiles = await Promise.all(remindedPeople(audit).map((id) => getProfile(id)));
      const to = profiles.flatMap((p) => (p?.email ? [p.email] : []));
      try {
        if (to.length) await sendMail({ to, ...reminderText(audit, daysBefore) });
        sent += 1;
      } catch (error) {
        await releaseReminder(day, daysBefore, planned);
        logger.error('audit_reminder_failed', { auditId: audit.id, daysBefore, error: error as Error });
      }
    }
  }
  return { sent, skipped };
}

/** The scheduled entry point (an EventBridge rule once a day). Not an API route, so no manifest group. */
export async function handler(): Promise<{ sent: number; skipped: number }> {
  const result = await sendAuditReminders();
  logger.info('audit reminders', result);
  // The auditees' response reminders (issue 20) ride on the same daily run.
  const responses = await sendResponseReminders();
  logger.info('response reminders', responses);
  return { sent: result.sent + responses.sent, skipped: result.skipped + responses.skipped };
}
