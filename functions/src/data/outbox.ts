import { randomUUID } from 'node:crypto';
import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import { keys } from './keys';

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
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...keys.outboxMessage(stored.sentAt, stored.id), type: 'OutboxMessage', ...stored },
    }),
  );
  return stored;
}

/** Access pattern (tests, staff outbox screen): newest messages first, skipping expired ones TTL has not removed yet. */
export async function listOutbox(limit = 50): Promise<OutboxMessage[]> {
  const out = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk',
      FilterExpression: 'expiresAt > :now',
      ExpressionAttributeValues: { ':pk': keys.outboxPartition(), ':now': Math.floor(Date.now() / 1000) },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return (out.Items ?? []).map(({ PK: _pk, SK: _sk, type: _type, ...message }) => message as OutboxMessage);
}
