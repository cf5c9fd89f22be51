/**
 * `--layers` probe: DynamoDB-Toolbox v2 with the same two entities and operations as electrodbTwo.ts, the same
 * key formats (`computeKey`), ElectroDB's entity attribute name and no timestamps of its own, so the items it
 * would write are the ones the table holds.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { Table } from 'dynamodb-toolbox/table';
import { Entity } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { any } from 'dynamodb-toolbox/schema/any';
import { list } from 'dynamodb-toolbox/schema/list';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { UpdateTransaction } from 'dynamodb-toolbox/entity/actions/transactUpdate';
import { execute } from 'dynamodb-toolbox/entity/actions/transactWrite';
import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import { AUDIT_STATUSES, AUDIT_TYPES, newAudit, newTrailEntry, type ProbeEvent } from './twoEntities';

const table = new Table({
  documentClient: DynamoDBDocumentClient.from(new DynamoDBClient({})),
  name: process.env.TABLE_NAME,
  partitionKey: { name: 'PK', type: 'string' },
  sortKey: { name: 'SK', type: 'string' },
  indexes: {
    GSI1: {
      type: 'global',
      partitionKey: { name: 'GSI1PK', type: 'string' },
      sortKey: { name: 'GSI1SK', type: 'string' },
    },
  },
  entityAttributeSavedAs: '__edb_e__',
});

const audit = new Entity({
  name: 'Audit',
  table,
  timestamps: false,
  schema: item({
    workspaceId: string().key(),
    id: string().key(),
    createdAt: string(),
    updatedAt: string(),
    version: number(),
    title: string(),
    description: string(),
    type: string().enum(...AUDIT_TYPES),
    status: string().enum(...AUDIT_STATUSES),
    progress: number(),
    createdBy: string(),
    auditorIds: list(string()).optional(),
    plannedStart: string().optional(),
    GSI1PK: string().optional(),
    GSI1SK: string().optional(),
  }),
  computeKey: ({ workspaceId, id }) => ({ PK: `WS#${workspaceId}`, SK: `AUDIT#${id}` }),
});

const trailEntry = new Entity({
  name: 'TrailEntry',
  table,
  timestamps: false,
  schema: item({
    entityType: string().key(),
    entityId: string().key(),
    seq: number().key(),
    actor: string(),
    at: string(),
    day: string(),
    entry: any(),
  }),
  computeKey: ({ entityType, entityId, seq }) => ({
    PK: `TRAIL#${entityType}#${entityId}`,
    SK: `ENTRY#${String(seq).padStart(12, '0')}`,
  }),
});

export async function handler({ op, workspaceId, id }: ProbeEvent): Promise<unknown> {
  switch (op) {
    case 'get':
      return audit.build(GetItemCommand).key({ workspaceId, id }).send();
    case 'create':
      return audit
        .build(PutItemCommand)
        .item(newAudit(workspaceId, id))
        .options({ condition: { attr: 'workspaceId', exists: false } })
        .send();
    case 'patch':
      return audit
        .build(UpdateItemCommand)
        .item({ workspaceId, id, title: 'Renamed', version: 2 })
        .options({ condition: { attr: 'version', eq: 1 } })
        .send();
    case 'query':
      return table
        .build(QueryCommand)
        .entities(audit)
        .query({ partition: `WS#${workspaceId}`, range: { beginsWith: 'AUDIT#' } })
        .options({ limit: 50 })
        .send();
    case 'transaction':
      return execute(
        audit
          .build(UpdateTransaction)
          .item({ workspaceId, id, status: 'completed', version: 3 })
          .options({ condition: { attr: 'version', eq: 2 } }),
        trailEntry.build(PutTransaction).item(newTrailEntry(id)),
      );
  }
}
