import { API_KEY_MESSAGES, type ApiKeyCreate, type ApiKeyCreated } from '@cq/shared/integrations/schemas';
import { WEBHOOK_MESSAGES, type WebhookCreate, type WebhookEndpointCreated } from '@cq/shared/integrations/webhooks';
import { InvalidInputError } from '../domain/errors';
import type { Workspace } from '../data/core/owner';
import { createApiKey } from '../data/integrations/apiKeys';
import { createWebhookEndpoint } from '../data/integrations/webhooks';
import { requirePro } from '../data/orgs/workspacePlan';
import { env } from '../lib/env';
import { registrationRefusal } from '../services/webhooks/publicAddress';

/** Integrations are a Pro feature (spec 001 §2): a workspace on Free hears why (403). */
export async function addApiKey(workspace: Workspace, input: ApiKeyCreate): Promise<ApiKeyCreated> {
  await requirePro(workspace, API_KEY_MESSAGES.proOnly);
  return createApiKey(workspace, input);
}

/**
 * Registers a webhook endpoint (Pro, like keys). The URL is checked as written here (https; an address must be
 * public; loopback http only where the local config allows it) and again, resolved, at every delivery.
 */
export async function addWebhookEndpoint(workspace: Workspace, input: WebhookCreate): Promise<WebhookEndpointCreated> {
  await requirePro(workspace, WEBHOOK_MESSAGES.proOnly);
  const refusal = registrationRefusal(input.url, { allowLoopback: env.webhookAllowLoopback() });
  if (refusal) throw new InvalidInputError(refusal, { url: refusal });
  return createWebhookEndpoint(workspace, input);
}
