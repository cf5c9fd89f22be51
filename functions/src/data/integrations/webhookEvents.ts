import { v7 as uuidv7 } from 'uuid';
import type { WebhookDeliveryType, WebhookEventType, WebhookPayload } from '@cq/shared/integrations/webhooks';
import { store, type TransactionEntities } from '../core/store';
import type { ItemWrite, TrailEntry } from '../trail/trail';
import './webhook.entity';

/** The endpoints of a workspace as the request path sees them: ids and events, never secrets. */
export interface Subscribers {
  workspaceId: string;
  endpoints: ReadonlyArray<{ id: string; events: readonly string[] }>;
}

/** An event ready to go out: its id stays the same on every endpoint and every retry. */
export interface WebhookEvent {
  type: WebhookDeliveryType;
  data: Record<string, unknown>;
}

const record = (value: unknown) => (value ?? {}) as Record<string, unknown>;

/**
 * The event a trail entry stands for, if any. Events are read off the trail because every change that emits one
 * is trailed (an audit's creation and status moves, a finding's creation and close, a report's approving
 * signature), whichever use case or companion transaction makes it: so no call site can forget one, and the
 * event goes in the very transaction that writes the change.
 */
export function eventOfEntry(entry: TrailEntry): WebhookEvent | null {
  const after = record(entry.after);
  const before = record(entry.before);
  const event = (type: WebhookEventType, data: Record<string, unknown>): WebhookEvent => ({ type, data });
  switch (entry.entityType) {
    case 'Audit':
      if (entry.action === 'create') return event('audit.created', { audit: after });
      if (entry.action.startsWith('status.')) {
        return event('audit.status_changed', {
          auditId: entry.entityId,
          from: before.status ?? null,
          to: after.status,
          ...(entry.reason ? { reason: entry.reason } : {}),
        });
      }
      return null;
    case 'Finding':
      if (entry.action === 'create') return event('finding.created', { finding: after });
      if (entry.action === 'status.closed') {
        return event('finding.closed', {
          findingId: entry.entityId,
          resolution: after.resolution ?? null,
          closedAt: after.closedAt ?? entry.at,
        });
      }
      return null;
    case 'Capa':
      // The CAPA reminder job's trail entry when a CAPA's actions pass their target date (jobs/capaReminders.ts).
      return entry.action === 'overdue'
        ? event('capa.overdue', {
            capaId: entry.entityId,
            title: after.title ?? null,
            dueDate: after.dueDate ?? null,
            reportId: after.reportId ?? null,
          })
        : null;
    case 'AuditReport':
      if (after.status === 'approved' && before.status !== 'approved') {
        return event('report.approved', { reportId: entry.entityId, approvedAt: entry.at });
      }
      return null;
    case 'FindingResponse':
      if (entry.action === 'status.submitted') {
        return event('response.submitted', {
          requestId: after.requestId,
          findingId: after.findingId,
          auditId: after.auditId,
          agreement: after.agreement,
          submittedAt: after.submittedAt ?? entry.at,
        });
      }
      return null;
    default:
      return null;
  }
}

/** One GetItem: the workspace's endpoints and what each wants (`webhookSummary`). */
export async function subscribersOf(workspaceId: string): Promise<Subscribers> {
  const { data } = await store().webhookSummary.get({ workspaceId }).go();
  return { workspaceId, endpoints: data?.endpoints ?? [] };
}

/** The JSON every delivery of an event sends, fixed when the event happens. */
export const payloadOf = (id: string, workspaceId: string, event: WebhookEvent, createdAt: string): string =>
  JSON.stringify({ id, type: event.type, createdAt, workspaceId, data: event.data } satisfies WebhookPayload);

/** A new event's id: the same on every endpoint it goes to and on every retry. */
export const newEventId = () => `evt_${uuidv7()}`;

/**
 * The one write that queues the events a transaction's trail entries cause, per workspace concerned (virtually
 * always one): a `webhookBatch` naming, per event, the endpoints subscribed to it. Reads each such workspace's
 * summary (one GetItem); reads nothing when no entry is an event, writes nothing when no endpoint wants one.
 */
export async function webhookWritesFor(
  entities: TransactionEntities,
  entries: readonly TrailEntry[],
): Promise<ItemWrite[]> {
  const events = entries.flatMap((entry) => {
    const event = entry.workspaceId ? eventOfEntry(entry) : null;
    return event ? [{ workspaceId: entry.workspaceId!, at: entry.at, event }] : [];
  });
  if (events.length === 0) return [];
  const workspaces = [...new Set(events.map((e) => e.workspaceId))];
  const subscribers = await Promise.all(workspaces.map(subscribersOf));
  return subscribers.flatMap(({ workspaceId, endpoints }) => {
    const queued = events
      .filter((e) => e.workspaceId === workspaceId)
      .map(({ event, at }) => {
        const eventId = newEventId();
        const endpointIds = endpoints.filter((e) => e.events.includes(event.type)).map((e) => e.id);
        return { eventId, type: event.type, body: payloadOf(eventId, workspaceId, event, at), endpointIds };
      })
      .filter((e) => e.endpointIds.length > 0);
    if (queued.length === 0) return [];
    const createdAt = new Date().toISOString();
    return [{ item: entities.webhookBatch.create({ workspaceId, id: uuidv7(), createdAt, events: queued }).commit() }];
  });
}
