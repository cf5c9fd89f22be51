import { LEAD_ACCEPTED } from '@cq/shared';
import { createGroupHandler, type Operations, type RequestContext } from '../http/groupHandler';
import { leadsContract } from '@cq/shared/contract/leads';
import { rateLimited } from '../http/tableGuards';
import { notify } from '../services/mail';
import { putConsultationRequest, putContactMessage } from '../data/leads/leads';
import { RATE_LIMITS } from '../data/core/rateLimit';
import { contactNotice, intakeConfirmation, intakeNotice } from './notifications';
import { mayConfirm } from './confirmations';
import { subscribe } from './newsletter';

/** A filled honeypot gets this same answer, so a bot cannot tell it was caught. */
const accepted = { body: LEAD_ACCEPTED };

async function contact({ body, clientAddress }: RequestContext<'POST /api/contact-messages'>) {
  const message = await putContactMessage(body, clientAddress);
  await notify([contactNotice(message)], { leadId: message.id });
  return accepted;
}

async function consultation({ body, clientAddress }: RequestContext<'POST /api/consultation-requests'>) {
  const request = await putConsultationRequest(body, clientAddress);
  // The team always hears of it; the visitor's confirmation is limited (leads/confirmations.ts).
  const confirm = await mayConfirm(request.email, request.id);
  await notify([intakeNotice(request), ...(confirm ? [intakeConfirmation(request)] : [])], { leadId: request.id });
  return accepted;
}

async function newsletter(ctx: RequestContext<'POST /api/newsletter-subscriptions'>) {
  await subscribe(ctx.body, ctx.clientAddress);
  return accepted;
}

export const operations: Operations<'leads'> = {
  'POST /api/contact-messages': {
    rateLimit: RATE_LIMITS.contactMessages,
    honeypot: { form: 'contact', reply: accepted },
    handle: contact,
  },
  'POST /api/consultation-requests': {
    rateLimit: RATE_LIMITS.consultationRequests,
    honeypot: { form: 'intake', reply: accepted },
    handle: consultation,
  },
  /**
   * The subscribe boxes on /resources and /insights. A repeated address gets the same answer as a new one (no
   * duplicate, no second notification), so the endpoint cannot be used to find out who is subscribed.
   */
  'POST /api/newsletter-subscriptions': {
    rateLimit: RATE_LIMITS.newsletterSubscriptions,
    honeypot: { form: 'newsletter', reply: accepted },
    handle: newsletter,
  },
};

export const handler = createGroupHandler('leads', leadsContract, operations, rateLimited);
