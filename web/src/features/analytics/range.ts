import { FREE_ANALYTICS_DAYS } from '@cq/shared/analytics/schemas';

const iso = (date: Date) => date.toISOString().slice(0, 10);
const DAY = 86_400_000;

/** The default range: the last 12 months, from the first of the month eleven months ago to today (UTC). */
export function lastTwelveMonths(now = new Date()): { from: string; to: string } {
  const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11, 1));
  return { from: iso(from), to: iso(now) };
}

/** What Free may read: the last FREE_ANALYTICS_DAYS days. */
export function freeRange(now = new Date()): { from: string; to: string } {
  return { from: iso(new Date(now.getTime() - FREE_ANALYTICS_DAYS * DAY)), to: iso(now) };
}
