import { ScanCommand, type ScanCommandInput } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';

/**
 * Every item of the table (optionally filtered), page by page: for one-off jobs and local repairs only, never a
 * request path (DESIGN §5). Each page is read before the next is asked for.
 */
export async function* scanTable(
  filter: Pick<ScanCommandInput, 'FilterExpression' | 'ExpressionAttributeNames' | 'ExpressionAttributeValues'> = {},
): AsyncGenerator<Record<string, unknown>> {
  let start: Record<string, unknown> | undefined;
  do {
    const page = await db().send(new ScanCommand({ TableName: tableName(), ...filter, ExclusiveStartKey: start }));
    yield* (page.Items ?? []) as Array<Record<string, unknown>>;
    start = page.LastEvaluatedKey;
  } while (start);
}
