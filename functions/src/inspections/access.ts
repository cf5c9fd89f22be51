import type { PurchaseState } from '@cq/shared/library/rules';
import { livePeriod, MOCK_BUY_URL, MOCK_CODES, MOCK_MESSAGES } from '@cq/shared/mock/rules';
import { SubscriptionRequiredError } from '../domain/errors';
import type { AuthUser } from '../lib/event';
import { purchasesOf } from '../services/entitlements';

/**
 * The Mock Inspection Program is open to a live purchase made with the caller's (verified, Cognito) e-mail; anyone
 * else gets a 403 that says what to buy. Checked on every request, so access ends with the subscription. Returns
 * the live purchase: its current period is the quarter a booking counts against.
 */
export async function requireMockAccess(user: AuthUser, now = new Date()): Promise<PurchaseState> {
  const live = livePeriod(await purchasesOf(user.email), now);
  if (!live)
    throw new SubscriptionRequiredError(
      MOCK_MESSAGES.subscriptionRequired,
      MOCK_CODES.subscriptionRequired,
      MOCK_BUY_URL,
    );
  return live;
}
