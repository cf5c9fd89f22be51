import { CATALOGUE } from '@cq/shared/billing/catalogue';
import { BRIEFINGS_PRODUCT, briefingPath, FIRST_DIGEST_LOOKBACK_DAYS, isoWeek } from '@cq/shared/briefings/rules';
import type { PublicPostSummary } from '@cq/shared/content/schemas';
import { purchaseLive } from '@cq/shared/library/rules';
import { SITE } from '@cq/shared/site';
import { subscriptionsOnPrice } from '../data/billing/billing';
import { claimDigest, lastDigest, releaseDigest } from '../data/content/briefingDigests';
import { publishedBriefingsSince } from '../data/content/contentPosts';
import { env } from '../lib/env';
import { logger } from '../lib/logger';
import { sendMail } from '../services/mail';

/** The Regulatory Briefings prices (monthly, annual): one Query each finds their subscribers. */
const BRIEFINGS_PRICES = CATALOGUE.filter((e) => e.product === BRIEFINGS_PRODUCT).map((e) => e.lookupKey);

/** The e-mail addresses with a live Regulatory Briefings subscription at `now`, each once. */
export async function briefingSubscribers(now: Date): Promise<string[]> {
  const subscriptions = (await Promise.all(BRIEFINGS_PRICES.map(subscriptionsOnPrice))).flat();
  const live = subscriptions.filter(
    (s) => s.kind === 'product' && purchaseLive({ ...s, currentPeriodEnd: s.currentPeriodEnd ?? null }, now),
  );
  return [...new Set(live.map((s) => s.email.toLowerCase()))].sort();
}

export function digestText(briefings: readonly PublicPostSummary[]): { subject: string; text: string } {
  const site = env.siteUrl();
  const count = briefings.length === 1 ? '1 new briefing' : `${briefings.length} new briefings`;
  const lines = [
    `Regulatory Briefings: ${count} this week.`,
    '',
    ...briefings.flatMap((b) => [
      b.title,
      ...(b.excerpt ? [b.excerpt] : []),
      `Read it: ${site}${briefingPath(b.slug)}`,
      '',
    ]),
    `All briefings: ${site}/briefings`,
    `You receive this weekly digest with your Regulatory Briefings subscription; manage it in Settings: ${site}/settings`,
  ];
  return { subject: `${SITE.brandName} Regulatory Briefings: ${count}`, text: lines.join('\n') };
}

/**
 * The weekly digest (issue 22): to each live Regulatory Briefings subscriber, the briefings published since their
 * last digest (the week before, for a first one), at most once per ISO week: the week's claim is created only if
 * absent before the mail goes, and given back if the mail fails, so reruns send nothing twice and a failure is
 * retried. A subscriber with nothing new gets no mail and no claim, so a briefing published later that week
 * still goes out. Runs daily on the reminder schedule: a missed day is caught up the next.
 */
export async function sendBriefingDigests(now: Date = new Date()) {
  const week = isoWeek(now);
  const result = { sent: 0, skipped: 0, failed: 0 };
  const firstSince = new Date(now.getTime() - FIRST_DIGEST_LOOKBACK_DAYS * 86_400_000).toISOString();
  const due: Array<{ email: string; since: string }> = [];
  for (const email of await briefingSubscribers(now)) {
    const last = await lastDigest(email);
    if (last?.week === week) result.skipped += 1;
    else due.push({ email, since: last?.upTo ?? firstSince });
  }
  if (!due.length) return result;
  // Newest first, published by now, back to the oldest last digest due (one paged Query for everyone).
  const oldest = due.reduce((min, d) => (d.since < min ? d.since : min), due[0]!.since);
  const briefings = (await publishedBriefingsSince(oldest)).filter((b) => b.publishedAt <= now.toISOString());
  for (const { email, since } of due) {
    const fresh = briefings.filter((b) => b.publishedAt > since);
    if (!fresh.length) {
      result.skipped += 1;
      continue;
    }
    const claim = { email, week, upTo: fresh[0]!.publishedAt, briefings: fresh.length };
    if (!(await claimDigest(claim, now))) {
      result.skipped += 1;
      continue;
    }
    try {
      await sendMail({ to: email, ...digestText(fresh) });
      result.sent += 1;
    } catch (error) {
      await releaseDigest(claim);
      result.failed += 1;
      logger.error('briefing_digest_failed', { week, error: error as Error });
    }
  }
  return result;
}

/** The scheduled entry point: the daily reminder schedule invokes it; it mails each subscriber once a week. */
export async function handler() {
  const result = await sendBriefingDigests();
  logger.info('briefing digests', result);
  return result;
}
