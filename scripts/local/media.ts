import fs from 'node:fs';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { LOCAL_UPLOAD_PATH, verifyLocalUpload, writeLocalUpload } from '../../functions/src/services/mediaStorage';
import {
  LOCAL_EVIDENCE_PATH,
  verifyLocalEvidenceDownload,
  verifyLocalEvidenceUpload,
  writeLocalEvidenceUpload,
} from '../../functions/src/services/evidenceStorage';
import { attachmentDisposition } from '../../functions/src/lib/response';

/**
 * The local stand-in for the media bucket's two doors (functions/src/services/mediaStorage.ts): the upload URL
 * the API hands out (S3 checks a presigned URL's signature, expiry and signed length; this checks the same
 * HMAC-signed values) and CloudFront's `/uploads/*`, served from MEDIA_DIR/uploads with the types the API
 * decided by content. Answers false for any other path.
 */
const TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  svg: 'image/svg+xml',
};
const PUBLISHED = /^\/uploads\/([0-9a-f-]{36})\.(png|jpg|webp|svg)$/;

function answer(res: ServerResponse, status: number, message: string) {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'x-content-type-options': 'nosniff' });
  res.end(message);
}

/** Reads at most `limit` bytes; null when the body is longer (the rest is drained). */
function readExactly(req: IncomingMessage, limit: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
    });
    req.on('end', () => resolve(size > limit ? null : Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/**
 * Evidence (functions/src/services/evidenceStorage.ts): a PUT to a signed upload URL, as S3's presigned PUT; a
 * GET of a signed download link, as S3's presigned GET, the file as an attachment under its name. Nothing under
 * `evidence/` is reachable any other way.
 */
async function handleEvidence(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
  const id = url.pathname.slice(LOCAL_EVIDENCE_PATH.length + 1);
  if (req.method === 'PUT') {
    const signed = verifyLocalEvidenceUpload(id, url.searchParams);
    if (!signed) return answer(res, 403, 'Request has expired or its signature does not match');
    const bytes = await readExactly(req, signed.size);
    if (!bytes || bytes.length !== signed.size) return answer(res, 400, 'Body length differs from the signed size');
    await writeLocalEvidenceUpload(id, bytes);
    return answer(res, 200, '');
  }
  if (req.method !== 'GET') return answer(res, 405, 'Method Not Allowed');
  const link = verifyLocalEvidenceDownload(id, url.searchParams);
  if (!link) return answer(res, 403, 'Request has expired or its signature does not match');
  if (!fs.existsSync(link.file)) return answer(res, 404, 'Not Found');
  res.writeHead(200, {
    'content-type': link.type,
    'content-disposition': attachmentDisposition(link.name),
    'x-content-type-options': 'nosniff',
    'cache-control': 'private, no-store',
  });
  fs.createReadStream(link.file).pipe(res);
}

export async function handleLocalMedia(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
  if (url.pathname.startsWith(`${LOCAL_EVIDENCE_PATH}/`)) {
    await handleEvidence(req, res, url);
    return true;
  }
  if (url.pathname.startsWith(`${LOCAL_UPLOAD_PATH}/`)) {
    if (req.method !== 'PUT') return (answer(res, 405, 'Method Not Allowed'), true);
    const id = url.pathname.slice(LOCAL_UPLOAD_PATH.length + 1);
    const signed = verifyLocalUpload(id, url.searchParams);
    if (!signed) return (answer(res, 403, 'Request has expired or its signature does not match'), true);
    const bytes = await readExactly(req, signed.size);
    if (!bytes || bytes.length !== signed.size)
      return (answer(res, 400, 'Body length differs from the signed size'), true);
    await writeLocalUpload(id, bytes);
    answer(res, 200, '');
    return true;
  }
  const published = PUBLISHED.exec(url.pathname);
  if (!published || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
  const dir = process.env.MEDIA_DIR;
  const file = dir ? path.join(dir, 'uploads', `${published[1]}.${published[2]}`) : null;
  if (!file || !fs.existsSync(file)) return (answer(res, 404, 'Not Found'), true);
  res.writeHead(200, {
    'content-type': TYPES[published[2]!]!,
    'x-content-type-options': 'nosniff',
    // An SVG opened on its own runs nothing, as CloudFront's security headers make sure in the cloud.
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
    'cache-control': 'public, max-age=31536000, immutable',
  });
  if (req.method === 'HEAD') return (res.end(), true);
  fs.createReadStream(file).pipe(res);
  return true;
}
