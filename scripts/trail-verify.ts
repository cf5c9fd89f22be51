/**
 * `npm run trail:verify`: walks every audit-trail chain in the table (21 CFR 11.10(e)) and recomputes each
 * entry's hash and link with the API's own `verifyChain`. Then, for the record types whose stored state maps to
 * their trail (reports: `REPORT_TRAILED_STATE`), it checks each stored record equals what its trail's entries,
 * applied in order, say it is (`replayState`): an edit in the table behind the API's back leaves the chain whole
 * but the record different. Prints `name: value` lines — how many records and entries it checked, how many chains
 * are broken, how many records differ from their trail — one `break:` line per broken chain and one `mismatch:`
 * line per differing record; exits 1 on any break or mismatch.
 *
 * Then it compares the table with the trail anchors (functions/src/data/trail/anchors.ts): every chain head
 * copied out of the table each day must still be in its chain, same sequence number, same hash — so a chain
 * rewritten whole after it was anchored (valid hashes, matching head) is caught too. Prints how many anchors and
 * anchored heads it checked and one `anchor mismatch:` line per head the table no longer holds.
 *
 * Which anchors: `TRAIL_ANCHOR_BUCKET` (the cloud's Object Lock bucket, with the caller's credentials) or
 * `TRAIL_ANCHOR_DIR` when set; without `TABLE_NAME`, the local stack's `.local/trail-anchors/`.
 *
 * Which table: `TABLE_NAME` (+ `DYNAMODB_ENDPOINT` for a local one) when set — in AWS, with the caller's own
 * credentials; otherwise the local stack's data in `.local/`: the running stack's DynamoDB Local (port PORT+1,
 * or DYNAMODB_PORT) when `npm start` holds the folder, else a DynamoDB Local started here on it for the run.
 * An admin tool, so a Scan is fine here; no request path scans.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { REPORT_TRAILED_STATE } from '../functions/src/data/audits/reports';
import {
  replayState,
  stateDifferences,
  type RecordState,
  type TrailedState,
} from '../functions/src/data/trail/recordState';
import {
  checkAnchors,
  folderAnchorStore,
  s3AnchorStore,
  type AnchorMismatch,
  type AnchorStore,
  type TrailAnchor,
} from '../functions/src/data/trail/anchors';
import { entryHash, verifyChain, type ChainHead, type TrailEntry } from '../functions/src/data/trail/trail';
import { launchDynamo, localCredentials, type LocalCredentials } from './local/dynamo';
import { acquireLock } from './local/lock';
import { freePort } from './local/ports';
import { isAlive, stopChildren } from './local/processes';
import { ROOT, TABLE_NAME } from './local/stack';

/** Where the local stack keeps its anchors (scripts/local/trailAnchors.ts writes them). */
export const LOCAL_ANCHOR_DIR = path.join(ROOT, '.local', 'trail-anchors');

export interface ChainBreak {
  entityType: string;
  entityId: string;
  /** The first entry that does not hold. */
  seq: number;
  reason: 'sequence' | 'link' | 'hash' | 'index copy' | 'truncated' | 'head';
}

/** A stored record that is not what its trail says: the fields that differ, or why there is nothing to compare. */
export interface StateMismatch {
  entityType: string;
  entityId: string;
  /**
   * The differing fields, or 'deleted' (the trail ends with its deletion, the item is there), 'missing' (the item
   * is gone without a deletion entry) or 'untrailed' (an item with no trail at all).
   */
  differs: string[] | 'deleted' | 'missing' | 'untrailed';
}

export interface TrailReport {
  records: number;
  entries: number;
  /** Chains written before heads were kept: their end cannot be checked. */
  withoutHead: number;
  breaks: ChainBreak[];
  /** Stored records compared with their trail's state. */
  statesChecked: number;
  mismatches: StateMismatch[];
  /** Anchors (days) compared with the table, the heads they hold, and those the table no longer matches. */
  anchors: number;
  anchoredHeads: number;
  anchorMismatches: AnchorMismatch[];
}

/** The record types whose stored items are compared with their trail. */
const TRAILED_STATES: readonly TrailedState[] = [REPORT_TRAILED_STATE];

type Item = Record<string, unknown> & { entry?: TrailEntry };

/** What is wrong with the first bad entry: a gap in the sequence, a broken link, or an edited entry. */
function reasonAt(entries: TrailEntry[], seq: number): ChainBreak['reason'] {
  const i = entries.findIndex((e) => e.seq === seq);
  if (i === -1 || entries[i]!.seq !== i + 1) return 'sequence';
  const { hash, ...rest } = entries[i]!;
  return entryHash(rest) !== hash ? 'hash' : 'link';
}

/**
 * Reads every trail entry and chain head (one Scan, paged), groups them by record and verifies each chain:
 * its hashes and links, and that it ends where its head says (no entry removed from the end).
 */
export async function verifyTable(
  client: DynamoDBDocumentClient,
  tableName: string,
  anchors: readonly TrailAnchor[] = [],
): Promise<TrailReport> {
  const chains = new Map<string, Item[]>();
  const heads = new Map<string, Item>();
  /** Stored records of the trailed-state types, by `<entityType>#<id>`. */
  const records = new Map<string, Item>();
  const recordTypes = TRAILED_STATES.map((type, i) => `begins_with(SK, :record${i})`).join(' OR ');
  let start: Record<string, unknown> | undefined;
  do {
    const page = await client.send(
      new ScanCommand({
        TableName: tableName,
        FilterExpression:
          '(begins_with(PK, :trail) AND (begins_with(SK, :entry) OR SK = :head)) OR ' +
          `(begins_with(PK, :owned) AND (${recordTypes}))`,
        ExpressionAttributeValues: {
          ':trail': 'TRAIL#',
          ':entry': 'ENTRY#',
          ':head': 'HEAD',
          ':owned': 'WS#',
          ...Object.fromEntries(TRAILED_STATES.map((type, i) => [`:record${i}`, type.skPrefix])),
        },
        ExclusiveStartKey: start,
      }),
    );
    for (const item of (page.Items ?? []) as Item[]) {
      const key = String(item.PK);
      const type = TRAILED_STATES.find((t) => String(item.SK).startsWith(t.skPrefix));
      if (!key.startsWith('TRAIL#')) {
        if (type) records.set(`${type.entityType}#${String(item.id)}`, item);
      } else if (item.SK === 'HEAD') heads.set(key, item);
      else chains.set(key, [...(chains.get(key) ?? []), item]);
    }
    start = page.LastEvaluatedKey;
  } while (start);

  const report: TrailReport = {
    records: chains.size,
    entries: 0,
    withoutHead: 0,
    breaks: [],
    statesChecked: 0,
    mismatches: [],
    anchors: anchors.length,
    anchoredHeads: 0,
    anchorMismatches: [],
  };
  // Against the entries as stored, whether or not their chain verifies: an anchor judges the table on its own.
  const stored = new Map(
    [...chains].map(([key, items]) => [
      key,
      items.map((item) => ({ seq: Number(item.entry?.seq), hash: String(item.entry?.hash) })),
    ]),
  );
  const anchored = checkAnchors(anchors, stored);
  report.anchoredHeads = anchored.heads;
  report.anchorMismatches = anchored.mismatches;
  /** Whole chains of the trailed-state types, by `<entityType>#<id>`, to compare with the stored records. */
  const whole = new Map<string, TrailEntry[]>();
  // A head whose entries are all gone: the whole chain was removed.
  for (const [key, head] of heads) {
    if (chains.has(key)) continue;
    report.records += 1;
    report.breaks.push({
      entityType: String(head.entityType),
      entityId: String(head.entityId),
      seq: 1,
      reason: 'truncated',
    });
  }
  for (const [key, items] of chains) {
    items.sort((a, b) => String(a.SK).localeCompare(String(b.SK)));
    report.entries += items.length;
    const entries = items.map((item) => item.entry as TrailEntry);
    const first = items[0]!;
    const record = { entityType: String(first.entityType), entityId: String(first.entityId) };
    const malformed = entries.findIndex((e) => !e || typeof e.hash !== 'string');
    if (malformed !== -1) {
      report.breaks.push({ ...record, seq: malformed + 1, reason: 'hash' });
      continue;
    }
    const seq = verifyChain(entries);
    if (seq !== null) {
      report.breaks.push({ ...record, seq, reason: reasonAt(entries, seq) });
      continue;
    }
    const headItem = heads.get(key);
    if (!headItem) report.withoutHead += 1;
    const head: ChainHead | null = headItem ? { seq: Number(headItem.seq), hash: String(headItem.hash) } : null;
    const end = verifyChain(entries, head);
    if (end !== null) {
      report.breaks.push({ ...record, seq: end, reason: end > entries.length ? 'truncated' : 'head' });
      continue;
    }
    // The review indexes (by actor, by day) read the top-level copies: they must say what the entry says.
    const copy = items.findIndex((item, i) => item.actor !== entries[i]!.actor || item.at !== entries[i]!.at);
    if (copy !== -1) report.breaks.push({ ...record, seq: entries[copy]!.seq, reason: 'index copy' });
    else whole.set(`${record.entityType}#${record.entityId}`, entries);
  }
  report.mismatches = compareStates(records, whole, report);
  return report;
}

/**
 * Each stored record of a trailed-state type against its whole chain's state (a broken chain is reported already
 * and says nothing trustworthy), and each chain that says its record exists against the table.
 */
function compareStates(records: Map<string, Item>, chains: Map<string, TrailEntry[]>, report: TrailReport) {
  const mismatches: StateMismatch[] = [];
  const broken = new Set(report.breaks.map((b) => `${b.entityType}#${b.entityId}`));
  for (const [key, item] of records) {
    if (chains.has(key) || broken.has(key)) continue;
    const type = TRAILED_STATES.find((t) => key.startsWith(`${t.entityType}#`))!;
    mismatches.push({ entityType: type.entityType, entityId: String(item.id), differs: 'untrailed' });
  }
  for (const [key, entries] of chains) {
    const type = TRAILED_STATES.find((t) => t.entityType === entries[0]!.entityType);
    const state = type && replayState(entries, type);
    if (!type || state === undefined) continue;
    report.statesChecked += 1;
    const item = records.get(key);
    const record = { entityType: type.entityType, entityId: entries[0]!.entityId };
    if (state === null) {
      if (item) mismatches.push({ ...record, differs: 'deleted' });
      continue;
    }
    if (!item) {
      mismatches.push({ ...record, differs: 'missing' });
      continue;
    }
    const differs = stateDifferences(state, item as RecordState, type);
    if (differs.length) mismatches.push({ ...record, differs });
  }
  return mismatches;
}

export function formatReport(report: TrailReport): string {
  return [
    `trail_records_checked: ${report.records}`,
    `trail_entries_checked: ${report.entries}`,
    `trail_chains_without_head: ${report.withoutHead}`,
    `trail_breaks: ${report.breaks.length}`,
    `trail_states_checked: ${report.statesChecked}`,
    `trail_state_mismatches: ${report.mismatches.length}`,
    `trail_anchors_checked: ${report.anchors}`,
    `trail_anchored_heads_checked: ${report.anchoredHeads}`,
    `trail_anchor_mismatches: ${report.anchorMismatches.length}`,
    ...report.breaks.map((b) => `break: ${b.entityType} ${b.entityId} at entry ${b.seq} (${b.reason})`),
    ...report.mismatches.map(
      (m) =>
        `mismatch: ${m.entityType} ${m.entityId} ` +
        (Array.isArray(m.differs) ? `differs from its trail in ${m.differs.join(', ')}` : `(${m.differs})`),
    ),
    ...report.anchorMismatches.map(
      (m) =>
        `anchor mismatch: ${m.entityType} ${m.entityId} entry ${m.seq} anchored on ${m.day} ` +
        (m.reason === 'missing' ? '(no longer in the table)' : '(its hash changed)'),
    ),
  ].join('\n');
}

function documentClient(endpoint: string | undefined, credentials?: LocalCredentials) {
  const client = new DynamoDBClient({
    region: process.env.AWS_REGION ?? 'us-east-1',
    ...(endpoint ? { endpoint, credentials } : {}),
  });
  return DynamoDBDocumentClient.from(client);
}

/** The configured anchor store, or null when there is none to compare with (a table named without one). */
export function anchorStore(env: NodeJS.ProcessEnv = process.env): AnchorStore | null {
  if (env.TRAIL_ANCHOR_BUCKET) return s3AnchorStore(env.TRAIL_ANCHOR_BUCKET);
  if (env.TRAIL_ANCHOR_DIR) return folderAnchorStore(env.TRAIL_ANCHOR_DIR);
  return env.TABLE_NAME ? null : folderAnchorStore(LOCAL_ANCHOR_DIR);
}

/** The table to check and how to reach it, and what to stop afterwards. */
export async function target() {
  if (process.env.TABLE_NAME) {
    const endpoint = process.env.DYNAMODB_ENDPOINT;
    const credentials = endpoint
      ? {
          accessKeyId: process.env.DYNAMODB_ACCESS_KEY_ID || 'local',
          secretAccessKey: process.env.DYNAMODB_SECRET_ACCESS_KEY || 'local',
        }
      : undefined;
    return { client: documentClient(endpoint, credentials), tableName: process.env.TABLE_NAME, stop: async () => {} };
  }
  const dataDir = path.join(ROOT, '.local');
  const dbDir = path.join(dataDir, 'dynamodb');
  if (!fs.existsSync(dbDir)) throw new Error('No local data in .local/: start the stack once (npm start).');
  const lockFile = path.join(dataDir, 'stack.lock');
  const running =
    fs.existsSync(lockFile) && isAlive((JSON.parse(fs.readFileSync(lockFile, 'utf8')) as { pid: number }).pid);
  if (running) {
    const port = Number(process.env.DYNAMODB_PORT ?? Number(process.env.PORT ?? 5173) + 1);
    const endpoint = `http://127.0.0.1:${port}`;
    return { client: documentClient(endpoint, localCredentials(dbDir)), tableName: TABLE_NAME, stop: async () => {} };
  }
  const lock = acquireLock(dataDir);
  const dynamo = await launchDynamo(await freePort(), dbDir, true);
  return {
    client: documentClient(dynamo.endpoint, dynamo.credentials),
    tableName: TABLE_NAME,
    stop: async () => {
      await stopChildren();
      lock.release();
    },
  };
}

async function main() {
  const { client, tableName, stop } = await target();
  try {
    const anchors = (await anchorStore()?.list()) ?? [];
    const report = await verifyTable(client, tableName, anchors);
    console.log(`table: ${tableName}\n${formatReport(report)}`);
    process.exitCode = report.breaks.length || report.mismatches.length || report.anchorMismatches.length ? 1 : 0;
  } finally {
    await stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: Error) => {
    console.error(`trail:verify failed: ${error.message}`);
    process.exit(2);
  });
}
