import { loadStripe, type Stripe } from '@stripe/stripe-js';

/** One Stripe.js per publishable key and page load (loadStripe adds Stripe's script the first time). */
const stripes = new Map<string, Promise<Stripe | null>>();

export function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = stripes.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    stripes.set(publishableKey, stripe);
  }
  return stripe;
}
