import type { Capa } from '@cq/shared';
import { ConflictError, NotFoundError } from '../domain/errors';
import { getAudit } from '../data/audits/audits';
import {
  capasDueOn,
  claimCapaReminder,
  claimTimes,
  releaseCapaReminder,
  type CapaReminderKey,
} from '../data/audits/capaDays';
import { getCapa } from '../data/audits/capas';
import { getReport } from '../data/audits/reports';
import { retryOnContention } from '../data/core/contention';
import type { Owner } from '../data/core/owner';
import { getProfile } from '../data/people/users';
import { trailedWrite } from '../data/trail/trail';
import { env } from '../lib/env';
import { logger } from '../lib/logger';
import { sendMail } from '../services/mail';

/** A run looks this many days back, so a day the job missed is still reminded of (each reminder once). */
export const CAPA_LOOKBACK_DAYS = 7;
export const CAPA_REMINDER_ACTOR = 'system:capa-reminders';

type Reminder = 'action_overdue' | 'check_due' | 'check_overdue';

const dayOffset = (now: Date, days: number) => new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);
const unlessMissing = <T>(read: Promise<T>) =>
  read.catch((error: unknown) => {
    if (error instanceof NotFoundError) return null;
    throw error;
  });

const SUBJECTS: Record<Reminder, string> = {
  action_overdue: 'CAPA overdue',
  check_due: 'Effectiveness check due today',
  check_overdue: 'Effectiveness check overdue',
};

function reminderText(capa: Capa, reminder: Reminder): { subject: string; text: string } {
  const lines = [
    reminder === 'action_overdue'
      ? `The actions of the CAPA "${capa.title}" were due on ${capa.dueDate} and it is not verified yet.`
      : `The effectiveness check of the CAPA "${capa.title}" is due on ${capa.checkDueDate}.`,
    ...(capa.responsiblePerson ? [`Owner: ${capa.responsiblePerson}`] : []),
    '',
    `Open it: ${env.siteUrl()}/audit-reports/${capa.reportId}#capa-${capa.id}`,
  ];
  return { subject: `${SUBJECTS[reminder]}: ${capa.title}`, text: lines.join('\n') };
}

const EMAIL = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;

/**
 * Who is reminded: the CAPA's owner when it is written as an e-mail address, and the lead auditor of the report's
 * audit (whoever made the report when it has no audit or no lead), so an overdue CAPA always reaches someone.
 */
export async function capaRecipients(owner: Owner, capa: Capa): Promise<string[]> {
  const report = await unlessMissing(getReport(owner, capa.reportId));
  const audit = report?.auditId ? await unlessMissing(getAudit(owner, report.auditId)) : null;
  const lead = audit?.leadAuditorId ?? report?.createdBy ?? null;
  const profile = lead ? await getProfile(lead) : null;
  const owners = EMAIL.test(capa.responsiblePerson.trim()) ? [capa.responsiblePerson.trim()] : [];
  return [...new Set([...owners, ...(profile?.email ? [profile.email] : [])])];
}

/**
 * `capa.overdue`, once per CAPA and target date: a trail entry on the CAPA (action `overdue`, the webhook event
 * read off it) written with a create-if-absent claim in one transaction, so repeated runs emit it once.
 */
async function emitOverdue(owner: Owner, capa: Capa, day: string, now: Date): Promise<boolean> {
  const claim: CapaReminderKey = { day, reminder: 'overdue_event', workspaceId: owner.workspaceId, capaId: capa.id };
  try {
    // The CAPA's chain may move under a concurrent edit: retried like every trailed write.
    await retryOnContention(() =>
      trailedWrite(
        {
          entityType: 'Capa',
          entityId: capa.id,
          actor: CAPA_REMINDER_ACTOR,
          workspaceId: owner.workspaceId,
          action: 'overdue',
          before: null,
          after: { title: capa.title, dueDate: capa.dueDate, reportId: capa.reportId, status: capa.status },
        },
        (entities) => [
          {
            item: entities.capaReminder.create({ ...claim, ...claimTimes(now) }).commit(),
            refusal: () => new ConflictError('The overdue event was emitted already'),
          },
        ],
      ),
    );
    return true;
  } catch (error) {
    if (error instanceof ConflictError) return false;
    throw error;
  }
}

/** One reminder mail, claimed first and given back if the mail fails (the next run retries it). */
async function remind(owner: Owner, capa: Capa, day: string, reminder: Reminder, now: Date): Promise<boolean> {
  const claim: CapaReminderKey = { day, reminder, workspaceId: owner.workspaceId, capaId: capa.id };
  if (!(await claimCapaReminder(claim, now))) return false;
  try {
    const to = await capaRecipients(owner, capa);
    if (to.length) await sendMail({ to, ...reminderText(capa, reminder) });
    return true;
  } catch (error) {
    await releaseCapaReminder(claim);
    logger.error('capa_reminder_failed', { capaId: capa.id, reminder, error: error as Error });
    return false;
  }
}

/**
 * The daily CAPA run (issue 20): for today and the CAPA_LOOKBACK_DAYS before it, what the CAPA day index holds
 * for that day (one Query each, across workspaces). Actions past their target date and not verified: the
 * `capa.overdue` event and a reminder to the owner and the audit's lead; a scheduled effectiveness check due today
 * or past: a reminder. Each once per CAPA, date and kind however often the job runs (claims in `CAPADAY#<day>`).
 */
export async function sendCapaReminders(now: Date = new Date()) {
  const today = dayOffset(now, 0);
  const result = { sent: 0, events: 0, skipped: 0 };
  for (let back = 0; back <= CAPA_LOOKBACK_DAYS; back += 1) {
    const day = dayOffset(now, -back);
    for (const due of await capasDueOn(day)) {
      const owner: Owner = { workspaceId: due.workspaceId, actor: CAPA_REMINDER_ACTOR };
      const capa = await unlessMissing(getCapa(owner, due.capaId));
      const overdueAction =
        due.kind === 'action' && capa?.dueDate === day && day < today && ['open', 'in_progress'].includes(capa.status);
      const dueCheck = due.kind === 'check' && capa?.checkDueDate === day && capa.status !== 'closed';
      if (!capa || !(overdueAction || dueCheck)) {
        result.skipped += 1;
        continue;
      }
      if (overdueAction && (await emitOverdue(owner, capa, day, now))) result.events += 1;
      const reminder: Reminder = overdueAction ? 'action_overdue' : day === today ? 'check_due' : 'check_overdue';
      if (await remind(owner, capa, day, reminder, now)) result.sent += 1;
    }
  }
  return result;
}

/** The scheduled entry point: the daily reminder schedule invokes it beside the audit reminders. */
export async function handler() {
  const result = await sendCapaReminders();
  logger.info('capa reminders', result);
  return result;
}
