import { Entity } from 'electrodb';
import { WEBHOOK_EVENTS } from '@cq/shared/integrations/constants';
import { MODEL, ownedIndex } from '../core/model';
import { defineEntity } from '../core/registry';

/**
 * A workspace's webhook endpoint (`WS#<ws>` / `WEBHOOK#<id>`), with its signing secret.
 *
 * The secret is stored as-is (not hashed like an API key's): the delivery worker must compute an HMAC with it on
 * every delivery, so it has to be recoverable. It sits in the owner's partition, encrypted at rest by DynamoDB
 * like every item, and is read only by the integrations group (never answered after creation) and the delivery
 * worker; the per-workspace summary the request path reads (`webhookSummary`) does not carry it. A separate
 * KMS envelope would add a key and two grants without keeping it from the one role that must use it.
 */
export const webhookEndpoint = defineEntity(
  'webhookEndpoint',
  () =>
    new Entity(
      {
        model: { ...MODEL, entity: 'WebhookEndpoint' },
        attributes: {
          workspaceId: { type: 'string', required: true, readOnly: true },
          id: { type: 'string', required: true, readOnly: true },
          url: { type: 'string', required: true, readOnly: true },
          events: { type: 'set', items: WEBHOOK_EVENTS, required: true, readOnly: true },
          secret: { type: 'string', required: true, readOnly: true },
          createdAt: { type: 'string', required: true, readOnly: true },
          createdBy: { type: 'string', required: true, readOnly: true },
        },
        indexes: { byWorkspace: ownedIndex('WEBHOOK') },
      },
      { ignoreOwnership: true },
    ),
);

/**
 * Which endpoints of a workspace want which events (`WS#<ws>` / `WEBHOOKS`): the one GetItem a change that
 * emits an event reads, so the request path never queries endpoints. Moves with every endpoint's creation and
 * deletion, version-checked, in the same transaction.
 */
export const webhookSummary = defineEntity(
  'webhookSummary',
  () =>
    new Entity(
      {
        model: { ...MODEL, entity: 'WebhookSummary' },
        attributes: {
          workspaceId: { type: 'string', required: true, readOnly: true },
          endpoints: {
            type: 'list',
            required: true,
            items: {
              type: 'map',
              properties: {
                id: { type: 'string', required: true },
                url: { type: 'string', required: true },
                events: { type: 'list', items: { type: 'string' }, required: true },
                createdAt: { type: 'string', required: true },
                createdBy: { type: 'string', required: true },
              },
            },
          },
          version: { type: 'number', required: true },
        },
        indexes: {
          byWorkspace: {
            pk: { field: 'PK', composite: ['workspaceId'], template: 'WS#${workspaceId}', casing: 'none' },
            sk: { field: 'SK', composite: [], template: 'WEBHOOKS', casing: 'none' },
          },
        },
      },
      { ignoreOwnership: true },
    ),
);

/**
 * One event still to be delivered to one endpoint (`WS#<ws>` / `WHOUT#<endpointId>#<eventId>`), made by the
 * worker from a `webhookBatch` (or at once by "Send test event") and deleted once delivered or given up. The body is fixed when the
 * event happens, so every retry sends the same event id and content. The worker finds due ones on GSI1
 * (`WHDUE` / `<dueAt>#…`): one bounded Query across workspaces, oldest due first.
 */
export const webhookDelivery = defineEntity(
  'webhookDelivery',
  () =>
    new Entity(
      {
        model: { ...MODEL, entity: 'WebhookDelivery' },
        attributes: {
          workspaceId: { type: 'string', required: true, readOnly: true },
          endpointId: { type: 'string', required: true, readOnly: true },
          eventId: { type: 'string', required: true, readOnly: true },
          type: { type: 'string', required: true, readOnly: true },
          createdAt: { type: 'string', required: true, readOnly: true },
          body: { type: 'string', required: true, readOnly: true },
          /** Attempts made so far. */
          attempts: { type: 'number', required: true },
          dueAt: { type: 'string', required: true },
        },
        indexes: {
          byEvent: {
            pk: { field: 'PK', composite: ['workspaceId'], template: 'WS#${workspaceId}', casing: 'none' },
            sk: {
              field: 'SK',
              composite: ['endpointId', 'eventId'],
              template: 'WHOUT#${endpointId}#${eventId}',
              casing: 'none',
            },
          },
          byDue: {
            index: 'GSI1',
            pk: { field: 'GSI1PK', composite: [], template: 'WHDUE', casing: 'none' },
            sk: {
              field: 'GSI1SK',
              composite: ['dueAt', 'workspaceId', 'endpointId', 'eventId'],
              template: '${dueAt}#${workspaceId}#${endpointId}#${eventId}',
              casing: 'none',
            },
          },
        },
      },
      { ignoreOwnership: true },
    ),
);

/**
 * The events one transaction caused in a workspace that has endpoints for them (`WS#<ws>` / `WHNEW#<batchId>`):
 * a single write whatever the number of events and endpoints, so a change's transaction stays far from
 * DynamoDB's 100 writes (a completed report raises a dozen findings at once). The worker fans each event out
 * into one `webhookDelivery` per endpoint named here and deletes the batch; it finds batches on GSI1 (`WHNEW`).
 */
export const webhookBatch = defineEntity(
  'webhookBatch',
  () =>
    new Entity(
      {
        model: { ...MODEL, entity: 'WebhookBatch' },
        attributes: {
          workspaceId: { type: 'string', required: true, readOnly: true },
          id: { type: 'string', required: true, readOnly: true },
          createdAt: { type: 'string', required: true, readOnly: true },
          events: {
            type: 'list',
            required: true,
            readOnly: true,
            items: {
              type: 'map',
              properties: {
                eventId: { type: 'string', required: true },
                type: { type: 'string', required: true },
                body: { type: 'string', required: true },
                endpointIds: { type: 'list', items: { type: 'string' }, required: true },
              },
            },
          },
        },
        indexes: {
          byId: {
            pk: { field: 'PK', composite: ['workspaceId'], template: 'WS#${workspaceId}', casing: 'none' },
            sk: { field: 'SK', composite: ['id'], template: 'WHNEW#${id}', casing: 'none' },
          },
          byCreation: {
            index: 'GSI1',
            pk: { field: 'GSI1PK', composite: [], template: 'WHNEW', casing: 'none' },
            sk: {
              field: 'GSI1SK',
              composite: ['createdAt', 'workspaceId', 'id'],
              template: '${createdAt}#${workspaceId}#${id}',
              casing: 'none',
            },
          },
        },
      },
      { ignoreOwnership: true },
    ),
);

/** One delivery attempt in an endpoint's log (`WS#<ws>` / `WHLOG#<endpointId>#<at>#<eventId>`), kept 30 days. */
export const webhookAttempt = defineEntity(
  'webhookAttempt',
  () =>
    new Entity(
      {
        model: { ...MODEL, entity: 'WebhookAttempt' },
        attributes: {
          workspaceId: { type: 'string', required: true, readOnly: true },
          endpointId: { type: 'string', required: true, readOnly: true },
          at: { type: 'string', required: true, readOnly: true },
          eventId: { type: 'string', required: true, readOnly: true },
          type: { type: 'string', required: true, readOnly: true },
          attempt: { type: 'number', required: true, readOnly: true },
          statusCode: { type: 'number' },
          outcome: { type: ['delivered', 'retrying', 'failed'] as const, required: true, readOnly: true },
          error: { type: 'string' },
          expiresAt: { type: 'number', required: true },
        },
        indexes: {
          byEndpoint: {
            pk: { field: 'PK', composite: ['workspaceId'], template: 'WS#${workspaceId}', casing: 'none' },
            sk: {
              field: 'SK',
              composite: ['endpointId', 'at', 'eventId'],
              template: 'WHLOG#${endpointId}#${at}#${eventId}',
              casing: 'none',
            },
          },
        },
      },
      { ignoreOwnership: true },
    ),
);
