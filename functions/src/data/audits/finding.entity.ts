import { Entity } from 'electrodb';
import { FINDING_SEVERITIES, FINDING_STATUSES } from '@cq/shared';
import { childrenIndex, MODEL, OWNED_ATTRIBUTES, ownedIndex } from '../core/model';

/**
 * A finding of an audit (workspace spec §3 findings), owned by the audit's workspace. By id it is one GetItem
 * in the workspace partition; an audit's findings are one Query on GSI1 (`WS#<ws>#AUDIT#<auditId>`).
 */
export const finding = new Entity(
  {
    model: { ...MODEL, entity: 'Finding' },
    attributes: {
      ...OWNED_ATTRIBUTES,
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
    },
    indexes: {
      byWorkspace: ownedIndex('FINDING'),
      byAudit: childrenIndex('AUDIT', 'auditId', 'FINDING'),
    },
  },
  { ignoreOwnership: true },
);
