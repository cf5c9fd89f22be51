import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { sopBodySchema, type SopBody } from '@cq/shared/library/schemas';
import { store } from '../core/store';
import './sop.entity';

type Item = NonNullable<Awaited<ReturnType<ReturnType<ReturnType<typeof store>['sopVersion']['get']>['go']>>['data']>;

export interface SopVersion {
  sopId: string;
  seq: number;
  version: string;
  status: Item['status'];
  code: string;
  title: string;
  area: string;
  summary: string;
  body: SopBody;
  effectiveDate: string | null;
  nextReviewDate: string | null;
}

/** A version's fields but its text (the staff list reads them without it: data/library/sopEditing.ts). */
export const versionFields = (i: Omit<Item, 'bodyJson'>): Omit<SopVersion, 'body'> => ({
  sopId: i.sopId,
  seq: i.seq,
  version: i.version,
  status: i.status,
  code: i.code,
  title: i.title,
  area: i.area,
  summary: i.summary,
  effectiveDate: i.effectiveDate ?? null,
  nextReviewDate: i.nextReviewDate ?? null,
});

const toVersion = (i: Item): SopVersion => ({
  ...versionFields(i),
  body: sopBodySchema.parse(JSON.parse(i.bodyJson)),
});

/** The library holds tens of SOPs, written by staff: one page of the current index holds them all. */
const LIBRARY_PAGE = 500;

/**
 * Access pattern: the current approved version of every SOP, or of one area's (one Query on the sparse GSI1
 * `SOPS#CURRENT`, by area and id).
 */
export async function listCurrentSops(area?: string): Promise<SopVersion[]> {
  const { data } = await store()
    .sopVersion.query.current(area ? { area } : {})
    .go({ limit: LIBRARY_PAGE, ignoreOwnership: true });
  return data.map(toVersion);
}

/** Access pattern: every version of one SOP, oldest first (one Query of its partition). */
export async function sopVersions(sopId: string): Promise<SopVersion[]> {
  const { data } = await store().sopVersion.query.byVersion({ sopId }).go({ limit: LIBRARY_PAGE });
  return data.map(toVersion);
}

/** Writes a version only if it is new; an existing one (approved versions are immutable) is left as it is. */
export async function createSopVersion(v: SopVersion, approvedBy: string): Promise<boolean> {
  const now = new Date().toISOString();
  try {
    await store()
      .sopVersion.create({
        sopId: v.sopId,
        seq: v.seq,
        version: v.version,
        status: v.status,
        code: v.code,
        title: v.title,
        area: v.area,
        summary: v.summary,
        bodyJson: JSON.stringify(v.body),
        ...(v.effectiveDate ? { effectiveDate: v.effectiveDate } : {}),
        ...(v.nextReviewDate ? { nextReviewDate: v.nextReviewDate } : {}),
        approvedBy,
        createdAt: now,
        updatedAt: now,
      })
      .go({ originalErr: true });
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/**
 * Puts back, unchanged, the versions of these SOPs that the staff list's index (GSI2 `SOPS#ALL`) lacks: versions
 * stored before the index existed (a local table seeded earlier). One Query of the index, one of each partition;
 * a put rewrites the item with every index key. Returns how many it put back.
 */
export async function indexAllVersions(sopIds: readonly string[]): Promise<number> {
  const { sopVersion } = store();
  const { data } = await sopVersion.query.all({}).go({ pages: 'all', attributes: ['sopId', 'seq'] });
  const indexed = new Set(data.map((v) => `${v.sopId}#${v.seq}`));
  let put = 0;
  for (const sopId of sopIds) {
    const versions = await sopVersion.query.byVersion({ sopId }).go({ pages: 'all' });
    for (const item of versions.data.filter((v) => !indexed.has(`${v.sopId}#${v.seq}`))) {
      await sopVersion.put(item).go();
      put++;
    }
  }
  return put;
}
