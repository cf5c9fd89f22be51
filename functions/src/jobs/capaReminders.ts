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
import { findFinding } from '../data/audits/findings';
import { getOrg, listMembers } from '../data/orgs/orgs';
import { retryOnContention } from '../data/core/contention';
import type { Owner } from '../data/core/owner';
import { getProfile } from '../data/people/users';
import { trailedWrite } from '../data/trail/trail';
import { env } from '../lib/env';
import { logger } from '../lib/logger';
import { sendMail } from '../services/mail';
import '../data/audits/capaDay.entity';

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

/** Where the CAPA is worked on: its report's page, or its audit's page for a hand-recorded finding's CAPA. */
function capaLink(capa: Capa, auditId: string | null): string {
  if (capa.reportId) return `${env.siteUrl()}/audit-reports/${capa.reportId}#capa-${capa.id}`;
  return auditId ? `${env.siteUrl()}/audits/${auditId}#finding-${capa.findingId}` : `${env.siteUrl()}/findings`;
}

function reminderText(capa: Capa, reminder: Reminder, auditId: string | null): { subject: string; text: string } {
  const lines = [
    reminder === 'action_overdue'
      ? `The actions of the CAPA "${capa.title}" were due on ${capa.dueDate} and it is not verified yet.`
      : `The effectiveness check of the CAPA "${capa.title}" is due on ${capa.checkDueDate}.`,
    ...(capa.responsiblePerson ? [`Owner: ${capa.responsiblePerson}`] : []),
    '',
    `Open it: ${capaLink(capa, auditId)}`,
  ];
  return { subject: `${SUBJECTS[reminder]}: ${capa.title}`, text: lines.join('\n') };
}

const EMAIL = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;
const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The owner's address: the CAPA's owner as written when it is an e-mail address; otherwise the one person of the
 * workspace with that name or address (an organisation's members, or the personal workspace's owner). An owner
 * who is nobody in the workspace (an auditee's site staff, say) gets none: the audit's lead still does.
 */
async function ownerAddress(owner: Owner, person: string): Promise<string | null> {
  if (!person.trim()) return null;
  if (EMAIL.test(person.trim())) return person.trim();
  const org = await getOrg(owner.workspaceId);
  const people = org
    ? await listMembers(org.id)
    : [await getProfile(owner.workspaceId)].flatMap((p) =>
        p ? [{ name: [p.firstName, p.lastName].filter(Boolean).join(' '), email: p.email }] : [],
      );
  const matches = people.filter((m) => m.email && (sameName(m.name, person) || sameName(m.email, person)));
  return matches.length === 1 ? matches[0]!.email : null;
}

/** The audit a CAPA belongs to: its report's, or its finding's when the finding was recorded by hand. */
async function auditOf(owner: Owner, capa: Capa) {
  const report = capa.reportId ? await unlessMissing(getReport(owner, capa.reportId)) : null;
  const auditId = report?.auditId ?? (await findFinding(owner, capa.findingId))?.auditId ?? null;
  return { report, audit: auditId ? await unlessMissing(getAudit(owner, auditId)) : null };
}

/**
 * Who is reminded: the CAPA's owner (an e-mail address, or a person of the workspace by name) and the lead
 * auditor of its audit (whoever made the report, or the audit, when there is no lead), so an overdue CAPA always reaches someone.
 */
export async function capaRecipients(
  owner: Owner,
  capa: Capa,
  { report, audit }: Awaited<ReturnType<typeof auditOf>>,
): Promise<string[]> {
  const lead = audit?.leadAuditorId ?? report?.createdBy ?? audit?.createdBy ?? null;
  const profile = lead ? await getProfile(lead) : null;
  const ownerEmail = await ownerAddress(owner, capa.responsiblePerson);
  return [...new Set([...(ownerEmail ? [ownerEmail] : []), ...(profile?.email ? [profile.email] : [])])];
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
    const found = await auditOf(owner, capa);
    const to = await capaRecipients(owner, capa, found);
    if (to.length) await sendMail({ to, ...reminderText(capa, reminder, found.audit?.id ?? null) });
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
