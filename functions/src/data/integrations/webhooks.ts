import { randomBytes } from 'node:crypto';
import { createConversions } from 'electrodb';
import { v7 as uuidv7 } from 'uuid';
import {
  WEBHOOK_ENDPOINTS_MAX,
  WEBHOOK_MESSAGES,
  WEBHOOK_SECRET_PREFIX,
  WEBHOOK_TEST_EVENT,
  type WebhookAttempt,
  type WebhookCreate,
  type WebhookEndpoint,
  type WebhookEndpointCreated,
} from '@cq/shared/integrations/webhooks';
import { ConflictError, NotFoundError } from '../../domain/errors';
import { retryOnContention } from '../core/contention';
import type { Owner } from '../core/owner';
import { readPage, type Page, type PageRequest } from '../core/paging';
import { store, type TransactionEntities } from '../core/store';
import { trailedWrite, type ItemWrite } from '../trail/trail';
import { webhookAttempt } from './webhook.entity';
import { newEventId, payloadOf } from './webhookEvents';
import { onFirstUse } from '../../lib/onFirstUse';

const ENTITY_TYPE = 'WebhookEndpoint';
/** 24 random bytes (192 bits) after `whsec_`. */
const SECRET_BYTES = 24;

interface Summary {
  endpoints: WebhookEndpoint[];
  version: number;
}

async function readSummary(owner: Owner): Promise<Summary> {
  const { data } = await store().webhookSummary.get({ workspaceId: owner.workspaceId }).go({ consistent: true });
  return {
    endpoints: (data?.endpoints ?? []) as WebhookEndpoint[],
    version: data?.version ?? 0,
  };
}

/** The summary's next state, only over the state it was read in (a concurrent change is contention: retried). */
function summaryWrite(
  entities: TransactionEntities,
  owner: Owner,
  read: Summary,
  endpoints: WebhookEndpoint[],
): ItemWrite {
  return {
    item: entities.webhookSummary
      .put({ workspaceId: owner.workspaceId, endpoints, version: read.version + 1 })
      .where(({ version }, { eq, notExists }) => (read.version === 0 ? notExists(version) : eq(version, read.version)))
      .commit(),
  };
}

/** Access pattern: the workspace's endpoints, oldest first (one GetItem of the summary). */
export async function listWebhookEndpoints(owner: Owner): Promise<WebhookEndpoint[]> {
  return (await readSummary(owner)).endpoints;
}

/**
 * Registers an endpoint with a new signing secret, trailed (without the secret); the answer is the only place
 * the secret is shown. A workspace keeps at most WEBHOOK_ENDPOINTS_MAX (409 past it).
 */
export async function createWebhookEndpoint(owner: Owner, input: WebhookCreate): Promise<WebhookEndpointCreated> {
  const secret = `${WEBHOOK_SECRET_PREFIX}${randomBytes(SECRET_BYTES).toString('base64url')}`;
  const endpoint: WebhookEndpoint = {
    id: uuidv7(),
    url: input.url,
    events: input.events,
    createdAt: new Date().toISOString(),
    createdBy: owner.actor,
  };
  await retryOnContention(async () => {
    const summary = await readSummary(owner);
    if (summary.endpoints.length >= WEBHOOK_ENDPOINTS_MAX) throw new ConflictError(WEBHOOK_MESSAGES.tooMany);
    await trailedWrite(
      {
        entityType: ENTITY_TYPE,
        entityId: endpoint.id,
        actor: owner.actor,
        workspaceId: owner.workspaceId,
        action: 'create',
        before: null,
        after: endpoint,
      },
      (entities) => [
        {
          item: entities.webhookEndpoint
            .create({ ...endpoint, workspaceId: owner.workspaceId, events: [...endpoint.events], secret })
            .commit(),
        },
        summaryWrite(entities, owner, summary, [...summary.endpoints, endpoint]),
      ],
    );
  });
  return { ...endpoint, secret };
}

async function endpointOf(owner: Owner, id: string): Promise<WebhookEndpoint> {
  const found = (await readSummary(owner)).endpoints.find((e) => e.id === id);
  if (!found) throw new NotFoundError(WEBHOOK_MESSAGES.notFound);
  return found;
}

/** Deletes an endpoint (trailed); events still queued for it are dropped by the worker, which no longer finds it. */
export async function deleteWebhookEndpoint(owner: Owner, id: string): Promise<WebhookEndpoint> {
  return retryOnContention(async () => {
    const summary = await readSummary(owner);
    const endpoint = summary.endpoints.find((e) => e.id === id);
    if (!endpoint) throw new NotFoundError(WEBHOOK_MESSAGES.notFound);
    await trailedWrite(
      {
        entityType: ENTITY_TYPE,
        entityId: id,
        actor: owner.actor,
        workspaceId: owner.workspaceId,
        action: 'delete',
        before: endpoint,
        after: null,
      },
      (entities) => [
        { item: entities.webhookEndpoint.delete({ workspaceId: owner.workspaceId, id }).commit() },
        summaryWrite(
          entities,
          owner,
          summary,
          summary.endpoints.filter((e) => e.id !== id),
        ),
      ],
    );
    return endpoint;
  });
}

/** "Send test event": a `ping` for this endpoint alone, due at once; the delivery log shows how it went. */
export async function queueTestEvent(owner: Owner, id: string): Promise<{ eventId: string }> {
  await endpointOf(owner, id);
  const eventId = newEventId();
  const at = new Date().toISOString();
  const event = { type: WEBHOOK_TEST_EVENT, data: { endpointId: id, message: 'A test event from Settings' } } as const;
  await store()
    .webhookDelivery.create({
      workspaceId: owner.workspaceId,
      endpointId: id,
      eventId,
      type: event.type,
      createdAt: at,
      body: payloadOf(eventId, owner.workspaceId, event, at),
      attempts: 0,
      dueAt: at,
    })
    .go();
  return { eventId };
}

const attemptConversions = onFirstUse(() => createConversions(webhookAttempt));

/** Access pattern: an endpoint's delivery attempts, newest first, paged (one Query of its log). */
export async function listWebhookAttempts(owner: Owner, id: string, page: PageRequest): Promise<Page<WebhookAttempt>> {
  await endpointOf(owner, id);
  const result = await readPage(
    `webhook-log:${owner.workspaceId}:${id}`,
    page,
    (options) =>
      store()
        .webhookAttempt.query.byEndpoint({ workspaceId: owner.workspaceId, endpointId: id })
        .go({ order: 'desc', ...options }),
    (item) =>
      attemptConversions.fromComposite.toCursor({
        workspaceId: item.workspaceId,
        endpointId: item.endpointId,
        at: item.at,
        eventId: item.eventId,
      }),
  );
  return {
    items: result.items.map((item) => ({
      eventId: item.eventId,
      type: item.type,
      attempt: item.attempt,
      at: item.at,
      statusCode: item.statusCode ?? null,
      outcome: item.outcome,
      error: item.error ?? null,
    })),
    next: result.next,
  };
}
