import { Entity } from 'electrodb';
import { MODEL } from '../core/model';
import { defineEntity } from '../core/registry';

/**
 * What falls due on one day across workspaces (`CAPADAY#<day>`): a CAPA's actions (`action`, while it is open or
 * in progress) and its scheduled effectiveness check (`check`, until it is closed). Kept in each CAPA write's own
 * transaction (`capaDayMove`), so the daily CAPA reminder job Queries the days it looks at, never a workspace.
 */
export const capaDay = defineEntity(
  'capaDay',
  () =>
    new Entity(
      {
        model: { ...MODEL, entity: 'CapaDay' },
        attributes: {
          day: { type: 'string', required: true, readOnly: true },
          workspaceId: { type: 'string', required: true, readOnly: true },
          capaId: { type: 'string', required: true, readOnly: true },
          kind: { type: ['action', 'check'] as const, required: true, readOnly: true },
          type: { type: 'string', default: 'CapaDay', readOnly: true },
        },
        indexes: {
          byDay: {
            pk: { field: 'PK', composite: ['day'], template: 'CAPADAY#${day}', casing: 'none' },
            sk: {
              field: 'SK',
              composite: ['workspaceId', 'capaId', 'kind'],
              template: 'WS#${workspaceId}#CAPA#${capaId}#${kind}',
              casing: 'none',
            },
          },
        },
      },
      { ignoreOwnership: true },
    ),
);

/**
 * A CAPA reminder sent (or being sent), or its `capa.overdue` event emitted, for what fell due on `day`: created
 * only if absent, so repeated runs send each once. Kept beside the day's entries, gone with the TTL.
 */
export const capaReminder = defineEntity(
  'capaReminder',
  () =>
    new Entity(
      {
        model: { ...MODEL, entity: 'CapaReminder' },
        attributes: {
          day: { type: 'string', required: true, readOnly: true },
          /** action_overdue, check_due, check_overdue (mails) or overdue_event (the webhook event). */
          reminder: { type: 'string', required: true, readOnly: true },
          workspaceId: { type: 'string', required: true, readOnly: true },
          capaId: { type: 'string', required: true, readOnly: true },
          sentAt: { type: 'string', required: true },
          expiresAt: { type: 'number', required: true },
          type: { type: 'string', default: 'CapaReminder', readOnly: true },
        },
        indexes: {
          byDay: {
            pk: { field: 'PK', composite: ['day'], template: 'CAPADAY#${day}', casing: 'none' },
            sk: {
              field: 'SK',
              composite: ['reminder', 'workspaceId', 'capaId'],
              template: 'REMINDER#${reminder}#WS#${workspaceId}#CAPA#${capaId}',
              casing: 'none',
            },
          },
        },
      },
      { ignoreOwnership: true },
    ),
);
