import * as z from '../schemas/z';
import type { GroupContract } from './types';
import { id } from './parts';
import { pageQuerySchema } from '../schemas/paging';
import { apiKeyCreatedSchema, apiKeyCreateSchema, apiKeySchema } from '../integrations/schemas';
import {
  webhookAttemptSchema,
  webhookCreateSchema,
  webhookEndpointCreatedSchema,
  webhookEndpointSchema,
  webhookTestQueuedSchema,
} from '../integrations/webhooks';

/** The `integrations` group's routes: what each takes and answers (see ../contract.ts). */
export const integrationsContract = {
  /** The workspace's API keys, newest first, revoked ones included (never a secret). */
  'GET /api/api-keys': { response: z.array(apiKeySchema) },
  /** Pro only (403 with the reason on Free). The answer holds the secret: the only time it is shown. */
  'POST /api/api-keys': { body: apiKeyCreateSchema, response: apiKeyCreatedSchema },
  /** Revokes the key at once (its next request is refused); it stays listed as revoked. */
  'DELETE /api/api-keys/{id}': { params: id, response: apiKeySchema },
  /** The workspace's webhook endpoints, oldest first (never a secret). */
  'GET /api/webhooks': { response: z.array(webhookEndpointSchema) },
  /** Pro only (403 on Free), at most 10 per workspace (409). The answer holds the signing secret, shown once. */
  'POST /api/webhooks': { body: webhookCreateSchema, response: webhookEndpointCreatedSchema },
  /** Deletes the endpoint: deliveries still queued for it are dropped. */
  'DELETE /api/webhooks/{id}': { params: id, response: webhookEndpointSchema },
  /** The endpoint's delivery attempts, newest first, paged with X-Next-Cursor (kept 30 days). */
  'GET /api/webhooks/{id}/deliveries': { params: id, query: pageQuerySchema, response: z.array(webhookAttemptSchema) },
  /** Queues a `ping` event for this endpoint alone (202); the delivery log shows how it went. */
  'POST /api/webhooks/{id}/test': { params: id, response: webhookTestQueuedSchema },
} as const satisfies GroupContract<'integrations'>;
