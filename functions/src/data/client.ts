import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { env } from '../lib/env';

let doc: DynamoDBDocumentClient | undefined;
let docTarget: string | undefined;

/**
 * One document client per Lambda container; locally it points at DynamoDB Local (and follows the endpoint
 * and key if a restarted local stack in the same process moved it).
 */
export function db(): DynamoDBDocumentClient {
  const endpoint = env.dynamoEndpoint();
  const credentials = endpoint ? env.dynamoLocalCredentials() : undefined;
  const target = `${endpoint}|${credentials?.accessKeyId}`;
  if (!doc || docTarget !== target) {
    docTarget = target;
    const client = new DynamoDBClient({ region: env.region(), ...(endpoint ? { endpoint, credentials } : {}) });
    doc = DynamoDBDocumentClient.from(client, {
      marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false },
    });
  }
  return doc;
}

export const tableName = () => env.tableName();
