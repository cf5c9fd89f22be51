import * as z from './z';

/** `POST /api/stripe/checkout`: a product and billing interval, never an amount (the server owns prices). */
export const productCheckoutSchema = z.strictObject({
  product: z.enum(['sop', 'learn', 'alerts', 'mock'], { error: 'Unknown product' }),
  interval: z.enum(['month', 'year', 'quarter'], { error: 'Unknown billing interval' }),
});

/** `POST /api/checkout/session`: a price id the server knows. */
export const planCheckoutSchema = z.strictObject({
  priceId: z
    .string({ error: 'Price id is required' })
    .check(z.trim(), z.minLength(1, 'Price id is required'), z.maxLength(200)),
});

/** `POST /api/billing/checkout`: either public body, from a signed-in buyer. */
export const signedInCheckoutSchema = z.union([productCheckoutSchema, planCheckoutSchema], {
  error: 'Send a product and interval, or a price id',
});
