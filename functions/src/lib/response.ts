import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { create as contentDisposition } from 'content-disposition';

export type ApiResult = APIGatewayProxyStructuredResultV2;

const SECURITY_HEADERS = { 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' };

export function json(statusCode: number, body: unknown, headers: Record<string, string> = {}): ApiResult {
  return {
    statusCode,
    headers: { 'content-type': 'application/json; charset=utf-8', ...SECURITY_HEADERS, ...headers },
    body: JSON.stringify(body),
  };
}

export function redirect(location: string): ApiResult {
  return { statusCode: 302, headers: { location, ...SECURITY_HEADERS }, body: '' };
}

/** Accepts only same-origin relative paths ("/x?y"), so a `next` parameter can never send a user elsewhere. */
export function safeNextPath(next: string | undefined | null, fallback = '/'): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return fallback;
  return next;
}

/** The name with accents stripped and anything else outside printable ASCII turned into `-`, for old clients. */
const asciiFileName = (name: string): string =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-+/, '');

/** `attachment` with the name as UTF-8 and as an ASCII fallback (also for links to stored files). */
export const attachmentDisposition = (fileName: string): string =>
  contentDisposition(fileName, { fallback: asciiFileName(fileName) });

/**
 * A file to save: its name in `Content-Disposition` both as UTF-8 (`filename*`, RFC 6266/5987) and as an ASCII
 * fallback, since a header value outside Latin-1 is refused by Node and a title may be in any script.
 */
export function download(
  fileName: string,
  contentType: string,
  body: string | Buffer,
  headers: Record<string, string> = {},
): ApiResult {
  const binary = typeof body !== 'string';
  return {
    statusCode: 200,
    ...(binary ? { isBase64Encoded: true } : {}),
    headers: {
      'content-type': contentType,
      'content-disposition': attachmentDisposition(fileName),
      ...SECURITY_HEADERS,
      ...headers,
    },
    body: binary ? body.toString('base64') : body,
  };
}
