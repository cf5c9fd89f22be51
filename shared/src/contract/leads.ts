import type { GroupContract } from './types';
import { accepted } from './parts';
import { consultationRequestSchema, contactMessageSchema } from '../schemas/leads';
import { newsletterSubscriptionSchema } from '../schemas/newsletter';

/** The `leads` group's routes: what each takes and answers (see ../contract.ts). */
export const leadsContract = {
  'POST /api/contact-messages': { body: contactMessageSchema, response: accepted },
  'POST /api/consultation-requests': { body: consultationRequestSchema, response: accepted },
  'POST /api/newsletter-subscriptions': { body: newsletterSubscriptionSchema, response: accepted },
} as const satisfies GroupContract<'leads'>;
