import { UnavailableError } from '../domain/errors';
import { createGroupHandler, type Operations } from '../http/groupHandler';

export const operations: Operations<'stripeWebhook'> = {
  'POST /api/stripe/webhook': {
    handle: async () => {
      throw new UnavailableError('Billing is not available yet');
    },
  },
};

export const handler = createGroupHandler('stripeWebhook', operations);
