import { Entity } from 'electrodb';
import { AUDIT_STATUSES, AUDIT_TYPES } from '@cq/shared';
import { MODEL, OWNED_ATTRIBUTES, ownedIndex } from '../core/model';

/**
 * An audit (workspace spec §3 audits), owned by a workspace: the owner is part of the key, so a read or write
 * by id can only ever reach the caller's own records. Ids are UUIDv7 (time-ordered), so the partition's
 * `AUDIT#` items sort oldest to newest and the list is one Query.
 */
export const audit = new Entity(
  {
    model: { ...MODEL, entity: 'Audit' },
    attributes: {
      ...OWNED_ATTRIBUTES,
      title: { type: 'string', required: true },
      description: { type: 'string', required: true },
      type: { type: AUDIT_TYPES, required: true },
      status: { type: AUDIT_STATUSES, required: true },
      progress: { type: 'number', required: true },
      scheduledDate: { type: 'string' },
      completedDate: { type: 'string' },
      createdBy: { type: 'string', required: true, readOnly: true },
      /** Assignments (members of the workspace): absent on audits made before organisations. */
      leadAuditorId: { type: 'string' },
      auditorIds: { type: 'list', items: { type: 'string' } },
      reviewerId: { type: 'string' },
    },
    indexes: {
      byWorkspace: ownedIndex('AUDIT'),
    },
  },
  { ignoreOwnership: true },
);
