import { v7 as uuidv7 } from 'uuid';
import {
  MEDIA_EXTENSIONS,
  MEDIA_MESSAGES,
  MEDIA_UPLOAD_TTL_SECONDS,
  type MediaItem,
  type MediaUploadTicket,
} from '@cq/shared';
import type { Body } from '@cq/shared/contract';
import { InvalidInputError } from '../domain/errors';
import { completeUpload, deleteMedia, dropUpload, getUpload, startUpload } from '../data/content/media';
import { logger } from '../lib/logger';
import { mediaStorage, mediaUrl } from '../services/mediaStorage';
import { checkImage } from './imageCheck';

/** Time to complete an upload after its URL expired (a slow connection still finishing). */
const COMPLETE_GRACE_SECONDS = 600;

/** Starts an upload: a pending record and a short-lived URL for exactly the declared number of bytes. */
export async function beginUpload(actor: string, body: Body<'POST /api/media/uploads'>): Promise<MediaUploadTicket> {
  const id = uuidv7(); // time-ordered: the library lists newest first by id
  const now = new Date();
  const expiresAt = new Date(now.getTime() + MEDIA_UPLOAD_TTL_SECONDS * 1000);
  const storage = mediaStorage();
  await startUpload({
    id,
    originalName: body.fileName,
    size: body.size,
    alt: body.alt,
    caption: body.caption,
    uploadedBy: actor,
    createdAt: now.toISOString(),
    expiresAt: Math.floor(expiresAt.getTime() / 1000) + COMPLETE_GRACE_SECONDS,
  });
  const target = await storage.uploadTarget(id, body.size, expiresAt);
  return { id, uploadUrl: target.url, method: 'PUT', headers: target.headers, expiresAt: expiresAt.toISOString() };
}

/**
 * Reads the quarantined bytes, decides what they are by content (a non-image with an image's name is refused,
 * more than 5 MB is refused, an SVG is rebuilt safe) and publishes them, or deletes them and says why (400).
 */
export async function finishUpload(id: string): Promise<MediaItem> {
  const upload = await getUpload(id);
  const storage = mediaStorage();
  const bytes = await storage.readUpload(id);
  if (!bytes) throw new InvalidInputError(MEDIA_MESSAGES.notUploaded);
  let checked;
  try {
    checked = await checkImage(bytes);
  } catch (error) {
    await Promise.all([storage.discardUpload(id), dropUpload(id)]);
    logger.info('media_refused', { uploadId: id, size: bytes.length, reason: (error as Error).message });
    throw error;
  }
  const fileName = `${id}.${MEDIA_EXTENSIONS[checked.mimeType]}`;
  await storage.publish(fileName, checked.bytes, checked.mimeType);
  const item = await completeUpload(upload, {
    fileName,
    mimeType: checked.mimeType,
    size: checked.bytes.length,
    url: mediaUrl(fileName),
    sanitized: checked.sanitized,
  });
  await storage.discardUpload(id);
  return item;
}

/** Deletes an image and its file. */
export async function removeImage(id: string): Promise<void> {
  const item = await deleteMedia(id);
  await mediaStorage().removePublished(item.fileName);
}
