import { Entity } from 'electrodb';
import { FINDING_SEVERITIES, FINDING_STATUSES } from '@cq/shared';
import { MODEL } from './model';

/**
 * A finding of an audit (workspace spec §3 findings), owned by the audit's workspace. By id it is one GetItem
 * in the workspace partition; an audit's findings are one Query on GSI1 (`WS#<ws>#AUDIT#<auditId>`).
 */
export const finding = new Entity(
  {
    model: { ...MODEL, entity: 'Finding' },
    attributes: {
      workspaceId: { type: 'string', required: true, readOnly: true },
      id: { type: 'string', required: true, readOnly: true },
      auditId: { type: 'string', required: true, readOnly: true },
      title: { type: 'string', required: true },
      description: { type: 'string', required: true },
      severity: { type: FINDING_SEVERITIES, required: true },
      status: { type: FINDING_STATUSES, required: true },
      responseRequired: { type: 'boolean', required: true },
      dueDate: { type: 'string' },
      resolution: { type: 'string' },
      closedAt: { type: 'string' },
      createdBy: { type: 'string', required: true, readOnly: true },
      createdAt: { type: 'string', required: true, readOnly: true },
      updatedAt: { type: 'string', required: true },
      version: { type: 'number', required: true },
    },
    indexes: {
      byWorkspace: {
        pk: { field: 'PK', composite: ['workspaceId'], template: 'WS#${workspaceId}', casing: 'none' },
        sk: { field: 'SK', composite: ['id'], template: 'FINDING#${id}', casing: 'none' },
      },
      byAudit: {
        index: 'GSI1',
        pk: {
          field: 'GSI1PK',
          composite: ['workspaceId', 'auditId'],
          template: 'WS#${workspaceId}#AUDIT#${auditId}',
          casing: 'none',
        },
        sk: { field: 'GSI1SK', composite: ['id'], template: 'FINDING#${id}', casing: 'none' },
      },
    },
  },
  { ignoreOwnership: true },
);
