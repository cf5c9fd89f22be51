import { createHmac, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { EVIDENCE_MAX_BYTES } from '@cq/shared/evidence/rules';
import { UnavailableError } from '../domain/errors';
import { env } from '../lib/env';
import { lazily } from '../lib/lazily';
import { readFileHead, writeFileMaking } from './mediaStorage';

/**
 * Where evidence bytes live: the media bucket (or, locally, MEDIA_DIR) as the CMS's images do, but under the
 * private `evidence/` prefix, which neither CloudFront nor the local server's `/uploads/*` serves. The browser
 * PUTs to `evidence/quarantine/<id>` with a short-lived URL; checked bytes are stored at `evidence/files/<id>`
 * and read back only through a download link valid for a minute, handed to a member by the API.
 */
export interface EvidenceStorage {
  uploadTarget(id: string, size: number, expiresAt: Date): Promise<{ url: string; headers: Record<string, string> }>;
  /** The uploaded bytes, or null when nothing arrived; at most EVIDENCE_MAX_BYTES + 1 bytes are read. */
  readUpload(id: string): Promise<Buffer | null>;
  discardUpload(id: string): Promise<void>;
  keep(id: string, bytes: Buffer, type: string): Promise<void>;
  remove(id: string): Promise<void>;
  downloadUrl(id: string, name: string, type: string, expiresAt: Date): Promise<string>;
}

export const evidenceQuarantineKey = (id: string) => `evidence/quarantine/${id}`;
export const evidenceFileKey = (id: string) => `evidence/files/${id}`;

/* ───────────────────────────── local folder ───────────────────────────── */

/** The local server's path for evidence: PUT uploads, GET downloads (scripts/local/media.ts). */
export const LOCAL_EVIDENCE_PATH = '/local-media/evidence';

const sign = (...parts: Array<string | number>) =>
  createHmac('sha256', env.mediaUploadSecret())
    .update(['evidence', ...parts].join('\n'))
    .digest('base64url');

const sameSignature = (given: string | null, expected: string) => {
  const a = Buffer.from(given ?? '');
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

const UPLOAD_ID = /^[0-9a-f-]{36}$/;

/** Checks a local evidence upload URL as S3 checks a presigned PUT: id, exact size and expiry are signed. */
export function verifyLocalEvidenceUpload(
  id: string,
  query: URLSearchParams,
  now = Date.now(),
): { size: number } | null {
  const size = Number(query.get('size'));
  const expires = Number(query.get('expires'));
  if (!UPLOAD_ID.test(id) || !Number.isInteger(size) || !Number.isInteger(expires)) return null;
  if (expires * 1000 < now || size < 1 || size > EVIDENCE_MAX_BYTES) return null;
  return sameSignature(query.get('signature'), sign('put', id, size, expires)) ? { size } : null;
}

/** Checks a local download link as S3 checks a presigned GET: the file, its name, type and expiry are signed. */
export function verifyLocalEvidenceDownload(
  id: string,
  query: URLSearchParams,
  now = Date.now(),
): { name: string; type: string; file: string } | null {
  const name = query.get('name') ?? '';
  const type = query.get('type') ?? '';
  const expires = Number(query.get('expires'));
  const dir = env.mediaDir();
  if (!dir || !UPLOAD_ID.test(id) || !Number.isInteger(expires) || expires * 1000 < now) return null;
  if (!sameSignature(query.get('signature'), sign('get', id, name, type, expires))) return null;
  return { name, type, file: path.join(dir, ...evidenceFileKey(id).split('/')) };
}

function folderEvidence(dir: string): EvidenceStorage {
  const file = (key: string) => path.join(dir, ...key.split('/'));
  const remove = (key: string) => fs.rm(file(key), { force: true });
  return {
    async uploadTarget(id, size, expiresAt) {
      const expires = Math.floor(expiresAt.getTime() / 1000);
      const query = new URLSearchParams({ size: String(size), expires: String(expires) });
      query.set('signature', sign('put', id, size, expires));
      return { url: `${LOCAL_EVIDENCE_PATH}/${id}?${query}`, headers: {} };
    },
    readUpload: (id) => readFileHead(file(evidenceQuarantineKey(id)), EVIDENCE_MAX_BYTES + 1),
    discardUpload: (id) => remove(evidenceQuarantineKey(id)),
    keep: (id, bytes) => writeFileMaking(file(evidenceFileKey(id)), bytes),
    remove: (id) => remove(evidenceFileKey(id)),
    async downloadUrl(id, name, type, expiresAt) {
      const expires = Math.floor(expiresAt.getTime() / 1000);
      const query = new URLSearchParams({ name, type, expires: String(expires) });
      query.set('signature', sign('get', id, name, type, expires));
      return `${LOCAL_EVIDENCE_PATH}/${id}?${query}`;
    },
  };
}

/** Writes bytes where a local evidence upload URL points (the local server's side of `uploadTarget`). */
export async function writeLocalEvidenceUpload(id: string, bytes: Buffer): Promise<void> {
  const dir = env.mediaDir();
  if (!dir) throw new UnavailableError('Evidence uploads are not configured');
  await writeFileMaking(path.join(dir, ...evidenceQuarantineKey(id).split('/')), bytes);
}

/** The configured storage: the media bucket when MEDIA_BUCKET is set, else the MEDIA_DIR folder. */
export function evidenceStorage(): EvidenceStorage {
  const bucket = env.mediaBucket();
  if (bucket) return lazily(() => import('./s3Storage').then((s3) => s3.s3Evidence(bucket)));
  const dir = env.mediaDir();
  if (dir) return folderEvidence(dir);
  throw new UnavailableError('Evidence uploads are not configured');
}
