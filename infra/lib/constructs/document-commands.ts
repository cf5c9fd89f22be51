import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { REPO_ROOT } from '../config';
import { cachedModule } from './cached-module';

const require = createRequire(join(REPO_ROOT, 'package.json'));

/** What the bundled code takes from `@aws-sdk/lib-dynamodb`: ElectroDB's ten commands, and the client. */
export const DOCUMENT_EXPORTS = {
  DynamoDBDocumentClient: 'DynamoDBDocumentClient.js',
  BatchGetCommand: 'commands/BatchGetCommand.js',
  BatchWriteCommand: 'commands/BatchWriteCommand.js',
  DeleteCommand: 'commands/DeleteCommand.js',
  GetCommand: 'commands/GetCommand.js',
  PutCommand: 'commands/PutCommand.js',
  QueryCommand: 'commands/QueryCommand.js',
  ScanCommand: 'commands/ScanCommand.js',
  TransactGetCommand: 'commands/TransactGetCommand.js',
  TransactWriteCommand: 'commands/TransactWriteCommand.js',
  UpdateCommand: 'commands/UpdateCommand.js',
} as const;

/**
 * ElectroDB is CommonJS and `require`s `@aws-sdk/lib-dynamodb` whole, so esbuild keeps every export of it: the
 * aggregated `DynamoDBDocument` and, through it, the aggregated `DynamoDB` client with the schemas of all its
 * ~60 operations (about 60 KB of every table group's bundle, parsed at each cold start). The bundles resolve the
 * package to this module, which names only the commands ElectroDB sends (client.js: Get, Put, Update, Delete,
 * BatchGet, BatchWrite, Query, Scan, TransactGet, TransactWrite) and the document client, from the package's own
 * ES module files. Code importing anything else from the package fails to bundle (esbuild: no matching export),
 * not at run time. Made from the installed package at synth; a layout that no longer matches is used as it is.
 */
export function documentCommands(): string | undefined {
  const dist = join(dirname(require.resolve('@aws-sdk/lib-dynamodb/package.json')), 'dist-es');
  const files = Object.entries(DOCUMENT_EXPORTS).map(([name, file]) => [name, join(dist, file)] as const);
  if (!files.every(([, file]) => existsSync(file))) return undefined;
  const source = files.map(([name, file]) => `export { ${name} } from ${JSON.stringify(file)};\n`).join('');
  return cachedModule('cq-document-commands', source);
}
