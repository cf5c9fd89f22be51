import { NEXT_CURSOR_HEADER } from '@cq/shared';
import { createGroupHandler, type Operations, type RequestContext } from '../http/groupHandler';
import { integrationsContract } from '@cq/shared/contract/integrations';
import { signedIn } from '../http/signedIn';
import { listApiKeys, revokeApiKey } from '../data/integrations/apiKeys';
import {
  deleteWebhookEndpoint,
  listWebhookAttempts,
  listWebhookEndpoints,
  queueTestEvent,
} from '../data/integrations/webhooks';
import { addApiKey, addWebhookEndpoint } from './useCases';

export const operations: Operations<'integrations'> = {
  'GET /api/api-keys': {
    handle: async ({ workspace }: RequestContext<'GET /api/api-keys'>) => ({ body: await listApiKeys(workspace) }),
  },
  'POST /api/api-keys': {
    handle: async ({ workspace, body }: RequestContext<'POST /api/api-keys'>) => ({
      body: await addApiKey(workspace, body),
    }),
  },
  'DELETE /api/api-keys/{id}': {
    handle: async ({ workspace, params }: RequestContext<'DELETE /api/api-keys/{id}'>) => ({
      body: await revokeApiKey(workspace, params.id),
    }),
  },
  'GET /api/webhooks': {
    handle: async ({ workspace }: RequestContext<'GET /api/webhooks'>) => ({
      body: await listWebhookEndpoints(workspace),
    }),
  },
  'POST /api/webhooks': {
    handle: async ({ workspace, body }: RequestContext<'POST /api/webhooks'>) => ({
      body: await addWebhookEndpoint(workspace, body),
    }),
  },
  'DELETE /api/webhooks/{id}': {
    handle: async ({ workspace, params }: RequestContext<'DELETE /api/webhooks/{id}'>) => ({
      body: await deleteWebhookEndpoint(workspace, params.id),
    }),
  },
  'GET /api/webhooks/{id}/deliveries': {
    handle: async ({ workspace, params, query }: RequestContext<'GET /api/webhooks/{id}/deliveries'>) => {
      const page = await listWebhookAttempts(workspace, params.id, query);
      return { body: page.items, headers: page.next ? { [NEXT_CURSOR_HEADER]: page.next } : undefined };
    },
  },
  'POST /api/webhooks/{id}/test': {
    handle: async ({ workspace, params }: RequestContext<'POST /api/webhooks/{id}/test'>) => ({
      body: await queueTestEvent(workspace, params.id),
    }),
  },
};

export const handler = createGroupHandler('integrations', integrationsContract, operations, signedIn);
