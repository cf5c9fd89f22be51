import { Entity } from 'electrodb';
import { MODEL } from '../core/model';
import { defineEntity } from '../core/registry';

/**
 * The audits planned to start on one day, across workspaces (`PLANDAY#<day>`): kept in each audit's own
 * transaction when its planned start is set or moved, so the daily reminder job reads only the two days it
 * reminds about (one Query each) — the workspace's GSI2 programme cannot be read across workspaces.
 */
export const plannedDay = defineEntity(
  'plannedDay',
  () =>
    new Entity(
      {
        model: { ...MODEL, entity: 'PlannedDay' },
        attributes: {
          day: { type: 'string', required: true, readOnly: true },
          workspaceId: { type: 'string', required: true, readOnly: true },
          auditId: { type: 'string', required: true, readOnly: true },
          type: { type: 'string', default: 'PlannedDay', readOnly: true },
        },
        indexes: {
          byDay: {
            pk: { field: 'PK', composite: ['day'], template: 'PLANDAY#${day}', casing: 'none' },
            sk: {
              field: 'SK',
              composite: ['workspaceId', 'auditId'],
              template: 'WS#${workspaceId}#AUDIT#${auditId}',
              casing: 'none',
            },
          },
        },
      },
      { ignoreOwnership: true },
    ),
);

/**
 * A reminder sent (or being sent) for an audit's planned start, `daysBefore` it: created only if absent, so a
 * second run of the job on the same day sends nothing again. Kept beside the day's audits, gone with the TTL.
 */
export const auditReminder = defineEntity(
  'auditReminder',
  () =>
    new Entity(
      {
        model: { ...MODEL, entity: 'AuditReminder' },
        attributes: {
          day: { type: 'string', required: true, readOnly: true },
          daysBefore: { type: 'number', required: true, readOnly: true },
          workspaceId: { type: 'string', required: true, readOnly: true },
          auditId: { type: 'string', required: true, readOnly: true },
          sentAt: { type: 'string', required: true },
          expiresAt: { type: 'number', required: true },
          type: { type: 'string', default: 'AuditReminder', readOnly: true },
        },
        indexes: {
          byDay: {
            pk: { field: 'PK', composite: ['day'], template: 'PLANDAY#${day}', casing: 'none' },
            sk: {
              field: 'SK',
              composite: ['daysBefore', 'workspaceId', 'auditId'],
              template: 'REMINDER#${daysBefore}#WS#${workspaceId}#AUDIT#${auditId}',
              casing: 'none',
            },
          },
        },
      },
      { ignoreOwnership: true },
    ),
);
