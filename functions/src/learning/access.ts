import { LEARNING_BUY_URL, LEARNING_CODES, LEARNING_MESSAGES, learningAccess } from '@cq/shared/learning/rules';
import { SubscriptionRequiredError } from '../domain/errors';
import type { AuthUser } from '../lib/event';
import { purchasesOf } from '../services/entitlements';

/**
 * The Learning Hub is open to a live Learning Hub purchase made with the caller's (verified, Cognito) e-mail;
 * anyone else gets a 403 that says what to buy. Checked on every request, so access ends with the subscription.
 */
export async function requireLearningAccess(user: AuthUser, now = new Date()): Promise<void> {
  if (!learningAccess(await purchasesOf(user.email), now))
    throw new SubscriptionRequiredError(
      LEARNING_MESSAGES.subscriptionRequired,
      LEARNING_CODES.subscriptionRequired,
      LEARNING_BUY_URL,
    );
}
