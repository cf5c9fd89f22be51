// ElectroDB ships no types for its client module; infra and scripts compile this file too, so it names them here.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./electrodb-client.d.ts" />
import * as lib from '@aws-sdk/lib-dynamodb';
import { DocumentClientV3Wrapper } from 'electrodb/src/client.js';
import { db } from './client';

let wrapped: { doc: lib.DynamoDBDocumentClient; client: DocumentClientV3Wrapper } | undefined;

/**
 * Our document client (client.ts) as ElectroDB sends through it: its own v3 wrapper, given the document client's
 * package (the commands it sends, `lib.<Name>Command`) as this ES module imports it. ElectroDB would make the same
 * wrapper with the package it `require()`s, and an ES module that CommonJS requires makes esbuild turn it, and all
 * it imports (most of the SDK), into lazily initialised modules: ~14 ms more of every table group's cold start than
 * the same code imported as ES modules (issue 23). The Lambda bundles read an ES-module copy of ElectroDB whose
 * import of the package holds nothing (infra/lib/constructs/electrodb-esm.ts).
 */
export function electroClient(): DocumentClientV3Wrapper {
  const doc = db();
  if (wrapped?.doc !== doc) wrapped = { doc, client: new DocumentClientV3Wrapper(doc, lib) };
  return wrapped.client;
}
