import { randomUUID } from 'node:crypto';
import type { NewsletterSubscription } from '@cq/shared';
import { transaction } from '../core/store';
import './lead.entity';

/** A newsletter sign-up, stored with the other leads (staff-only month partitions). */
export interface StoredNewsletterSubscription {
  id: string;
  type: 'NewsletterSubscription';
  createdAt: string;
  clientAddress: string;
  email: string;
  source?: NewsletterSubscription['source'];
}

/**
 * Stores the sign-up and claims its address in one transaction: the first sign-up of an address is stored,
 * any later one (in any letter case) stores nothing and returns null, so repeating it is harmless.
 */
export async function subscribeToNewsletter(
  { website: _honeypot, ...input }: NewsletterSubscription,
  clientAddress: string,
): Promise<StoredNewsletterSubscription | null> {
  const lead: StoredNewsletterSubscription = {
    id: randomUUID(),
    type: 'NewsletterSubscription',
    createdAt: new Date().toISOString(),
    clientAddress,
    ...input,
  };
  const result = await transaction()
    .write(({ newsletterClaim, lead: leads }) => [
      newsletterClaim.create({ email: lead.email, leadId: lead.id, createdAt: lead.createdAt }).commit(),
      leads.put({ ...lead, month: lead.createdAt.slice(0, 7) }).commit(),
    ])
    .go();
  if (result.canceled) {
    const [claim] = result.data as Array<{ code: string }>;
    if (claim?.code === 'ConditionalCheckFailed') return null;
    // Anything else (a conflicting transaction) stays a server error, as the SDK's exception was before.
    throw new Error(`Newsletter sign-up cancelled: ${result.data.map((d) => (d as { code: string }).code).join(', ')}`);
  }
  return lead;
}
