import { SITE, type NewsletterSubscription } from '@cq/shared';
import { logger } from '../lib/logger';
import { notify, type Mail } from '../services/mail';
import { subscribeToNewsletter, type StoredNewsletterSubscription } from '../data/leads/newsletter';

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

/** Stores a sign-up and tells the team, once per address. */
export async function subscribe(input: NewsletterSubscription, clientAddress: string): Promise<void> {
  const subscription = await subscribeToNewsletter(input, clientAddress);
  if (subscription) await notify([newsletterNotice(subscription)], { leadId: subscription.id });
  else logger.info('newsletter_already_subscribed');
}
