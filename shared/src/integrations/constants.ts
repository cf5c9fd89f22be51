// Webhook event types and API key roles, without zod: the entity modules import them and build no schema.

/**
 * Webhooks (issue 24): a workspace's owner or admin registers https endpoints that receive the workspace's
 * events, signed with the endpoint's secret (`Cq-Signature`, Stripe's scheme). The fixed list of event types;
 * `response.submitted` can be subscribed to, but is not emitted yet (no response requests: see
 * WEBHOOK_EVENTS_EMITTED). `capa.overdue` comes from the daily CAPA reminder job.
 */
export const WEBHOOK_EVENTS = [
  'audit.created',
  'audit.status_changed',
  'finding.created',
  'finding.closed',
  'report.approved',
  'capa.overdue',
  'response.submitted',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number];

/**
 * API keys (issue 24): a workspace's owner or admin lets another system call the API as a viewer or an auditor of
 * that workspace. A key never acts as an admin or owner.
 */
export const API_KEY_ROLES = ['viewer', 'auditor'] as const;
export type ApiKeyRole = (typeof API_KEY_ROLES)[number];
