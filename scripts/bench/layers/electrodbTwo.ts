/** `--layers` probe: ElectroDB with two entities (twoEntities.ts), no Service. */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { createWriteTransaction, Entity } from 'electrodb';
import { AUDIT_STATUSES, AUDIT_TYPES, newAudit, newTrailEntry, type ProbeEvent } from './twoEntities';

const client = DynamoDBDocumentClient.from(new DynamoDBClient({}));
const config = { ignoreOwnership: true, client, table: process.env.TABLE_NAME };
const MODEL = { service: 'cq', version: '1' } as const;
const ownKey = <F extends string>(field: F) =>
  ({ field, composite: [field], template: `\${${field}}` as `\${${F}}`, casing: 'none' }) as const;

const audit = new Entity(
  {
    model: { ...MODEL, entity: 'Audit' },
    attributes: {
      workspaceId: { type: 'string', required: true, readOnly: true },
      id: { type: 'string', required: true, readOnly: true },
      createdAt: { type: 'string', required: true, readOnly: true },
      updatedAt: { type: 'string', required: true },
      version: { type: 'number', required: true },
      title: { type: 'string', required: true },
      description: { type: 'string', required: true },
      type: { type: AUDIT_TYPES, required: true },
      status: { type: AUDIT_STATUSES, required: true },
      progress: { type: 'number', required: true },
      createdBy: { type: 'string', required: true, readOnly: true },
      auditorIds: { type: 'list', items: { type: 'string' } },
      plannedStart: { type: 'string' },
      GSI1PK: { type: 'string' },
      GSI1SK: { type: 'string' },
    },
    indexes: {
      byWorkspace: {
        pk: { field: 'PK', composite: ['workspaceId'], template: 'WS#${workspaceId}', casing: 'none' },
        sk: { field: 'SK', composite: ['id'], template: 'AUDIT#${id}', casing: 'none' },
      },
      byAuditee: { index: 'GSI1', pk: ownKey('GSI1PK'), sk: ownKey('GSI1SK') },
    },
  },
  config,
);

const trailEntry = new Entity(
  {
    model: { ...MODEL, entity: 'TrailEntry' },
    attributes: {
      entityType: { type: 'string', required: true },
      entityId: { type: 'string', required: true },
      seq: { type: 'number', required: true, padding: { length: 12, char: '0' } },
      actor: { type: 'string', required: true },
      at: { type: 'string', required: true },
      day: { type: 'string', required: true },
      entry: { type: 'any', required: true },
    },
    indexes: {
      byRecord: {
        pk: {
          field: 'PK',
          composite: ['entityType', 'entityId'],
          template: 'TRAIL#${entityType}#${entityId}',
          casing: 'none',
        },
        sk: { field: 'SK', composite: ['seq'], template: 'ENTRY#${seq}', casing: 'none' },
      },
    },
  },
  config,
);

export async function handler({ op, workspaceId, id }: ProbeEvent): Promise<unknown> {
  switch (op) {
    case 'get':
      return audit.get({ workspaceId, id }).go();
    case 'create':
      return audit.create(newAudit(workspaceId, id)).go();
    case 'patch':
      return audit
        .patch({ workspaceId, id })
        .set({ title: 'Renamed', version: 2 })
        .where(({ version }, { eq }) => eq(version, 1))
        .go();
    case 'query':
      return audit.query.byWorkspace({ workspaceId }).go({ limit: 50 });
    case 'transaction':
      return createWriteTransaction({ audit, trailEntry }, (e) => [
        e.audit
          .patch({ workspaceId, id })
          .set({ status: 'completed', version: 3 })
          .where(({ version }, { eq }) => eq(version, 2))
          .commit(),
        e.trailEntry.create(newTrailEntry(id)).commit(),
      ]).go();
  }
}
