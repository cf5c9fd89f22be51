import { putOutboxMessage } from '../data/ops/outbox';
import { env } from '../lib/env';
import { lazily } from '../lib/lazily';
import { logger } from '../lib/logger';

export interface Mail {
  to: string | string[];
  subject: string;
  /** Plain text only: visitor input is never rendered as HTML, in mail or anywhere else. */
  text: string;
  replyTo?: string;
}

const ses = lazily(() => import('./sesMail'));

/** A subject is a header: a line break in visitor input must not be able to start another header. */
const oneLine = (s: string) => s.replace(/[\r\n\t]+/g, ' ').trim();

/** Sends one plain-text e-mail through SES, or locally into the outbox (stored and printed). */
export async function sendMail({ to, subject, text, replyTo }: Mail): Promise<void> {
  const recipients = Array.isArray(to) ? to : [to];
  const clean = { to: recipients, subject: oneLine(subject), text, ...(replyTo ? { replyTo: oneLine(replyTo) } : {}) };
  if (env.mailTransport() === 'outbox') {
    const stored = await putOutboxMessage(clean);
    printOutboxMessage(stored);
    return;
  }
  const messageId = await ses.sendThroughSes(clean);
  // What was sent to whom and when, for the admin's sent-notifications list. The mail is already out: a failure
  // to record it is logged, never turned into a failed send (which would make the caller send it again).
  await putOutboxMessage({
    ...clean,
    transport: 'ses',
    ...(messageId ? { messageId } : {}),
  }).catch((error: unknown) =>
    logger.error('sent_mail_record_failed', { subject: clean.subject, error: error as Error }),
  );
}

/**
 * Sends notifications for a record that is already stored. A failed send is logged as an error (alarmed in the
 * cloud) rather than failing the request: the visitor's data is safe, and a retry would only store a duplicate.
 */
export async function notify(mails: Mail[], about: Record<string, unknown>): Promise<void> {
  const results = await Promise.allSettled(mails.map(sendMail));
  results.forEach((result, i) => {
    if (result.status === 'rejected') {
      logger.error('notification_failed', {
        ...about,
        subject: oneLine(mails[i]!.subject),
        error: result.reason as Error,
      });
    }
  });
}

/** The local developer reads mail in the console; tests stay quiet (LOG_LEVEL=SILENT). */
function printOutboxMessage(m: { to: string[]; subject: string; text: string; replyTo?: string; sentAt: string }) {
  if ((process.env.LOG_LEVEL ?? '').toUpperCase() === 'SILENT') return;
  const rule = '─'.repeat(72);
  const lines = [
    rule,
    `📬 Outbox (local stand-in for SES) · ${m.sentAt}`,
    `To:       ${m.to.join(', ')}`,
    ...(m.replyTo ? [`Reply-To: ${m.replyTo}`] : []),
    `Subject:  ${m.subject}`,
    '',
    m.text,
    rule,
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}
