import { createGroupHandler, type Operations, type RequestContext } from '../http/groupHandler';
import { listApiKeys, revokeApiKey } from '../data/integrations/apiKeys';
import { addApiKey } from './useCases';

export const operations: Operations<'integrations'> = {
  'GET /api/api-keys': {
    handle: async ({ workspace }: RequestContext<'GET /api/api-keys'>) => ({ body: await listApiKeys(workspace) }),
  },
  'POST /api/api-keys': {
    handle: async ({ workspace, body }: RequestContext<'POST /api/api-keys'>) => ({
      status: 201,
      body: await addApiKey(workspace, body),
    }),
  },
  'DELETE /api/api-keys/{id}': {
    handle: async ({ workspace, params }: RequestContext<'DELETE /api/api-keys/{id}'>) => ({
      body: await revokeApiKey(workspace, params.id),
    }),
  },
};

export const handler = createGroupHandler('integrations', operations);
