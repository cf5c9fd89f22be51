import { randomUUID } from 'node:crypto';
import { store } from './store';

export const OUTBOX_RETENTION_DAYS = 30;

export interface OutboxMessage {
  id: string;
  sentAt: string;
  to: string[];
  replyTo?: string;
  subject: string;
  text: string;
  expiresAt: number;
}

/** The local stand-in for SES (DESIGN §3): the message is kept for 30 days so people and tests can read it. */
export async function putOutboxMessage(
  message: Pick<OutboxMessage, 'to' | 'subject' | 'text' | 'replyTo'>,
): Promise<OutboxMessage> {
  const now = new Date();
  const stored: OutboxMessage = {
    id: randomUUID(),
    sentAt: now.toISOString(),
    ...message,
    expiresAt: Math.floor(now.getTime() / 1000) + OUTBOX_RETENTION_DAYS * 86_400,
  };
  await store().outboxMessage.put(stored).go();
  return stored;
}

/** Access pattern (tests, staff outbox screen): newest messages first, skipping expired ones TTL has not removed yet. */
export async function listOutbox(limit = 50): Promise<OutboxMessage[]> {
  const now = Math.floor(Date.now() / 1000);
  const { data } = await store()
    .outboxMessage.query.bySentAt({})
    .where(({ expiresAt }, { gt }) => gt(expiresAt, now))
    .go({ order: 'desc', limit });
  return data.map(({ type: _type, ...message }) => message);
}
