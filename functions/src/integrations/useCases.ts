import { API_KEY_MESSAGES, type ApiKeyCreate, type ApiKeyCreated } from '@cq/shared/integrations/schemas';
import type { Workspace } from '../data/core/owner';
import { createApiKey } from '../data/integrations/apiKeys';
import { requirePro } from '../data/orgs/workspacePlan';

/** Integrations are a Pro feature (spec 001 §2): a workspace on Free hears why (403). */
export async function addApiKey(workspace: Workspace, input: ApiKeyCreate): Promise<ApiKeyCreated> {
  await requirePro(workspace, API_KEY_MESSAGES.proOnly);
  return createApiKey(workspace, input);
}
