import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { MEDIA_MAX_BYTES } from '@cq/shared';
import { EVIDENCE_MAX_BYTES } from '@cq/shared/evidence/rules';
import { env } from '../lib/env';
import { attachmentDisposition } from '../lib/response';
import { publishedKey, quarantineKey, type MediaStorage } from './mediaStorage';
import { evidenceFileKey, evidenceQuarantineKey, type EvidenceStorage } from './evidenceStorage';

/**
 * The media bucket behind `mediaStorage()` and `evidenceStorage()` in the cloud. A module of its own, imported with
 * `import()` by both: the S3 client, its checksums and the URL signer (~140 KB) are read by the few requests that
 * move bytes, not by every cold start of the groups that have such a route (issue 23).
 */

let s3: S3Client | undefined;

/** The one S3 client of the process (media and evidence share the bucket). */
export const s3Client = (): S3Client => (s3 ??= new S3Client({ region: env.region() }));

const secondsUntil = (at: Date) => Math.max(1, Math.floor((at.getTime() - Date.now()) / 1000));

/** A presigned PUT of exactly `size` bytes to `key` until `expiresAt`: where the browser sends an upload. */
async function uploadUrl(bucket: string, key: string, size: number, expiresAt: Date) {
  // Content-Length is signed: S3 refuses a body of any other size.
  const url = await getSignedUrl(s3Client(), new PutObjectCommand({ Bucket: bucket, Key: key, ContentLength: size }), {
    expiresIn: secondsUntil(expiresAt),
    signableHeaders: new Set(['content-length']),
  });
  return { url, headers: {} };
}

export function s3Media(bucket: string): MediaStorage {
  const client = s3Client();
  return {
    uploadTarget: (id, size, expiresAt) => uploadUrl(bucket, quarantineKey(id), size, expiresAt),
    readUpload: (id) => readObjectHead(bucket, quarantineKey(id), MEDIA_MAX_BYTES + 1),
    async discardUpload(id) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: quarantineKey(id) }));
    },
    async publish(fileName, bytes, mimeType) {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: publishedKey(fileName),
          Body: bytes,
          ContentType: mimeType,
          CacheControl: 'public, max-age=31536000, immutable',
          // An SVG opened on its own still may not run anything (CloudFront adds nosniff).
          ...(mimeType === 'image/svg+xml' ? { ContentDisposition: 'inline' } : {}),
        }),
      );
    },
    async removePublished(fileName) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: publishedKey(fileName) }));
    },
  };
}

/** At most `limit` bytes of an object from its start, or null when there is none (a Range GET). */
export async function readObjectHead(bucket: string, key: string, limit: number): Promise<Buffer | null> {
  try {
    const out = await s3Client().send(
      new GetObjectCommand({ Bucket: bucket, Key: key, Range: `bytes=0-${limit - 1}` }),
    );
    return Buffer.from(await out.Body!.transformToByteArray());
  } catch (error) {
    if ((error as { name?: string }).name === 'NoSuchKey') return null;
    throw error;
  }
}

export function s3Evidence(bucket: string): EvidenceStorage {
  const client = s3Client();
  return {
    uploadTarget: (id, size, expiresAt) => uploadUrl(bucket, evidenceQuarantineKey(id), size, expiresAt),
    readUpload: (id) => readObjectHead(bucket, evidenceQuarantineKey(id), EVIDENCE_MAX_BYTES + 1),
    async discardUpload(id) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: evidenceQuarantineKey(id) }));
    },
    async keep(id, bytes, type) {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: evidenceFileKey(id),
          Body: bytes,
          ContentType: type,
          CacheControl: 'private, no-store',
        }),
      );
    },
    async remove(id) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: evidenceFileKey(id) }));
    },
    downloadUrl(id, name, type, expiresAt) {
      return getSignedUrl(
        client,
        new GetObjectCommand({
          Bucket: bucket,
          Key: evidenceFileKey(id),
          ResponseContentDisposition: attachmentDisposition(name),
          ResponseContentType: type,
        }),
        { expiresIn: secondsUntil(expiresAt) },
      );
    },
  };
}
