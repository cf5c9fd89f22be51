import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { SITE } from '@cq/shared';
import { NotFoundError } from '../domain/errors';
import { store } from '../data/core/store';
import { getRequest, requestsDueOn, type StoredRequest } from '../data/responses/requests';
import { logger } from '../lib/logger';
import { sendMail } from '../services/mail';
import '../data/responses/response.entity';

/**
 * Auditee reminders (issue 20): a week and a day before a response request's due date, and once it is overdue
 * (the day after). Each is sent once per request — a claim made before sending, given back if the mail fails —
 * and never for a revoked request or one already answered. The link is not in the reminder: only its hash is
 * kept, so the recipient opens the e-mail that carried it.
 */
export const RESPONSE_REMINDERS = [
  { kind: 'before-7', offset: 7 },
  { kind: 'before-1', offset: 1 },
  { kind: 'overdue', offset: -1 },
] as const;
const KEEP_DAYS = 40;

const dayFrom = (now: Date, days: number) => new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);

function reminderText(request: StoredRequest, kind: (typeof RESPONSE_REMINDERS)[number]['kind']) {
  const when =
    kind === 'overdue' ? `was due on ${request.dueDate}` : kind === 'before-1' ? 'is due tomorrow' : 'is due in 7 days';
  return {
    subject:
      kind === 'overdue' ? 'Overdue: your response to audit findings' : 'Reminder: your response to audit findings',
    text: [
      `Hello ${request.recipientName},`,
      '',
      `Your response to ${request.findingIds.length} audit ${request.findingIds.length === 1 ? 'finding' : 'findings'} ${when}.`,
      `Open the link in the e-mail that sent you the findings to answer them.`,
      '',
      `Sent with ${SITE.brandName}.`,
    ].join('\n'),
  };
}

async function claim(day: string, kind: string, request: StoredRequest, now: Date): Promise<boolean> {
  try {
    await store()
      .responseReminder.create({
        day,
        kind,
        workspaceId: request.workspaceId,
        requestId: request.id,
        sentAt: now.toISOString(),
        expiresAt: Math.floor(now.getTime() / 1000) + KEEP_DAYS * 86_400,
      })
      .go({ originalErr: true });
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/** The daily run's auditee part (called by the audit reminders job): one Query of each reminded due day. */
export async function sendResponseReminders(now: Date = new Date()): Promise<{ sent: number; skipped: number }> {
  let sent = 0;
  let skipped = 0;
  for (const { kind, offset } of RESPONSE_REMINDERS) {
    const day = dayFrom(now, offset);
    for (const due of await requestsDueOn(day)) {
      const request = await getRequest(due.workspaceId, due.requestId).catch((error: unknown) => {
        if (error instanceof NotFoundError) return null;
        throw error;
      });
      if (!request || request.revokedAt || request.submittedAt || !(await claim(day, kind, request, now))) {
        skipped += 1;
        continue;
      }
      try {
        await sendMail({ to: request.recipientEmail, ...reminderText(request, kind) });
        sent += 1;
      } catch (error) {
        await store()
          .responseReminder.delete({ day, kind, workspaceId: request.workspaceId, requestId: request.id })
          .go();
        logger.error('response_reminder_failed', { requestId: request.id, kind, error: error as Error });
      }
    }
  }
  return { sent, skipped };
}
