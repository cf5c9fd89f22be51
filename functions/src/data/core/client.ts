import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { env } from '../../lib/env';
import { unconfirmedStanding } from '../../lib/standing';

/** The commands that change the table: held until a read-only route's caller is confirmed (lib/standing.ts). */
const WRITES = new Set([
  'PutItemCommand',
  'UpdateItemCommand',
  'DeleteItemCommand',
  'BatchWriteItemCommand',
  'TransactWriteItemsCommand',
]);

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
    // The SDK's logger middleware copies every input and output through its sensitive-data filter before it
    // calls the logger, even the default no-op one: about a tenth of a list request's time. We never give
    // the SDK a logger (our own logs name the operation), so the middleware has nothing to do.
    client.middlewareStack.remove('loggerMiddleware');
    client.middlewareStack.add(
      (next, context) => async (args) => {
        if (WRITES.has(context.commandName ?? '')) await unconfirmedStanding();
        return next(args);
      },
      { step: 'initialize', name: 'waitForCallerStanding' },
    );
    doc = DynamoDBDocumentClient.from(client, {
      marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false },
    });
  }
  return doc;
}

export const tableName = () => env.tableName();
