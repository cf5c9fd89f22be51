import { cachedModule } from './cached-module';

/**
 * ElectroDB is CommonJS and loads the SDK with `require('@aws-sdk/lib-dynamodb')`. esbuild turns an ES module that
 * is required into a lazily initialised one, and every module it imports with it, keeping each whole: so every
 * table group carried all of lib-dynamodb and all of client-dynamodb — its 60-odd commands, paginators, waiters
 * and the aggregated `DynamoDB` client, which adds a method per command while the bundle loads (~50 KiB and a
 * third of a table group's cold import here, issue 23). The bundles resolve both packages to these two modules
 * instead: the clients, the commands ElectroDB and our code send and the errors our code tells apart, each taken
 * from its own file. A name missing here fails the build (the bundle test builds every group), never a request.
 * Local runs and tests import the packages themselves.
 */

/** The document commands: what ElectroDB sends (its client.js, `this.lib.<Name>Command`) and our scans and migrations. */
export const DOCUMENT_COMMANDS = [
  'BatchGet',
  'BatchWrite',
  'Delete',
  'Get',
  'Put',
  'Query',
  'Scan',
  'TransactGet',
  'TransactWrite',
  'Update',
] as const;

/** The low-level commands: those the document commands wrap, and the backup check (data/ops/backups.ts). */
export const ITEM_COMMANDS = [
  'BatchGetItem',
  'BatchWriteItem',
  'DeleteItem',
  'DescribeContinuousBackups',
  'GetItem',
  'PutItem',
  'Query',
  'Scan',
  'TransactGetItems',
  'TransactWriteItems',
  'UpdateItem',
] as const;

/** The errors our code catches by class. */
export const ERRORS = ['ConditionalCheckFailedException'] as const;

// Paths relative to node_modules/.cache/<name>/: a package path would be resolved to these modules again.
const LIB = '../../@aws-sdk/lib-dynamodb/dist-es';
const CLIENT = '../../@aws-sdk/client-dynamodb/dist-es';

export const DOCUMENT_SOURCE = [
  `export { DynamoDBDocumentClient } from '${LIB}/DynamoDBDocumentClient.js';`,
  ...DOCUMENT_COMMANDS.map((name) => `export { ${name}Command } from '${LIB}/commands/${name}Command.js';`),
  '',
].join('\n');

export const CLIENT_SOURCE = [
  `export { DynamoDBClient } from '${CLIENT}/DynamoDBClient.js';`,
  ...ITEM_COMMANDS.map((name) => `export { ${name}Command } from '${CLIENT}/commands/${name}Command.js';`),
  `export { ${ERRORS.join(', ')} } from '${CLIENT}/models/errors.js';`,
  '',
].join('\n');

/** The modules' files, for esbuild's aliases of `@aws-sdk/lib-dynamodb` and `@aws-sdk/client-dynamodb`. */
export const documentClientModule = (): string => cachedModule('cq-lib-dynamodb', DOCUMENT_SOURCE);
export const dynamodbClientModule = (): string => cachedModule('cq-client-dynamodb', CLIENT_SOURCE);
