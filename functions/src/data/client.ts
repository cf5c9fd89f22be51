import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { env } from '../lib/env';

let doc: DynamoDBDocumentClient | undefined;
let docEndpoint: string | undefined;

/**
 * One document client per Lambda container; locally it points at DynamoDB Local (and follows the endpoint
 * if a restarted local stack in the same process moved it).
 */
export function db(): DynamoDBDocumentClient {
  const endpoint = env.dynamoEndpoint();
  if (!doc || docEndpoint !== endpoint) {
    docEndpoint = endpoint;
    const client = new DynamoDBClient({
      region: env.region(),
      ...(endpoint ? { endpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : {}),
    });
    doc = DynamoDBDocumentClient.from(client, {
      marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false },
    });
  }
  return doc;
}

export const tableName = () => env.tableName();
