import { BRIEFINGS_BUY_URL, BRIEFINGS_CODES, BRIEFINGS_MESSAGES, briefingsAccess } from '@cq/shared/briefings/rules';
import { SubscriptionRequiredError } from '../domain/errors';
import type { AuthUser } from '../lib/event';
import { purchasesOf } from '../services/entitlements';

/**
 * Regulatory Briefings are open to a live purchase made with the caller's (verified, Cognito) e-mail; anyone else
 * gets a 403 that says what to buy. Checked on every request, so access ends with the subscription.
 */
export async function requireBriefingsAccess(user: AuthUser, now = new Date()): Promise<void> {
  if (!briefingsAccess(await purchasesOf(user.email), now))
    throw new SubscriptionRequiredError(
      BRIEFINGS_MESSAGES.subscriptionRequired,
      BRIEFINGS_CODES.subscriptionRequired,
      BRIEFINGS_BUY_URL,
    );
}
