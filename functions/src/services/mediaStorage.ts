import { createHmac, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { MEDIA_MAX_BYTES } from '@cq/shared';
import { UnavailableError } from '../domain/errors';
import { env } from '../lib/env';
import { lazily } from '../lib/lazily';

/**
 * Where media bytes live. An upload goes to a quarantine key first (the browser PUTs it there with a short-lived
 * URL); only after its content was checked is it written under `uploads/` and served at `/uploads/<file>`.
 * In the cloud: the media bucket, a presigned S3 URL, CloudFront serving `uploads/*`. Locally: the same keys as
 * files under MEDIA_DIR (`.local/media`), an HMAC-signed URL the local server accepts, the local server serving
 * `/uploads/*`. Chosen by configuration only.
 */
export interface MediaStorage {
  /** Where the browser sends exactly `size` bytes for upload `id`, until `expiresAt`. */
  uploadTarget(id: string, size: number, expiresAt: Date): Promise<{ url: string; headers: Record<string, string> }>;
  /** The uploaded bytes, or null when nothing arrived; at most MEDIA_MAX_BYTES + 1 bytes are read. */
  readUpload(id: string): Promise<Buffer | null>;
  discardUpload(id: string): Promise<void>;
  publish(fileName: string, bytes: Buffer, mimeType: string): Promise<void>;
  removePublished(fileName: string): Promise<void>;
}

export const quarantineKey = (id: string) => `quarantine/${id}`;
export const publishedKey = (fileName: string) => `uploads/${fileName}`;
/** The site path a published image is served from. */
export const mediaUrl = (fileName: string) => `/${publishedKey(fileName)}`;

/* ───────────────────────────── local folder ───────────────────────────── */

/** At most `limit` bytes of a file from its start, or null when there is none. */
export async function readFileHead(file: string, limit: number): Promise<Buffer | null> {
  try {
    const handle = await fs.open(file, 'r');
    try {
      const buffer = Buffer.alloc(limit);
      const { bytesRead } = await handle.read(buffer, 0, limit, 0);
      return buffer.subarray(0, bytesRead);
    } finally {
      await handle.close();
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** Writes a file, making its folders first. */
export async function writeFileMaking(file: string, bytes: Buffer): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, bytes);
}

/** The local server's path that receives uploads (scripts/local/server.ts). */
export const LOCAL_UPLOAD_PATH = '/local-media/upload';

const uploadSignature = (id: string, size: number, expires: number) =>
  createHmac('sha256', env.mediaUploadSecret()).update(`${id}\n${size}\n${expires}`).digest('base64url');

/**
 * Checks a local upload URL's signature and expiry, as S3 checks a presigned URL's: the id, the exact size and
 * the expiry time are signed. Used by the local server before it writes a byte.
 */
export function verifyLocalUpload(id: string, query: URLSearchParams, now = Date.now()): { size: number } | null {
  const size = Number(query.get('size'));
  const expires = Number(query.get('expires'));
  const given = Buffer.from(query.get('signature') ?? '');
  if (!/^[0-9a-f-]{36}$/.test(id) || !Number.isInteger(size) || !Number.isInteger(expires)) return null;
  if (expires * 1000 < now || size < 1 || size > MEDIA_MAX_BYTES) return null;
  const expected = Buffer.from(uploadSignature(id, size, expires));
  return given.length === expected.length && timingSafeEqual(given, expected) ? { size } : null;
}

function folderStorage(dir: string): MediaStorage {
  const file = (key: string) => path.join(dir, ...key.split('/'));
  const remove = (key: string) => fs.rm(file(key), { force: true });
  return {
    async uploadTarget(id, size, expiresAt) {
      const expires = Math.floor(expiresAt.getTime() / 1000);
      const query = new URLSearchParams({
        size: String(size),
        expires: String(expires),
        signature: uploadSignature(id, size, expires),
      });
      return { url: `${LOCAL_UPLOAD_PATH}/${id}?${query}`, headers: {} };
    },
    readUpload: (id) => readFileHead(file(quarantineKey(id)), MEDIA_MAX_BYTES + 1),
    discardUpload: (id) => remove(quarantineKey(id)),
    publish: (fileName, bytes) => writeFileMaking(file(publishedKey(fileName)), bytes),
    removePublished: (fileName) => remove(publishedKey(fileName)),
  };
}

/** Writes bytes where a local upload URL points (the local server's side of `uploadTarget`). */
export async function writeLocalUpload(id: string, bytes: Buffer): Promise<void> {
  const dir = env.mediaDir();
  if (!dir) throw new UnavailableError('Media uploads are not configured');
  await writeFileMaking(path.join(dir, ...quarantineKey(id).split('/')), bytes);
}

/** The configured storage: the media bucket when MEDIA_BUCKET is set, else the MEDIA_DIR folder. */
export function mediaStorage(): MediaStorage {
  const bucket = env.mediaBucket();
  // The S3 client and its signer load with the first call that needs them (a chunk of the Lambda bundle of its own).
  if (bucket) return lazily(() => import('./s3Storage').then((s3) => s3.s3Media(bucket)));
  const dir = env.mediaDir();
  if (dir) return folderStorage(dir);
  throw new UnavailableError('Media uploads are not configured');
}
