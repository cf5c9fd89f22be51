/**
 * The one DynamoDB table, described once. CDK creates it from this description and the local stack creates
 * the same table (keys, GSIs, TTL) in DynamoDB Local.
 */
export const TABLE = {
  partitionKey: 'PK',
  sortKey: 'SK',
  ttlAttribute: 'expiresAt',
  globalIndexes: [
    { name: 'GSI1', partitionKey: 'GSI1PK', sortKey: 'GSI1SK' },
    { name: 'GSI2', partitionKey: 'GSI2PK', sortKey: 'GSI2SK' },
  ],
} as const;

export type IndexName = (typeof TABLE.globalIndexes)[number]['name'];
