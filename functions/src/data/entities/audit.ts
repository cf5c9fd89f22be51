import { Entity } from 'electrodb';
import { AUDIT_STATUSES, AUDIT_TYPES } from '@cq/shared';
import { MODEL } from './model';

/**
 * An audit (workspace spec §3 audits), owned by a workspace: the owner is part of the key, so a read or write
 * by id can only ever reach the caller's own records. Ids are UUIDv7 (time-ordered), so the partition's
 * `AUDIT#` items sort oldest to newest and the list is one Query.
 */
export const audit = new Entity(
  {
    model: { ...MODEL, entity: 'Audit' },
    attributes: {
      workspaceId: { type: 'string', required: true, readOnly: true },
      id: { type: 'string', required: true, readOnly: true },
      title: { type: 'string', required: true },
      description: { type: 'string', required: true },
      type: { type: AUDIT_TYPES, required: true },
      status: { type: AUDIT_STATUSES, required: true },
      progress: { type: 'number', required: true },
      scheduledDate: { type: 'string' },
      completedDate: { type: 'string' },
      createdBy: { type: 'string', required: true, readOnly: true },
      createdAt: { type: 'string', required: true, readOnly: true },
      updatedAt: { type: 'string', required: true },
      version: { type: 'number', required: true },
    },
    indexes: {
      byWorkspace: {
        pk: { field: 'PK', composite: ['workspaceId'], template: 'WS#${workspaceId}', casing: 'none' },
        sk: { field: 'SK', composite: ['id'], template: 'AUDIT#${id}', casing: 'none' },
      },
    },
  },
  { ignoreOwnership: true },
);
