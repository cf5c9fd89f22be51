import { catalogueEntry } from '@cq/shared/billing/catalogue';
import type { PurchaseState } from '@cq/shared/library/rules';
import { subscriptionsOfBuyer } from '../data/billing/billing';
import { getProfile } from '../data/people/users';
import type { AuthUser } from '../lib/event';

/**
 * The digital products bought with an e-mail address (issue 22's entitlement rule: a purchase belongs to the
 * buyer's e-mail), as the shared access rules read them. Workspace plans are not products and are left out.
 */
export async function purchasesOf(email: string): Promise<PurchaseState[]> {
  const bought = await subscriptionsOfBuyer(email);
  return bought
    .filter((s) => s.kind === 'product')
    .map((s) => ({
      product: catalogueEntry(s.lookupKey)?.product ?? '',
      status: s.status,
      cancelAtPeriodEnd: s.cancelAtPeriodEnd,
      currentPeriodEnd: s.currentPeriodEnd ?? null,
    }));
}

/** The name printed on what we issue to a person: their profile's (given at sign-up or edited since), else the token's. */
export async function printedNameOf(user: AuthUser): Promise<string> {
  const profile = await getProfile(user.sub);
  const first = profile?.firstName ?? user.givenName;
  const last = profile?.lastName ?? user.familyName;
  return [first, last].filter(Boolean).join(' ');
}
