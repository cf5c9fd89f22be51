import * as z from '../schemas/z';
import { WEBHOOK_EVENTS, type WebhookEventType } from './constants';
// Plain constants, kept apart from the schemas so the entity modules that use them build no zod schema.
export { WEBHOOK_EVENTS, type WebhookEventType } from './constants';

/** What "Send test event" delivers: never subscribed to, always delivered to the endpoint it was sent for. */
export const WEBHOOK_TEST_EVENT = 'ping';
export type WebhookDeliveryType = WebhookEventType | typeof WEBHOOK_TEST_EVENT;

/** The events the product emits today; the others are listed so receivers can subscribe ahead of them. */
export const WEBHOOK_EVENTS_EMITTED: readonly WebhookEventType[] = [
  'audit.created',
  'audit.status_changed',
  'finding.created',
  'finding.closed',
  'report.approved',
  'response.submitted',
  'capa.overdue',
];

export const WEBHOOK_EVENT_LABELS: Record<WebhookEventType, string> = {
  'audit.created': 'An audit is created',
  'audit.status_changed': 'An audit changes status',
  'finding.created': 'A finding is raised',
  'finding.closed': 'A finding is closed',
  'report.approved': 'A report is approved',
  'capa.overdue': 'A CAPA becomes overdue',
  'response.submitted': 'An auditee submits a response',
};

/** The header every delivery carries: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`. */
export const WEBHOOK_SIGNATURE_HEADER = 'Cq-Signature';
/** Signing secrets start with this, like API keys start with `cq_`. */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';
/** A workspace's endpoints are few (one per connected system); the cap keeps each event's writes bounded. */
export const WEBHOOK_ENDPOINTS_MAX = 10;
export const WEBHOOK_URL_MAX = 2000;

export const WEBHOOK_MESSAGES = {
  url: 'Enter the https URL that receives the events',
  https: 'Webhook URLs must use https',
  publicOnly: 'Webhook URLs must point to a public address',
  events: 'Choose at least one event',
  proOnly: 'Webhooks are part of the Pro plan. Upgrade to Pro to add endpoints.',
  notFound: 'Webhook endpoint not found',
  tooMany: `A workspace can have at most ${WEBHOOK_ENDPOINTS_MAX} webhook endpoints. Delete one to add another.`,
} as const;

/** `POST /api/webhooks`. The server also checks the scheme against its own rule (loopback http only locally). */
export const webhookCreateSchema = z.strictObject({
  url: z.pipe(
    z.string({ error: WEBHOOK_MESSAGES.url }).check(z.trim(), z.maxLength(WEBHOOK_URL_MAX, WEBHOOK_MESSAGES.url)),
    z.url({ protocol: /^https?$/, hostname: z.regexes.hostname, error: WEBHOOK_MESSAGES.url }),
  ),
  events: z.pipe(
    z
      .array(z.enum(WEBHOOK_EVENTS, { error: WEBHOOK_MESSAGES.events }), { error: WEBHOOK_MESSAGES.events })
      .check(z.minLength(1, WEBHOOK_MESSAGES.events), z.maxLength(WEBHOOK_EVENTS.length)),
    z.transform((events) => WEBHOOK_EVENTS.filter((e) => events.includes(e))),
  ),
});
export type WebhookCreate = z.output<typeof webhookCreateSchema>;

/** An endpoint as its workspace's admins list it: never its secret. */
export const webhookEndpointSchema = z.object({
  id: z.string(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  createdAt: z.string(),
  createdBy: z.string(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

/** The answer to creating an endpoint: the only time its signing secret is shown. */
export const webhookEndpointCreatedSchema = z.extend(webhookEndpointSchema, { secret: z.string() });
export type WebhookEndpointCreated = z.infer<typeof webhookEndpointCreatedSchema>;

/** One delivery attempt, as the delivery log shows it. */
export const webhookAttemptSchema = z.object({
  eventId: z.string(),
  type: z.string(),
  attempt: z.int(),
  at: z.string(),
  /** The receiver's HTTP status; null when none came (refused destination, timeout, connection error). */
  statusCode: z.nullable(z.int()),
  /** `delivered` (2xx), `retrying` (another attempt is due) or `failed` (given up after 24 hours). */
  outcome: z.enum(['delivered', 'retrying', 'failed']),
  error: z.nullable(z.string()),
});
export type WebhookAttempt = z.infer<typeof webhookAttemptSchema>;

/** `POST /api/webhooks/{id}/test`: the queued test event. */
export const webhookTestQueuedSchema = z.object({ eventId: z.string() });

/** The body of every delivery. */
export interface WebhookPayload {
  id: string;
  type: WebhookDeliveryType;
  createdAt: string;
  workspaceId: string;
  data: Record<string, unknown>;
}
