import { consultationRequestSchema, contactMessageSchema, honeypotFilled, LEAD_ACCEPTED } from '@cq/shared';
import { createGroupHandler, operation, validate } from '../lib/http';
import { json } from '../lib/response';
import { logger } from '../lib/logger';
import { notify } from '../lib/mail';
import { putConsultationRequest, putContactMessage } from '../data/leads';
import { enforceRateLimit, RATE_LIMITS } from '../data/rateLimit';
import { contactNotice, intakeConfirmation, intakeNotice } from './notifications';
import { newsletterOperations } from './newsletter';

/** A filled honeypot gets this same answer, so a bot cannot tell it was caught. */
const accepted = () => json(201, LEAD_ACCEPTED);

export const operations = {
  'POST /api/contact-messages': operation({
    guard: ({ clientAddress }) => enforceRateLimit(RATE_LIMITS.contactMessages, clientAddress),
    handle: async ({ body, clientAddress }) => {
      if (honeypotFilled(body)) {
        logger.info('honeypot_filled', { form: 'contact' });
        return accepted();
      }
      const message = await putContactMessage(validate(contactMessageSchema, body), clientAddress);
      await notify([contactNotice(message)], { leadId: message.id });
      return accepted();
    },
  }),

  'POST /api/consultation-requests': operation({
    guard: ({ clientAddress }) => enforceRateLimit(RATE_LIMITS.consultationRequests, clientAddress),
    handle: async ({ body, clientAddress }) => {
      if (honeypotFilled(body)) {
        logger.info('honeypot_filled', { form: 'intake' });
        return accepted();
      }
      const request = await putConsultationRequest(validate(consultationRequestSchema, body), clientAddress);
      await notify([intakeNotice(request), intakeConfirmation(request)], { leadId: request.id });
      return accepted();
    },
  }),

  ...newsletterOperations,
};

export const handler = createGroupHandler('leads', operations);
