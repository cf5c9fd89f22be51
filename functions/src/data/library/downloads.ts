import { store } from '../core/store';
import './sop.entity';

/** Access pattern: a person's library downloads in one month (GetItem). */
export async function downloadsInMonth(userId: string, month: string): Promise<number> {
  const { data } = await store().sopDownloads.get({ userId, month }).go({ consistent: true });
  return data?.count ?? 0;
}

/**
 * Takes one download of the month: +1 only while the count is under `limit` (an UpdateItem with its condition,
 * so parallel downloads serialise on the item and never pass the cap). False when the month's are used up.
 */
export async function takeDownload(userId: string, month: string, limit: number): Promise<boolean> {
  try {
    await store()
      .sopDownloads.update({ userId, month })
      .add({ count: 1 })
      .where(({ count }, { notExists, lt }) => `${notExists(count)} OR ${lt(count, limit)}`)
      .go({ originalErr: true });
    return true;
  } catch (error) {
    if ((error as { name?: string }).name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
}
