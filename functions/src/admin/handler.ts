import { UnavailableError } from '../domain/errors';
import { createGroupHandler, type Operations } from '../http/groupHandler';

/** Until each admin operation lands, it answers a clear 503. */
async function notYet(): Promise<never> {
  throw new UnavailableError('This admin feature is not available yet');
}

export const operations: Operations<'admin'> = {
  'GET /api/admin/stats': { handle: notYet },
  'GET /api/admin/users': { handle: notYet },
  'POST /api/admin/users/{id}/roles': { handle: notYet },
  'GET /api/admin/error-logs': { handle: notYet },
  'GET /api/admin/error-logs/daily': { handle: notYet },
  'GET /api/admin/error-logs/{id}': { handle: notYet },
  'PATCH /api/admin/error-logs/{id}': { handle: notYet },
  'GET /api/admin/leads': { handle: notYet },
  'GET /api/admin/leads/export': { handle: notYet },
  'PATCH /api/admin/leads/{id}': { handle: notYet },
  'GET /api/admin/jobs': { handle: notYet },
  'POST /api/admin/jobs': { handle: notYet },
  'PUT /api/admin/jobs/{id}': { handle: notYet },
  'GET /api/admin/outbox': { handle: notYet },
};

export const handler = createGroupHandler('admin', operations);
