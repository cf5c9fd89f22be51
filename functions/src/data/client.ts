import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { env } from '../lib/env';

let doc: DynamoDBDocumentClient | undefined;

/** One document client per Lambda container; locally it points at DynamoDB Local. */
export function db(): DynamoDBDocumentClient {
  if (!doc) {
    const endpoint = env.dynamoEndpoint();
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
