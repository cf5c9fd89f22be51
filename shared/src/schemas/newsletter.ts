import * as z from './z';
import { honeypotField } from './common';
import { LEAD_MESSAGES } from './leads';
import { NEWSLETTER_SOURCES } from './leadOptions';
// Plain constants, kept apart from the schemas so the entity modules that use them build no zod schema.
export { NEWSLETTER_SOURCES, type NewsletterSource } from './leadOptions';

/** The subscribe boxes on /resources and /insights, and `POST /api/newsletter-subscriptions`. */
export const newsletterSubscriptionSchema = z.strictObject({
  email: z.pipe(
    z.string({ error: LEAD_MESSAGES.invalidEmail }).check(z.trim(), z.maxLength(254, LEAD_MESSAGES.invalidEmail)),
    z.email({ error: LEAD_MESSAGES.invalidEmail }),
  ),
  source: z.optional(z.enum(NEWSLETTER_SOURCES, { error: 'Unknown sign-up source' })),
  website: honeypotField,
});
export type NewsletterSubscriptionInput = z.input<typeof newsletterSubscriptionSchema>;
export type NewsletterSubscription = z.output<typeof newsletterSubscriptionSchema>;
