/**
 * The floor of `npm run bench:lambda`: the least a Lambda that reads the table can be, one DocumentClient GetItem
 * and nothing else. Built with the groups' esbuild options in the same run, so the groups' figures read as
 * multiples of it whatever the machine.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';

const client = DynamoDBDocumentClient.from(new DynamoDBClient({}));

export const handler = async (): Promise<unknown> => {
  const { Item } = await client.send(
    new GetCommand({ TableName: process.env.TABLE_NAME, Key: { pk: 'floor', sk: 'floor' } }),
  );
  return Item ?? null;
};
