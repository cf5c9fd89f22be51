import { createGroupHandler, type Operations, type RequestContext } from '../http/groupHandler';
import { billingContract } from '@cq/shared/contract/billing';
import { signedIn } from '../http/signedIn';
import { RATE_LIMITS } from '../data/core/rateLimit';
import { checkoutOutcome, entryForProduct, startCheckout } from './checkout';
import { billingOverview, customerOf, setCancelAtPeriodEnd, startProSubscription } from './subscription';
import { ensureProfile } from '../data/people/users';
import { entryForPriceId } from '../services/billing/prices';

async function productCheckout({ body }: RequestContext<'POST /api/stripe/checkout'>) {
  return { body: await startCheckout(entryForProduct(body.product, body.interval)) };
}

async function planCheckout({ body }: RequestContext<'POST /api/checkout/session'>) {
  return { body: await startCheckout(await entryForPriceId(body.priceId)) };
}

/** The signed-in Buy: the caller's own Stripe customer, so the purchase is on their account. */
async function buyerCheckout({ user, body }: RequestContext<'POST /api/billing/checkout'>) {
  const entry = 'priceId' in body ? await entryForPriceId(body.priceId) : entryForProduct(body.product, body.interval);
  const profile = await ensureProfile(user);
  return { body: await startCheckout(entry, { customerId: await customerOf(profile), userId: profile.id }) };
}

async function checkoutSession({ params }: RequestContext<'GET /api/checkout/session/{id}'>) {
  return { body: await checkoutOutcome(params.id) };
}

async function createSubscription({ user }: RequestContext<'POST /api/create-subscription'>) {
  return { body: await startProSubscription(user) };
}

async function overview({ user }: RequestContext<'GET /api/billing'>) {
  return { body: await billingOverview(user) };
}

async function changeSubscription({ user, body }: RequestContext<'PATCH /api/billing/subscription'>) {
  return { body: await setCancelAtPeriodEnd(user, body.cancelAtPeriodEnd, body.subscriptionId) };
}

export const operations: Operations<'billing'> = {
  'POST /api/stripe/checkout': { rateLimit: RATE_LIMITS.checkout, handle: productCheckout },
  'POST /api/checkout/session': { rateLimit: RATE_LIMITS.checkout, handle: planCheckout },
  'GET /api/checkout/session/{id}': { rateLimit: RATE_LIMITS.checkoutStatus, handle: checkoutSession },
  'POST /api/create-subscription': { handle: createSubscription },
  'GET /api/billing': { handle: overview },
  'PATCH /api/billing/subscription': { handle: changeSubscription },
  'POST /api/billing/checkout': { rateLimit: RATE_LIMITS.checkout, handle: buyerCheckout },
};

export const handler = createGroupHandler('billing', billingContract, operations, signedIn);
