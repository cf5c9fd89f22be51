import { countEvent } from '../data/core/counters';
import { enforceRateLimit } from '../data/core/rateLimit';
import { logger } from '../lib/logger';
import type { Guards } from './guards';

/** How long a 5xx answer may wait for its count: the table may be the very thing that is down. */
const COUNT_TIMEOUT_MS = 300;

/**
 * Counts a 5xx answer for the admin dashboard's health (data/core/counters.ts, series `serverErrors`). Best-effort:
 * it never fails or noticeably delays the answer; a count lost to a timeout or an unreachable table is logged.
 */
async function countServerError(): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), COUNT_TIMEOUT_MS)));
  try {
    const outcome = await Promise.race([countEvent('serverErrors'), timeout]);
    if (outcome === 'timeout') logger.warn('server_error_count_skipped', { reason: 'timeout' });
  } catch (error) {
    logger.warn('server_error_count_skipped', { error });
  } finally {
    clearTimeout(timer);
  }
}

/** A group that uses the table: its 5xx answers are counted there. */
export const counted: Guards = { countServerError };

/** A group of public routes some of which declare a per-client `rateLimit` (counted in the table). */
export const rateLimited: Guards = { countServerError, rateLimit: enforceRateLimit };
