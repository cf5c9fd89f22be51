/**
 * Regulatory Briefings' rules (issue 22), used by the API, the weekly digest and /briefings. Staff mark CMS posts
 * as briefings; a live Regulatory Briefings purchase made with the reader's e-mail opens their full text (Pro, the
 * workspace plan, and Professional include none). Everyone else reads the title and excerpt only.
 */
import { purchaseLive, type PurchaseState } from '../library/rules';

export const BRIEFINGS_PRODUCT = 'alerts';

/** Where the 403 sends someone without access: the subscriptions page. */
export const BRIEFINGS_BUY_URL = '/subscriptions';

export const BRIEFINGS_MESSAGES = {
  subscriptionRequired: 'This needs the Regulatory Briefings subscription',
  notFound: 'Briefing not found',
} as const;
export const BRIEFINGS_CODES = { subscriptionRequired: 'SUBSCRIPTION_REQUIRED' } as const;

/** Whether any of the buyer's purchases is a live Regulatory Briefings subscription at `now`. */
export const briefingsAccess = (purchases: readonly PurchaseState[], now: Date): boolean =>
  purchases.some((p) => p.product === BRIEFINGS_PRODUCT && purchaseLive(p, now));

export const briefingPath = (slug: string) => `/briefings/${slug}`;

/** How far back a subscriber's first digest looks: the week before it. */
export const FIRST_DIGEST_LOOKBACK_DAYS = 7;

/**
 * The ISO 8601 week of a moment (UTC) as `YYYY-Www`: weeks start on Monday and week 1 holds the year's first
 * Thursday, so 2026-12-31 may be in 2026-W53 and 2027-01-01 too. One digest per subscriber and ISO week.
 */
export function isoWeek(at: Date): string {
  const day = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  const weekday = day.getUTCDay() || 7;
  // The Thursday of this week decides the year the week belongs to.
  day.setUTCDate(day.getUTCDate() + 4 - weekday);
  const yearStart = Date.UTC(day.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((day.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return `${day.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}
