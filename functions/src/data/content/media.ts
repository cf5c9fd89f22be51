import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { MEDIA_MESSAGES, type MediaItem, type MediaType } from '@cq/shared';
import { NotFoundError } from '../../domain/errors';
import { store } from '../core/store';
import { writeTogether } from '../trail/trail';
import { explainRefusal } from '../core/versioning';
import './content.entity';

type Item = NonNullable<Awaited<ReturnType<ReturnType<ReturnType<typeof store>['mediaItem']['get']>['go']>>['data']>;

function toMedia(item: Item): MediaItem {
  return {
    id: item.id,
    fileName: item.fileName,
    originalName: item.originalName,
    mimeType: item.mimeType,
    size: item.size,
    url: item.url,
    alt: item.alt ?? '',
    caption: item.caption ?? '',
    sanitized: item.sanitized,
    uploadedBy: item.uploadedBy,
    createdAt: item.createdAt,
    updatedAt: item.updatedAt,
    version: item.version,
  };
}

export interface PendingUpload {
  id: string;
  originalName: string;
  size: number;
  alt: string;
  caption: string;
  uploadedBy: string;
  createdAt: string;
  /** Seconds since the epoch (the TTL attribute). */
  expiresAt: number;
}

/** Records an upload in progress (expires with its URL, plus the time to complete it). */
export async function startUpload(upload: PendingUpload): Promise<void> {
  const { alt, caption, ...rest } = upload;
  await store()
    .mediaUpload.create({ ...rest, ...(alt ? { alt } : {}), ...(caption ? { caption } : {}) })
    .go();
}

/**
 * A pending upload (GetItem); an expired or unknown one is not found. Any editor may complete it (the id is
 * unguessable and only staff reach this); the item keeps who started it.
 */
export async function getUpload(id: string): Promise<PendingUpload> {
  const { data } = await store().mediaUpload.get({ id }).go({ consistent: true });
  if (!data || data.expiresAt * 1000 < Date.now()) {
    throw new NotFoundError(MEDIA_MESSAGES.uploadNotFound);
  }
  return { ...data, alt: data.alt ?? '', caption: data.caption ?? '' };
}

/** Forgets a pending upload (its bytes were refused). */
export async function dropUpload(id: string): Promise<void> {
  await store().mediaUpload.delete({ id }).go();
}

export interface CheckedUpload {
  fileName: string;
  mimeType: MediaType;
  size: number;
  url: string;
  sanitized: boolean;
}

/** Turns a pending upload into a library item: the item created and the upload removed in one transaction. */
export async function completeUpload(upload: PendingUpload, checked: CheckedUpload): Promise<MediaItem> {
  const now = new Date().toISOString();
  const item: MediaItem = {
    id: upload.id,
    ...checked,
    originalName: upload.originalName,
    alt: upload.alt,
    caption: upload.caption,
    uploadedBy: upload.uploadedBy,
    createdAt: now,
    updatedAt: now,
    version: 1,
  };
  await writeTogether((entities) => [
    {
      item: entities.mediaUpload
        .delete({ id: upload.id })
        .where(({ id }, { exists }) => exists(id))
        .commit(),
      refusal: () => new NotFoundError(MEDIA_MESSAGES.uploadNotFound),
    },
    { item: entities.mediaItem.create(item).commit() },
  ]);
  return item;
}

/** Access pattern: the library, newest first (one Query of the `MEDIA` partition's items). */
export async function listMedia(): Promise<MediaItem[]> {
  const { data } = await store().mediaItem.query.byId({}).go({ order: 'desc', pages: 'all' });
  return data.map(toMedia);
}

export async function getMedia(id: string): Promise<MediaItem> {
  const { data } = await store().mediaItem.get({ id }).go({ consistent: true });
  if (!data) throw new NotFoundError(MEDIA_MESSAGES.notFound);
  return toMedia(data);
}

/** Changes an image's alt text and caption, version-checked (missing → 404, stale → 409). */
export async function describeMedia(
  id: string,
  expectedVersion: number,
  details: { alt: string; caption: string },
): Promise<MediaItem> {
  const now = new Date().toISOString();
  const result = await store()
    .mediaItem.patch({ id })
    .set({ ...details, updatedAt: now, version: expectedVersion + 1 })
    .where(({ version }, { eq }) => eq(version, expectedVersion))
    .go({ response: 'all_new', originalErr: true })
    .catch(async (error: unknown) => {
      if (!(error instanceof ConditionalCheckFailedException)) throw error;
      const { data } = await store().mediaItem.get({ id }).go({ consistent: true });
      throw explainRefusal(data ?? null, expectedVersion, MEDIA_MESSAGES.notFound);
    });
  return toMedia(result.data as Item);
}

/** Removes an image from the library (its file goes with it, removed by the caller). */
export async function deleteMedia(id: string): Promise<MediaItem> {
  const item = await getMedia(id);
  await store().mediaItem.delete({ id }).go();
  return item;
}
