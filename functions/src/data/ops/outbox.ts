import { randomUUID } from 'node:crypto';
import { createConversions } from 'electrodb';
import { outboxMessage } from './outbox.entity';
import { readPage, type Page, type PageRequest } from '../core/paging';
import { store } from '../core/store';
import { onFirstUse } from '../../lib/onFirstUse';

export const OUTBOX_RETENTION_DAYS = 30;

export interface OutboxMessage {
  id: string;
  sentAt: string;
  to: string[];
  replyTo?: string;
  subject: string;
  text: string;
  expiresAt: number;
  transport?: 'outbox' | 'ses';
  messageId?: string;
}

/**
 * Keeps a sent message for 30 days so staff (and tests) can read what was sent: the local stand-in for SES
 * (DESIGN §3), and in the cloud the record of a message SES accepted (`transport: 'ses'`, its message id).
 */
export async function putOutboxMessage(
  message: Pick<OutboxMessage, 'to' | 'subject' | 'text' | 'replyTo' | 'transport' | 'messageId'>,
): Promise<OutboxMessage> {
  const now = new Date();
  const stored: OutboxMessage = {
    id: randomUUID(),
    sentAt: now.toISOString(),
    transport: 'outbox',
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

const conversions = onFirstUse(() => createConversions(outboxMessage));

/** Access pattern (admin): sent messages, newest first, paged (one Query on the outbox partition). */
export async function listSentMail(page: PageRequest): Promise<Page<OutboxMessage>> {
  const now = Math.floor(Date.now() / 1000);
  const result = await readPage(
    'outbox',
    page,
    (options) =>
      store()
        .outboxMessage.query.bySentAt({})
        .where(({ expiresAt }, { gt }) => gt(expiresAt, now))
        .go({ order: 'desc', ...options }),
    (item) => conversions.fromComposite.toCursor({ sentAt: item.sentAt, id: item.id }),
  );
  return { items: result.items.map(({ type: _type, ...message }) => message), next: result.next };
}
