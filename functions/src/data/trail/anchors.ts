import fs from 'node:fs/promises';
import path from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

/**
 * Trail anchors: once a day every chain head (its record, last sequence number and hash) is copied out of the
 * table into write-once storage — an S3 bucket with Object Lock in compliance mode in the cloud, a folder
 * locally. Someone who can write the table can rebuild a whole chain with valid hashes and a matching head; they
 * cannot change what was anchored, so `trail:verify` compares the table with every anchor and catches a chain
 * rewritten after it was anchored.
 */
export interface AnchoredHead {
  entityType: string;
  entityId: string;
  seq: number;
  hash: string;
}

export interface TrailAnchor {
  /** The UTC day the anchor was taken (its object is `anchors/<day>.json`). */
  day: string;
  /** When the heads were read. */
  at: string;
  table: string;
  heads: AnchoredHead[];
}

/** Where anchors are kept: only ever added to, never changed (Object Lock enforces it in the cloud). */
export interface AnchorStore {
  /** Stores the anchor unless one for its day exists already; says whether it wrote. */
  put(anchor: TrailAnchor): Promise<boolean>;
  /** Every stored anchor, oldest day first. */
  list(): Promise<TrailAnchor[]>;
}

export const anchorKey = (day: string): string => `anchors/${day}.json`;
const ANCHOR_KEY = /^anchors\/(\d{4}-\d{2}-\d{2})\.json$/;
/** Only what identifies a chain's end: the job's role may read these attributes and no other. */
export const HEAD_ATTRIBUTES = ['PK', 'SK', 'entityType', 'entityId', 'seq', 'hash'] as const;

/**
 * Every chain head in the table. Heads share no partition (one per record, `TRAIL#<type>#<id>` / `HEAD`), so
 * listing them all is a Scan: acceptable for a daily background job and the admin's verify command, never on a
 * request path. Only the head's own attributes are read.
 */
export async function readHeads(client: DynamoDBDocumentClient, tableName: string): Promise<AnchoredHead[]> {
  const heads: AnchoredHead[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await client.send(
      new ScanCommand({
        TableName: tableName,
        FilterExpression: 'begins_with(#pk, :trail) AND #sk = :head',
        ProjectionExpression: HEAD_ATTRIBUTES.map((_, i) => `#a${i}`).join(', '),
        ExpressionAttributeNames: {
          '#pk': 'PK',
          '#sk': 'SK',
          ...Object.fromEntries(HEAD_ATTRIBUTES.map((name, i) => [`#a${i}`, name])),
        },
        ExpressionAttributeValues: { ':trail': 'TRAIL#', ':head': 'HEAD' },
        ExclusiveStartKey: start,
      }),
    );
    for (const item of page.Items ?? []) {
      heads.push({
        entityType: String(item.entityType),
        entityId: String(item.entityId),
        seq: Number(item.seq),
        hash: String(item.hash),
      });
    }
    start = page.LastEvaluatedKey;
  } while (start);
  // A stable order, so two anchors of an unchanged table are the same bytes apart from their time.
  return heads.sort((a, b) =>
    a.entityType === b.entityType ? a.entityId.localeCompare(b.entityId) : a.entityType.localeCompare(b.entityType),
  );
}

/** Reads every head and stores the day's anchor (once per day: a second run the same day changes nothing). */
export async function anchorTrail(
  client: DynamoDBDocumentClient,
  tableName: string,
  store: AnchorStore,
  now = new Date(),
): Promise<{ day: string; heads: number; written: boolean }> {
  const day = now.toISOString().slice(0, 10);
  const heads = await readHeads(client, tableName);
  const written = await store.put({ day, at: now.toISOString(), table: tableName, heads });
  return { day, heads: heads.length, written };
}

function parseAnchor(text: string, key: string): TrailAnchor {
  const anchor = JSON.parse(text) as TrailAnchor;
  if (typeof anchor.day !== 'string' || !Array.isArray(anchor.heads)) throw new Error(`${key} is not a trail anchor`);
  return anchor;
}

/** The local stand-in: `<dir>/anchors/<day>.json`, written once (`wx`), never overwritten. */
export function folderAnchorStore(dir: string): AnchorStore {
  const folder = path.join(dir, 'anchors');
  return {
    async put(anchor) {
      await fs.mkdir(folder, { recursive: true });
      try {
        await fs.writeFile(path.join(dir, anchorKey(anchor.day)), `${JSON.stringify(anchor, null, 2)}\n`, {
          flag: 'wx',
        });
        return true;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
        throw error;
      }
    },
    async list() {
      const names = await fs.readdir(folder).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return [] as string[];
        throw error;
      });
      const keys = names.map((name) => `anchors/${name}`).filter((key) => ANCHOR_KEY.test(key));
      return Promise.all(
        keys.sort().map(async (key) => parseAnchor(await fs.readFile(path.join(dir, key), 'utf8'), key)),
      );
    },
  };
}

/**
 * The anchor bucket. Its default retention (Object Lock, compliance mode) locks every object version as it is
 * written; the job's role may only PutObject under `anchors/`. `If-None-Match: *` makes a second run on the same
 * day (an EventBridge retry) a no-op instead of a new version.
 */
export function s3AnchorStore(bucket: string, s3 = new S3Client({})): AnchorStore {
  return {
    async put(anchor) {
      try {
        await s3.send(
          new PutObjectCommand({
            Bucket: bucket,
            Key: anchorKey(anchor.day),
            Body: JSON.stringify(anchor),
            ContentType: 'application/json',
            IfNoneMatch: '*',
            // Object Lock buckets refuse a PUT without an integrity checksum.
            ChecksumAlgorithm: 'SHA256',
          }),
        );
        return true;
      } catch (error) {
        if ((error as { name?: string }).name === 'PreconditionFailed') return false;
        throw error;
      }
    },
    async list() {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await s3.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: 'anchors/', ContinuationToken: token }),
        );
        keys.push(...(page.Contents ?? []).map((o) => o.Key ?? '').filter((key) => ANCHOR_KEY.test(key)));
        token = page.NextContinuationToken;
      } while (token);
      return Promise.all(
        keys.sort().map(async (key) => {
          const object = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
          return parseAnchor(await object.Body!.transformToString(), key);
        }),
      );
    },
  };
}

export interface AnchorMismatch {
  day: string;
  entityType: string;
  entityId: string;
  seq: number;
  /** 'missing': the chain no longer has the anchored entry; 'hash': the entry at that seq is not the anchored one. */
  reason: 'missing' | 'hash';
}

/**
 * Each anchored head against the chain in the table now: the entry at the anchored sequence number must still
 * be there with the anchored hash. Entries appended since are fine; anything rewritten at or before an anchored
 * head, or removed, is not. `chains` maps `TRAIL#<type>#<id>` to its entries' (seq, hash).
 */
export function checkAnchors(
  anchors: readonly TrailAnchor[],
  chains: ReadonlyMap<string, ReadonlyArray<{ seq: number; hash: string }>>,
): { heads: number; mismatches: AnchorMismatch[] } {
  let heads = 0;
  const mismatches: AnchorMismatch[] = [];
  for (const anchor of anchors) {
    for (const head of anchor.heads) {
      heads += 1;
      const entry = chains.get(`TRAIL#${head.entityType}#${head.entityId}`)?.find((e) => e.seq === head.seq);
      if (!entry || entry.hash !== head.hash) {
        mismatches.push({
          day: anchor.day,
          entityType: head.entityType,
          entityId: head.entityId,
          seq: head.seq,
          reason: entry ? 'hash' : 'missing',
        });
      }
    }
  }
  return { heads, mismatches };
}
