import { Entity } from 'electrodb';
import { AUDIT_MODES } from '@cq/shared/audits/plan';
import { AUDIT_STATUSES, AUDIT_TYPES } from '@cq/shared/audits/rules';
import { MODEL, OWNED_ATTRIBUTES, ownedIndex } from '../core/model';
import { defineEntity } from '../core/registry';

/**
 * The keys of an audit's two sparse indexes, written by data/audits/audits.ts only when the audit has an auditee
 * or a planned start (ElectroDB's own composite keys cannot be left out of a create, so each index key is an
 * attribute of its own here). An auditee's audits: one Query on GSI1; the programme (calendar, feed, reminders):
 * one Query on GSI2, a date range being a `between` on the sort key.
 */
export const AUDIT_INDEX_KEYS = {
  byAuditee: { field: 'GSI1PK', template: 'WS#${workspaceId}#AUDITEE#${auditeeId}', sort: 'AUDIT#${id}' },
  byPlan: { field: 'GSI2PK', template: 'WS#${workspaceId}#PLAN', sort: 'PLAN#${plannedStart}#${id}' },
} as const;

/** An index key that is an attribute of the same name (ElectroDB's form for keys the code writes itself). */
const ownKey = <F extends string>(field: F) =>
  ({ field, composite: [field], template: `\${${field}}` as `\${${F}}`, casing: 'none' }) as const;

/**
 * An audit (workspace spec §3 audits), owned by a workspace: the owner is part of the key, so a read or write
 * by id can only ever reach the caller's own records. Ids are UUIDv7 (time-ordered), so the partition's
 * `AUDIT#` items sort oldest to newest and the list is one Query.
 */
export const audit = defineEntity(
  'audit',
  () =>
    new Entity(
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
          /** The plan (issue 19): absent on audits made before it. */
          auditeeId: { type: 'string' },
          studyId: { type: 'string' },
          scope: { type: 'string' },
          mode: { type: AUDIT_MODES },
          plannedStart: { type: 'string' },
          plannedEnd: { type: 'string' },
          actualStart: { type: 'string' },
          actualEnd: { type: 'string' },
          agenda: { type: 'string' },
          /** AUDIT_INDEX_KEYS, present only with their composites. */
          GSI1PK: { type: 'string' },
          GSI1SK: { type: 'string' },
          GSI2PK: { type: 'string' },
          GSI2SK: { type: 'string' },
        },
        indexes: {
          byWorkspace: ownedIndex('AUDIT'),
          byAuditee: { index: 'GSI1', pk: ownKey('GSI1PK'), sk: ownKey('GSI1SK') },
          byPlan: { index: 'GSI2', pk: ownKey('GSI2PK'), sk: ownKey('GSI2SK') },
        },
      },
      { ignoreOwnership: true },
    ),
);
