import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { store } from '../core/store';
import './briefingDigest.entity';

/** A year: the claims are the record of what each subscriber was sent. */
const KEEP_SECONDS = 365 * 86_400;

export interface DigestClaim {
  email: string;
  /** ISO week, `YYYY-Www`. */
  week: string;
  /** publishedAt of the newest briefing in the digest. */
  upTo: string;
  briefings: number;
}

/** Access pattern: a subscriber's latest digest (Query `BRIEFDIGEST#<email>`, newest week first, one item). */
export async function lastDigest(email: string): Promise<{ week: string; upTo: string } | null> {
  const { data } = await store()
    .briefingDigest.query.byEmail({ email: email.toLowerCase() })
    .go({ order: 'desc', limit: 1 });
  return data[0] ?? null;
}

/** Takes this week's digest for a subscriber: false when it was taken already (sent, or being sent). */
export async function claimDigest(claim: DigestClaim, now: Date): Promise<boolean> {
  try {
    await store()
      .briefingDigest.create({
        ...claim,
        sentAt: now.toISOString(),
        expiresAt: Math.floor(now.getTime() / 1000) + KEEP_SECONDS,
      })
      .go({ originalErr: true });
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/** Gives a claim back when its mail could not be sent, so the next run tries again. */
export async function releaseDigest(claim: Pick<DigestClaim, 'email' | 'week'>): Promise<void> {
  await store().briefingDigest.delete({ email: claim.email.toLowerCase(), week: claim.week }).go();
}
