import { z } from 'zod';
import { honeypotField } from './common';
import { LEAD_MESSAGES } from './leads';

/** Where a newsletter sign-up came from: the two boxes that offer it. */
export const NEWSLETTER_SOURCES = ['resources', 'insights'] as const;
export type NewsletterSource = (typeof NEWSLETTER_SOURCES)[number];

/** The subscribe boxes on /resources and /insights, and `POST /api/newsletter-subscriptions`. */
export const newsletterSubscriptionSchema = z.strictObject({
  email: z
    .string({ error: LEAD_MESSAGES.invalidEmail })
    .trim()
    .max(254, LEAD_MESSAGES.invalidEmail)
    .pipe(z.email({ error: LEAD_MESSAGES.invalidEmail })),
  source: z.enum(NEWSLETTER_SOURCES, { error: 'Unknown sign-up source' }).optional(),
  website: honeypotField,
});
export type NewsletterSubscriptionInput = z.input<typeof newsletterSubscriptionSchema>;
export type NewsletterSubscription = z.output<typeof newsletterSubscriptionSchema>;
