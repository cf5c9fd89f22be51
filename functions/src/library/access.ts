import {
  LIBRARY_BUY_URL,
  LIBRARY_CODES,
  LIBRARY_MESSAGES,
  libraryAccess,
  type LibraryAccess,
} from '@cq/shared/library/rules';
import { SubscriptionRequiredError } from '../domain/errors';
import { purchasesOf } from '../services/entitlements';
import type { AuthUser } from '../lib/event';

/**
 * What the caller may do in the library, from the purchases made with their (verified, Cognito) e-mail: the
 * entitlement rule of billing. No live SOP Library or Professional purchase is a 403 that says what to buy.
 */
export async function requireLibraryAccess(user: AuthUser, now = new Date()): Promise<LibraryAccess> {
  const access = libraryAccess(await purchasesOf(user.email), now);
  if (!access)
    throw new SubscriptionRequiredError(
      LIBRARY_MESSAGES.subscriptionRequired,
      LIBRARY_CODES.subscriptionRequired,
      LIBRARY_BUY_URL,
    );
  return access;
}
