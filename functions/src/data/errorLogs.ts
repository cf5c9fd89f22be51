import { randomUUID } from 'node:crypto';
import type { ErrorLogEntry } from '@cq/shared';
import { store } from './store';

export const ERROR_LOG_RETENTION_DAYS = 90;

export interface StoredErrorLog extends ErrorLogEntry {
  id: string;
  receivedAt: string;
  resolved: boolean;
  clientAddress: string;
  expiresAt: number;
}

/** Stores a browser error report; items are partitioned by day, newest last, and expire after 90 days. */
export async function putErrorLog(entry: ErrorLogEntry, clientAddress: string): Promise<StoredErrorLog> {
  const now = new Date();
  const receivedAt = now.toISOString();
  const id = randomUUID();
  const item: StoredErrorLog = {
    ...entry,
    id,
    receivedAt,
    resolved: false,
    clientAddress,
    expiresAt: Math.floor(now.getTime() / 1000) + ERROR_LOG_RETENTION_DAYS * 86_400,
  };
  await store()
    .errorLog.put({ ...item, day: receivedAt.slice(0, 10) })
    .go();
  return item;
}
