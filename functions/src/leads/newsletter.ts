import { honeypotFilled, LEAD_ACCEPTED, newsletterSubscriptionSchema, SITE } from '@cq/shared';
import { operation, validate } from '../lib/http';
import { json } from '../lib/response';
import { logger } from '../lib/logger';
import { notify, type Mail } from '../lib/mail';
import { subscribeToNewsletter, type StoredNewsletterSubscription } from '../data/newsletter';
import { enforceRateLimit, RATE_LIMITS } from '../data/rateLimit';

const SOURCE_LABEL = { resources: 'Resources page', insights: 'Insights page' } as const;

export function newsletterNotice(s: StoredNewsletterSubscription): Mail {
  return {
    to: SITE.teamMailbox,
    subject: `New newsletter subscriber: ${s.email}`,
    text: [
      'Someone subscribed to the newsletter.',
      '',
      `${'Email:'.padEnd(20)}${s.email}`,
      `${'Signed up on:'.padEnd(20)}${s.source ? SOURCE_LABEL[s.source] : '—'}`,
      '',
      `Received ${s.createdAt} · reference ${s.id}`,
    ].join('\n'),
  };
}

/**
 * `POST /api/newsletter-subscriptions`: the subscribe boxes on /resources and /insights. A repeated address
 * gets the same answer as a new one (no duplicate, no second notification), so the endpoint cannot be used
 * to find out who is subscribed.
 */
export const newsletterOperations = {
  'POST /api/newsletter-subscriptions': operation({
    guard: ({ clientAddress }) => enforceRateLimit(RATE_LIMITS.newsletterSubscriptions, clientAddress),
    handle: async ({ body, clientAddress }) => {
      if (honeypotFilled(body)) {
        logger.info('honeypot_filled', { form: 'newsletter' });
        return json(201, LEAD_ACCEPTED);
      }
      const subscription = await subscribeToNewsletter(validate(newsletterSubscriptionSchema, body), clientAddress);
      if (subscription) await notify([newsletterNotice(subscription)], { leadId: subscription.id });
      else logger.info('newsletter_already_subscribed');
      return json(201, LEAD_ACCEPTED);
    },
  }),
};
